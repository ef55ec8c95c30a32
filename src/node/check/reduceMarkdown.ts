/**
 * What `docsgen check` feeds the Markdown parser: the page with every block that cannot hold a
 * link, a heading or an element id replaced by empty lines.
 *
 * Parsing is what makes checking slow (micromark reads well under 1 MB/s), and most of a page is
 * prose and code that can hold neither. Blanking lines instead of deleting them keeps every line
 * number, and dropping whole chunks (a top-level block with its indented continuation and any
 * fenced code, which may span blank lines) keeps the structure around what is left: a kept
 * chunk parses exactly as it did in the full page.
 */

/** Any of these outside fenced code makes a chunk worth parsing (links, definitions, raw HTML, headings, directives). */
const RELEVANT_MD =
  /[[\]<>]|^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*#{1,6}(?:[ \t]|$)|^[ \t]*(?:=+|-+)[ \t]*$|:::/;
/** MDX adds expressions and ESM, which may span blank lines and must stay whole. */
const RELEVANT_MDX =
  /[[\]<>{}]|^(?:import|export)\b|^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*#{1,6}(?:[ \t]|$)|^[ \t]*(?:=+|-+)[ \t]*$|:::/;
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const BLANK = /^[ \t]*$/;

/** Returns body with the chunks that can hold no link, heading or id blanked out (same line count). */
export function reduceMarkdown(body: string, format: 'md' | 'mdx'): string {
  const relevant = format === 'mdx' ? RELEVANT_MDX : RELEVANT_MD;
  const lines = body.split('\n');
  const out: string[] = new Array<string>(lines.length);
  let chunkStart = 0;
  let keep = false;
  let fence: { char: string; length: number } | undefined;
  let previousBlank = true;

  const flush = (end: number): void => {
    for (let i = chunkStart; i < end; i++) out[i] = keep ? lines[i]! : '';
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      // Inside fenced code nothing counts, and blank lines do not end the chunk.
      const close = FENCE_OPEN.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && BLANK.test(close[2]!)) {
        fence = undefined;
      }
      previousBlank = false;
      continue;
    }
    const blank = BLANK.test(line);
    // A chunk starts at an unindented line after a blank one; indented lines continue the chunk before
    // (list items, indented code), so a kept continuation never loses its container.
    if (!blank && previousBlank && i > chunkStart && !/^[ \t]/.test(line)) {
      flush(i);
      chunkStart = i;
      keep = false;
    }
    previousBlank = blank;
    if (blank) continue;
    const open = FENCE_OPEN.exec(line);
    // A backtick fence's info string may not contain backticks (then it is inline code, not a fence).
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      continue;
    }
    if (!keep && relevant.test(line)) keep = true;
  }
  flush(lines.length);
  return out.join('\n');
}
