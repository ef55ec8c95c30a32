import type { CompileOptions } from '@mdx-js/mdx';
import type { PluggableList } from 'unified';
import { unified } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { normaliseAdmonitionTitles, remarkAdmonitions } from './admonitions.js';
import { remarkCodeBlocks } from './codeBlocks.js';
import { remarkHeadingIds } from './headingIds.js';
import { remarkInteractive } from './interactive.js';
import { remarkLinks, type LinkOptions } from './links.js';
import { pageData, type PageData } from './pageData.js';
import { rehypeRawWhenNeeded, remarkFlagRawHtml } from './rawHtml.js';
import { remarkTruncate } from './truncate.js';

/**
 * The Markdown pipeline, read top to bottom:
 *   source -> preprocess (Docusaurus syntax the parsers do not know)
 *   -> remark: GFM, directives -> admonitions, heading ids + TOC, links + assets, truncate, Shiki
 *   -> rehype: raw HTML (only when present, .md only) -> HTML string (.md) or JSX (.mdx).
 */
export function remarkPlugins(options: LinkOptions): PluggableList {
  return [
    remarkGfm,
    remarkDirective,
    remarkAdmonitions,
    remarkHeadingIds,
    [remarkLinks, options],
    remarkTruncate,
    remarkCodeBlocks,
  ];
}

/** Rewrites Docusaurus-only syntax the parsers do not know, keeping every line where it was. */
export function preprocess(body: string, format: 'md' | 'mdx'): string {
  let text = normaliseAdmonitionTitles(body);
  // In MDX `{#id}` would be an expression; escape it so it stays text for the heading-id plugin.
  if (format === 'mdx') text = text.replace(/^(#{1,6}[ \t].*?)\{#([^}\s]+)\}[ \t]*$/gm, '$1\\{#$2}');
  return text;
}

export interface CompiledMarkdown {
  html: string;
  data: PageData;
}

/** Creates the `.md` compiler (CommonMark + GFM + raw HTML), built once and reused for every page. */
export function createMarkdownCompiler(
  options: LinkOptions,
): (body: string, file: string) => Promise<CompiledMarkdown> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkPlugins(options))
    .use(remarkFlagRawHtml)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenNeeded)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();
  return async (body, file) => {
    const vfile = new VFile({ value: preprocess(body, 'md'), path: file });
    const result = await processor.process(vfile);
    return { html: String(result.value), data: pageData(result) };
  };
}

/** @mdx-js/mdx options for `.mdx` pages: the same remark plugins, React's automatic JSX runtime. */
export function mdxOptions(options: LinkOptions): CompileOptions {
  return {
    remarkPlugins: [...remarkPlugins(options), remarkInteractive],
    jsxImportSource: 'react',
    development: false,
    format: 'mdx',
  };
}
