import path from 'node:path';
import type { SiteConfig } from '../../shared/types.js';
import type { SourceFile, SourceFormat } from '../content/sources.js';
import { sourceBody } from '../content/sourceTexts.js';
import { hasMdxSyntax, withoutLoneComments } from '../markdown/mdxSyntax.js';

type MarkdownOptions = SiteConfig['markdown'];

/** The format a Markdown file is parsed as, by Docusaurus's `markdown.format` (`detect`: by its extension). */
export function fileFormat(file: string, markdown: MarkdownOptions): 'md' | 'mdx' {
  if (markdown.format !== 'detect') return markdown.format;
  return path.extname(file) === '.mdx' ? 'mdx' : 'md';
}

// Decided once per source: the text of a `.md` page is scanned at most once a build.
const decided = new WeakMap<SourceFile, SourceFormat>();

/**
 * The format a page compiles as: `md` through the Markdown pipeline (fast path or unified), `mdx`
 * or `tsx` as a component page. A `.md` file the site parses as MDX takes the Markdown pipeline
 * when its text has no MDX syntax: the two make the same HTML for it, and the Markdown one is faster.
 */
export function pageFormat(source: SourceFile, site: Pick<SiteConfig, 'markdown'>): SourceFormat {
  if (source.format === 'tsx') return 'tsx';
  const format = fileFormat(source.file, site.markdown);
  if (format === 'md' || source.format === 'mdx') return format;
  let known = decided.get(source);
  if (known === undefined) {
    known = hasMdxSyntax(sourceBody(source)) ? 'mdx' : 'md';
    decided.set(source, known);
  }
  return known;
}

/** The format pageFormat found a source's text to compile as, if it scanned it (for the source index). */
export function decidedFormat(source: SourceFile): SourceFormat | undefined {
  return decided.get(source);
}

/** Records the format an earlier build found for a source whose text is unchanged: it is not read to decide again. */
export function keepFormat(source: SourceFile, format: SourceFormat): void {
  decided.set(source, format);
}

/**
 * The text a page that compiles as `md` gives the Markdown pipeline: its body, without the lone
 * comments MDX drops when the site parses it as MDX (see withoutLoneComments).
 */
export function markdownText(source: SourceFile, site: Pick<SiteConfig, 'markdown'>): string {
  const body = sourceBody(source);
  return fileFormat(source.file, site.markdown) === 'mdx' ? withoutLoneComments(body) : body;
}
