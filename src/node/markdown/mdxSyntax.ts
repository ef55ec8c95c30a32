import { escapeMdxHeadingId } from './headingIds.js';

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const ESM = /^(?:import|export)\b/;
/** Indented code in Markdown, which MDX does not have (it reads those lines as a paragraph). */
const INDENTED = /^(?: {4}|[ ]{0,3}\t)/;
/** A line that is one HTML comment and nothing else (`<!-- prettier-ignore -->`). */
const LONE_COMMENT = /^<!--(?:(?!-->).)*-->[ \t]*$/;
/** The blog excerpt's marker, which both pipelines make the same element of (see remarkTruncate). */
const TRUNCATE = /^<!--\s*truncate\s*-->/;

/**
 * Whether a Markdown body has anything MDX would read otherwise than Markdown: an `import` or
 * `export` line, a `<` or `{` outside code that no backslash escapes (JSX, HTML, autolinks,
 * expressions), or indented code. A heading's `{#id}` is not one (preprocess escapes it for MDX,
 * and both pipelines take it as the heading's id); nor are `>` and `}`, which MDX reads as text.
 * A body without any compiles to the same HTML as Markdown and as MDX
 * (tests/integration/mdxEquivalence.test.ts), once its lone comments are dropped (see
 * withoutLoneComments).
 */
export function hasMdxSyntax(body: string): boolean {
  // Most pages have none of these characters anywhere: no line needs reading.
  if (!/[<{]|^(?:import|export)\b|^ {0,3}\t|^ {4}/m.test(body)) return false;
  return proseLines(body, () => true) === undefined;
}

/**
 * A body the site parses as MDX without its lone comments, for the Markdown pipeline: a line that
 * is one HTML comment at the start of a block, which MDX drops (Docusaurus makes it an MDX comment,
 * see HtmlComments) and Markdown would keep as raw HTML, becomes a blank line (which ends the block
 * before it, as MDX's comment does) but for the blog excerpt's first marker. Blog posts mark their
 * excerpt with one, and release notes hold many (`<!-- prettier-ignore -->` above each example).
 */
export function withoutLoneComments(body: string): string {
  if (!body.includes('<!--')) return body;
  const lines = body.split('\n');
  let marked = false;
  proseLines(body, (line, index) => {
    // Only the first marker is one (remarkTruncate's); MDX drops any other like a comment.
    if (!marked && TRUNCATE.test(line)) marked = true;
    else lines[index] = '';
    return true;
  });
  return lines.join('\n');
}

/**
 * Reads a body's lines outside fenced code, handing each lone comment at the start of a block to
 * onComment (which says whether it is dropped: then the next line starts a block, as after a blank
 * line). Undefined as soon as a line has MDX syntax (see hasMdxSyntax), the body otherwise.
 */
function proseLines(body: string, onComment: (line: string, index: number) => boolean): string | undefined {
  let fence: string | undefined;
  let prevBlank = true;
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    if (fence) {
      const trimmed = line.trim();
      if (trimmed.startsWith(fence) && /^([`~])\1*$/.test(trimmed)) fence = undefined;
      continue;
    }
    if (prevBlank && LONE_COMMENT.test(line) && onComment(line, index)) continue;
    const blank = line.trim() === '';
    if (!blank && prevBlank && INDENTED.test(line)) return undefined;
    prevBlank = blank;
    const open = FENCE_OPEN.exec(line);
    if (open) {
      fence = open[1]!;
      continue;
    }
    if (ESM.test(line)) return undefined;
    if (readsAsMdx(escapeMdxHeadingId(line))) return undefined;
  }
  return body;
}

/**
 * Whether a line of prose has a `<` or `{` MDX would read as JSX or an expression: one that is
 * neither escaped by a backslash nor in a code span (a backtick run up to the next run of the same
 * length on the line; a span over several lines is read as prose, which only errs towards MDX).
 */
function readsAsMdx(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '\\') i++;
    else if (char === '<' || char === '{') return true;
    else if (char === '`') {
      const run = /^`+/.exec(line.slice(i))![0].length;
      const close = closingRun(line, i + run, run);
      // Without a closing run, the backticks are text.
      i = (close === -1 ? i + run : close + run) - 1;
    }
  }
  return false;
}

/** Where the next run of exactly `length` backticks starts in a line from `from`, or -1. */
function closingRun(line: string, from: number, length: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let match = runs.exec(line); match; match = runs.exec(line))
    if (match[0].length === length) return match.index;
  return -1;
}
