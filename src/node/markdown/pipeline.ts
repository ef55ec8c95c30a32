import type { ProcessorOptions } from '@mdx-js/mdx';
import type { PluggableList } from 'unified';
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { legacyAdmonitionTitle, remarkAdmonitions } from './admonitions.js';
import { remarkCodeBlocks } from './codeBlocks.js';
import { createFastCompiler } from './fastMarkdown.js';
import { escapeMdxHeadingId, remarkHeadingIds } from './headingIds.js';
import { remarkInteractive } from './interactive.js';
import { remarkLinks, type LinkOptions } from './links.js';
import { pageData, type PageData } from './pageData.js';
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

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const LIST_ITEM = /^[ \t]{0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** Width of a line's leading whitespace, tabs to the next multiple of 4 (as CommonMark counts). */
function indentWidth(line: string): number {
  let width = 0;
  for (const ch of line) {
    if (ch === ' ') width++;
    else if (ch === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

/**
 * Rewrites Docusaurus-only syntax the parsers do not know, keeping every line where it was:
 * `:::tip Title` -> `:::tip[Title]`, and in MDX `## T {#id}` -> `## T \{#id}`. Only prose lines
 * change: fenced code (and, in .md, indented code) is left exactly as written. Files without
 * `:::` or (MDX) `{#` are returned untouched without being scanned.
 */
export function preprocess(body: string, format: 'md' | 'mdx'): string {
  const admonitions = body.includes(':::');
  const headingIds = format === 'mdx' && body.includes('{#');
  if (!admonitions && !headingIds) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  let prevBlank = true;
  let inIndentedCode = false;
  let inList = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      const trimmed = line.trim();
      if (trimmed.startsWith(fence) && /^([`~])\1*$/.test(trimmed)) fence = undefined;
      continue;
    }
    if (line.trim() === '') {
      prevBlank = true;
      continue;
    }
    const indent = indentWidth(line);
    // MDX has no indented code; in .md, 4 spaces after a blank line (outside a list) start code.
    if (format === 'md' && indent >= 4 && !inList && (prevBlank || inIndentedCode)) {
      inIndentedCode = true;
      prevBlank = false;
      continue;
    }
    inIndentedCode = false;
    prevBlank = false;
    if (LIST_ITEM.test(line)) inList = true;
    else if (indent < 2) inList = false;
    const open = FENCE_OPEN.exec(line);
    if (open) {
      fence = open[1]!;
      continue;
    }
    let out = line;
    if (admonitions) out = legacyAdmonitionTitle(out);
    if (headingIds) out = escapeMdxHeadingId(out);
    lines[i] = out;
  }
  return lines.join('\n');
}

export interface CompiledMarkdown {
  html: string;
  data: PageData;
}

/**
 * Creates the `.md` compiler (CommonMark + GFM + raw HTML), built once and reused for every page.
 * Most pages take the markdown-it fast path; unified compiles the ones it declines, and remains
 * the definition of the output the fast path is tested against.
 */
export function createMarkdownCompiler(
  options: LinkOptions,
): (body: string, file: string) => Promise<CompiledMarkdown> {
  const fast = createFastCompiler(options);
  const unified = createUnifiedCompiler(options);
  return async (body, file) => {
    const source = preprocess(body, 'md');
    return (await fast(source, file)) ?? unified(source, file);
  };
}

/** The unified `.md` pipeline alone, for preprocessed source (see createMarkdownCompiler). */
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
    const result = await processor.process(new VFile({ value: source, path: file }));
    return { html: String(result.value), data: pageData(result) };
  };
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
