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
import { rehypeCellAlignment } from './cellAlignment.js';
import { rehypeElementProperties } from './markdownElementProperties.js';
import { remarkTruncate } from './truncate.js';
import { remarkMermaid } from './mermaid.js';
import type { FolderPlugins } from './sitePlugins.js';
import type { MagicComment } from '../../shared/types.js';

/**
 * What a site adds to a page's pipeline: Mermaid diagrams (`markdown.mermaid`), its code blocks'
 * magic comments, and the remark and rehype plugins its config gives the page's folder.
 */
export interface SiteExtensions {
  mermaid?: boolean;
  magicComments?: readonly MagicComment[];
  plugins?: FolderPlugins;
}

/**
 * The Markdown pipeline (with `jsx`, the MDX one's), read top to bottom:
 *   source -> preprocess (Docusaurus syntax the parsers do not know)
 *   -> remark: GFM, the site's plugins to run first, container directives -> admonitions, heading
 *      ids + TOC, links + assets, truncate, Mermaid diagrams, the site's plugins, Shiki
 *   -> rehype: the site's plugins to run first, links' and images' attributes, raw HTML (only when
 *      present, .md only), task list labels, the site's plugins -> HTML string (.md) or JSX (.mdx).
 * The site's plugins are placed around docsgen's as Docusaurus places them around its own; its
 * remark plugins still see code blocks as code (Docusaurus highlights them after every plugin).
 */
export function remarkPlugins(options: LinkOptions, site: SiteExtensions = {}, jsx = false): PluggableList {
  return [
    remarkGfm,
    ...(site.plugins?.beforeRemark ?? []),
    remarkAdmonitions,
    remarkHeadingIds,
    [remarkLinks, options],
    remarkTruncate,
    ...(site.mermaid ? [remarkMermaid] : []),
    ...(site.plugins?.remark ?? []),
    [remarkCodeBlocks, { jsx, magicComments: site.magicComments }],
  ];
}

/** The rehype plugins of both pipelines (with `raw`, the .md one's raw HTML step), the site's around them. */
function rehypePlugins(site: SiteExtensions, raw: PluggableList): PluggableList {
  return [
    ...(site.plugins?.beforeRehype ?? []),
    rehypeElementProperties,
    ...raw,
    rehypeTaskListLabels,
    rehypeCellAlignment,
    ...(site.plugins?.rehype ?? []),
  ];
}

/** The unified `.md` pipeline alone, for preprocessed source (see createMarkdownCompiler in markdownCompiler.ts). */
export function createUnifiedCompiler(
  options: LinkOptions,
  site: SiteExtensions = {},
): (source: string, file: string) => Promise<CompiledMarkdown> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkPlugins(options, site))
    .use(remarkFlagRawHtml)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePlugins(site, [rehypeRawWhenNeeded]))
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
export function mdxOptions(options: LinkOptions, site: SiteExtensions = {}): ProcessorOptions {
  return {
    remarkPlugins: [...remarkPlugins(options, site, true), remarkInteractive],
    rehypePlugins: rehypePlugins(site, []),
    jsxImportSource: 'react',
    development: false,
    format: 'mdx',
  };
}
