import { ADMONITION_TITLES } from '../../shared/admonitions.js';
import { SiteError, warn } from '../errors.js';
import { escapeMdxHeadingId } from './headingIds.js';
import { HtmlComments } from './htmlComments.js';
import { mayNestDeeply, NestingLimiter } from './nestingLimiter.js';

const LEGACY_TITLE = new RegExp(
  `^((?:[ \\t]*>)*[ \\t]*:::+)(${Object.keys(ADMONITION_TITLES).join('|')})[ \\t]+([^\\[{\\s][^\\n]*?)[ \\t]*$`,
);

/**
 * Rewrites one line in Docusaurus's legacy `:::tip Title` form to the directive form
 * `:::tip[Title]`; any other line comes back unchanged. The caller skips lines inside code.
 */
export function legacyAdmonitionTitle(line: string): string {
  // Cheap test first: this runs on every prose line of a file that contains ":::".
  if (!line.includes(':::')) return line;
  return line.replace(LEGACY_TITLE, '$1$2[$3]');
}

/** Docusaurus's `mdx-code-block` fences (3 or 4 backticks, as its regular expressions have them). */
const MDX_CODE_BLOCKS = [3, 4].map(
  (n) =>
    new RegExp(
      `(^|\\r?\\n)\\x20*\`{${n}}\\x20*mdx-code-block\\r?\\n(.*?)\\r?\\n\\x20*\`{${n}}(\\r?\\n|$)`,
      'gs',
    ),
);

/**
 * Unwraps Docusaurus's ` ```mdx-code-block ` fences: their content is MDX (JSX a translation tool
 * would mangle, `<APITable>` around a Markdown table), as Docusaurus's mdx-loader makes it, by the
 * same regular expressions, before any parsing, in fenced code too. A fence between blank lines
 * (as they are written) becomes a blank line, so that every line stays where it was; one against
 * text is removed, as Docusaurus removes it.
 */
export function unwrapMdxCodeBlocks(body: string): string {
  if (!body.includes('mdx-code-block')) return body;
  const blank = (line: string | undefined) => line === undefined || line.trim() === '';
  let out = body;
  for (const fence of MDX_CODE_BLOCKS)
    out = out.replace(
      fence,
      (match, begin: string, children: string, end: string, at: number, text: string) => {
        const before = at === 0 ? undefined : text.slice(0, at).split('\n').at(-1);
        const after = end ? text.slice(at + match.length).split('\n')[0] : undefined;
        return (at === 0 || blank(before)) && blank(after)
          ? `${begin}\n${children}\n${end}`
          : `${begin}${children}${end}`;
      },
    );
  return out;
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
 * ` ```mdx-code-block ` fences unwrapped (see unwrapMdxCodeBlocks), `:::tip Title` -> `:::tip[Title]`, and in MDX `## T {#id}` -> `## T \{#id}` and
 * `<!-- c -->` -> `{/* c *\/}` (see HtmlComments). Only prose lines change: fenced code (and, in
 * .md, indented code) is left exactly as written. Files without `:::` or (MDX) `{#` or `<!--`
 * are returned untouched without being scanned. Markup nested deeper than
 * MAX_NESTING is kept as text (see NestingLimiter), with a warning at its place in `file`.
 */
export function preprocess(source: string, format: 'md' | 'mdx', file?: string): string {
  const body = unwrapMdxCodeBlocks(source);
  const admonitions = body.includes(':::');
  const headingIds = format === 'mdx' && body.includes('{#');
  const comments = format === 'mdx' && body.includes('<!--') ? new HtmlComments() : undefined;
  const limiter = mayNestDeeply(body) ? new NestingLimiter() : undefined;
  if (!admonitions && !headingIds && !comments && !limiter) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  let prevBlank = true;
  let inIndentedCode = false;
  let inList = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A comment's lines are its text, whatever they look like (a fence, a heading).
    if (comments?.open) {
      lines[i] = comments.line(line);
      continue;
    }
    if (fence) {
      const trimmed = line.trim();
      if (trimmed.startsWith(fence) && /^([`~])\1*$/.test(trimmed)) fence = undefined;
      continue;
    }
    if (line.trim() === '') {
      prevBlank = true;
      limiter?.blank();
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
    if (comments) out = comments.line(out);
    if (limiter) out = limiter.line(out, i + 1);
    lines[i] = out;
  }
  if (limiter?.first && file) {
    const { line, column, limit } = limiter.first;
    warn(
      new SiteError(
        `nested over ${limit} levels deep: the markup deeper is kept as text`,
        file,
        line,
        column,
      ),
    );
  }
  return lines.join('\n');
}
