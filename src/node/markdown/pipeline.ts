import type { ProcessorOptions } from '@mdx-js/mdx';
import type { PluggableList, Processor } from 'unified';
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { remarkAdmonitions } from './admonitions.js';
import { remarkCodeBlocks } from './codeBlocks.js';
import { remarkHeadingIds } from './headingIds.js';
import { remarkInteractive } from './interactive.js';
import { remarkLinks, type LinkOptions } from './links.js';
import { pageData } from './pageData.js';
import type { CompiledMarkdown } from './markdownCompiler.js';
import { rehypeRawWhenNeeded, remarkFlagRawHtml } from './rawHtml.js';
import { rehypeTaskListLabels } from './taskLists.js';
import { remarkTruncate } from './truncate.js';

/**
 * The Markdown pipeline, read top to bottom:
 *   source -> preprocess (Docusaurus syntax the parsers do not know)
 *   -> remark: GFM, container directives -> admonitions, heading ids + TOC, links + assets, truncate, Shiki
 *   -> rehype: raw HTML (only when present, .md only) -> HTML string (.md) or JSX (.mdx).
 */
export function remarkPlugins(options: LinkOptions): PluggableList {
  return [
    remarkGfm,
    remarkAdmonitions,
    remarkHeadingIds,
    [remarkLinks, options],
    remarkTruncate,
    remarkCodeBlocks,
  ];
}

/** The unified `.md` pipeline alone, for preprocessed source (see createMarkdownCompiler in markdownCompiler.ts). */
export function createUnifiedCompiler(
  options: LinkOptions,
): (source: string, file: string) => Promise<CompiledMarkdown> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkPlugins(options))
    .use(remarkFlagRawHtml)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenNeeded)
    .use(rehypeTaskListLabels)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();
  return async (source, file) => {
    const result = await processSafely(processor, new VFile({ value: source, path: file }));
    return { html: String(result.value), data: pageData(result) };
  };
}

/**
 * What unified's `process` does (parse, run the plugins, stringify), but every error rejects:
 * `process` stringifies inside a callback, where a throw (a RangeError from input nested too
 * deep) escapes every promise and ends the process, `serve --watch` included.
 */
export async function processSafely(
  // unified's own type for "any processor" (its parameters default to `undefined`, which no real processor matches).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  processor: Processor<any, any, any, any, any>,
  file: VFile,
): Promise<VFile> {
  const tree = await processor.run(processor.parse(file), file);
  const result: unknown = processor.stringify(tree, file);
  if (typeof result === 'string' || result instanceof Uint8Array) file.value = result;
  else file.result = result;
  return file;
}

/** @mdx-js/mdx options for `.mdx` pages: the same remark plugins, React's automatic JSX runtime. */
export function mdxOptions(options: LinkOptions): ProcessorOptions {
  return {
    remarkPlugins: [...remarkPlugins(options), remarkInteractive],
    rehypePlugins: [rehypeTaskListLabels],
    jsxImportSource: 'react',
    development: false,
    format: 'mdx',
  };
}
