import type { Heading, Paragraph, RootContent } from 'mdast';

/**
 * How `docsgen check` reads a page without parsing all of it.
 *
 * Parsing dominates checking (micromark reads well under 1 MB/s), and most of a page cannot hold a
 * link or a heading, or holds them in a form a regular expression reads exactly. The page is cut
 * into chunks (a top-level block with its indented continuation, and fenced code whole, which may
 * span blank lines), and each chunk is
 *   - skipped when it has no character that can start a link, a heading or raw HTML;
 *   - read directly when it is plain: inline links `[text](/url)` in prose, lists and tables
 *     with nothing around that could change their meaning (no raw HTML, JSX or expressions), or
 *     ATX headings of plain text. These become ordinary mdast nodes, so the pipeline's own
 *     plugins still rewrite the links and slug the headings;
 *   - parsed otherwise, in one document of the parsed chunks in order. Dropping a chunk keeps
 *     the structure around the rest: what follows a chunk boundary starts unindented after a
 *     blank line, outside any container, and raw HTML blocks that span blank lines are kept
 *     whole.
 * An MDX page whose expressions or ESM run over blank lines is parsed whole. Anything unusual
 * lands with the parser, and tests/integration/check-plan.test.ts holds the result equal to a
 * whole-page parse.
 */
export interface PagePlan {
  /** The chunks that need the parser, one after another, or undefined when none does. */
  parse: { text: string; lines: number[] } | undefined;
  /** Nodes read without the parser, each at its line in the page (positions hold lines only). */
  nodes: RootContent[];
}

/** Any of these outside fenced code may make a chunk matter: links, raw HTML, headings, directives. */
const RELEVANT_MD =
  /[[\]<>]|^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*#{1,6}(?:[ \t]|$)|^[ \t]*(?:=+|-+)[ \t]*$|:::/;
/** MDX adds expressions and ESM, which may span blank lines. */
const RELEVANT_MDX =
  /[[\]<>{}]|^(?:import|export)\b|^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*#{1,6}(?:[ \t]|$)|^[ \t]*(?:=+|-+)[ \t]*$|:::/;
const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const BLANK = /^[ \t]*$/;

/** A container directive fence (`:::tip`, `:::note[Plain title]`, `:::`): structure only, no link or heading. */
const DIRECTIVE_FENCE = /^[ \t]*:{3,}(?:[A-Za-z][\w-]*(?:\[[^[\]`<\\&]*\])?)?[ \t]*$/;
/** An ATX heading whose text is plain: no inline syntax, so its mdast is one text node. */
const PLAIN_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+([^`*_~[\]<>&\\!@]*?))??(?:[ \t]+#+)?[ \t]*$/;
/** Escapes decide what is code and what is not: a chunk with a backslash goes to the parser. */
const ESCAPE = /\\/;
/**
 * Outside code spans, these rule out reading a chunk directly: raw HTML, entities, images,
 * definitions, footnotes. Inside one they are text: a code span that opens first wins, as the
 * parser reads left to right.
 */
const NOT_PLAIN = /[<&]|!\[|\]:|\[\^/;
/** MDX adds JSX and expressions. */
const NOT_PLAIN_MDX = /[<{}&]|!\[|\]:|\[\^/;
/** `## Title \{#id}`: preprocess escapes an MDX heading id, which then parses as the text `{#id}`. */
const MDX_HEADING_ID = /\\(\{#[^}\s]+\})[ \t]*$/;
/** Lines that are (or could be) a setext underline, a thematic break, or code by indentation. */
const BLOCK_SIGNAL = /^[ \t]*[-=*_][-=*_ \t]*$|^(?: {0,3}\t| {4})/;
/** A heading line of any kind (also inside list items and quotes). */
const ANY_HEADING = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*#{1,6}(?:[ \t]|$)/;
/** An inline link with a plain destination and an optional double-quoted title, on one line. */
const INLINE_LINK = /\[([^[\]\n]*)\]\([ \t]*([^\s()<>[\]]*)(?:[ \t]+"[^"\n\\]*")?[ \t]*\)/g;
/** HTML blocks that may span blank lines (CommonMark kinds 1-5): opener -> what ends them. */
const HTML_OPENERS: [RegExp, RegExp][] = [
  [/<!--/g, /-->/g],
  [/<pre(?=[\s>]|$)/gi, /<\/pre>/gi],
  [/<script(?=[\s>]|$)/gi, /<\/script>/gi],
  [/<style(?=[\s>]|$)/gi, /<\/style>/gi],
  [/<textarea(?=[\s>]|$)/gi, /<\/textarea>/gi],
  [/<\?/g, /\?>/g],
  [/<!\[CDATA\[/g, /\]\]>/g],
  [/<![A-Za-z]/g, />/g],
];

interface Chunk {
  start: number;
  end: number;
  hasFence: boolean;
  /** The chunk's lines outside fenced code (code holds no link or heading). */
  prose: string[];
}

/** Plans how to read a page body (front matter blanked, already preprocessed). */
export function planPage(body: string, format: 'md' | 'mdx'): PagePlan {
  const lines = body.split('\n');
  const relevant = format === 'mdx' ? RELEVANT_MDX : RELEVANT_MD;
  const parsed: number[] = [];
  const nodes: RootContent[] = [];
  const chunks = chunksOf(lines);
  // In MDX an expression or ESM block may run over blank lines, and then any chunk may be code
  // rather than prose: such a page is parsed whole.
  if (format === 'mdx' && !chunks.every((c) => closesWhatItOpens(c.prose.join('\n')))) {
    return { parse: { text: body, lines: lines.map((_, i) => i + 1) }, nodes };
  }
  let htmlOpen: RegExp | undefined;
  for (const chunk of chunks) {
    let kind: 'skip' | 'parse' | 'read';
    if (htmlOpen) kind = 'parse';
    else if (!chunk.prose.some((l) => relevant.test(l))) kind = 'skip';
    else kind = chunk.hasFence ? 'parse' : 'read';
    if (format === 'md') htmlOpen = htmlStillOpen(chunk.prose.join('\n'), htmlOpen);
    if (kind === 'read') {
      const read = readPlainChunk(lines, chunk, format);
      if (read) nodes.push(...read);
      else kind = 'parse';
    }
    if (kind === 'parse') for (let i = chunk.start; i < chunk.end; i++) parsed.push(i);
  }
  if (!parsed.length) return { parse: undefined, nodes };
  return { parse: { text: parsed.map((i) => lines[i]).join('\n'), lines: parsed.map((i) => i + 1) }, nodes };
}

/**
 * Cuts a page into chunks. A chunk starts at an unindented line after a blank one; indented lines
 * continue the chunk before (list items, indented code), and fenced code runs to its closing fence
 * (or the end of the page), so no chunk starts inside a container or a code block.
 */
function chunksOf(lines: string[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk = { start: 0, end: 0, hasFence: false, prose: [] };
  let fence: { char: string; length: number } | undefined;
  let previousBlank = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && BLANK.test(close[2]!)) {
        fence = undefined;
      }
      previousBlank = false;
      continue;
    }
    const blank = BLANK.test(line);
    if (!blank && previousBlank && i > current.start && !/^[ \t]/.test(line)) {
      current.end = i;
      chunks.push(current);
      current = { start: i, end: i, hasFence: false, prose: [] };
    }
    previousBlank = blank;
    const open = blank ? null : FENCE.exec(line);
    // A backtick fence's info string may not contain backticks (then it is inline code, not a fence).
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      current.hasFence = true;
    } else current.prose.push(line);
  }
  current.end = lines.length;
  chunks.push(current);
  return chunks;
}

/** Whether a raw HTML block that spans blank lines (a comment, `<pre>`, …) is still open after text. */
function htmlStillOpen(text: string, open: RegExp | undefined): RegExp | undefined {
  let closer = open;
  let from = 0;
  for (;;) {
    if (closer) {
      closer.lastIndex = from;
      const close = closer.exec(text);
      if (!close) return closer;
      from = close.index + close[0].length;
    }
    let next: { at: number; end: number; closer: RegExp } | undefined;
    for (const [opener, end] of HTML_OPENERS) {
      opener.lastIndex = from;
      const m = opener.exec(text);
      if (m && (!next || m.index < next.at)) next = { at: m.index, end: m.index + m[0].length, closer: end };
    }
    if (!next) return undefined;
    closer = next.closer;
    from = next.end;
  }
}

/**
 * Reads a chunk of plain headings, or of prose whose only syntax is inline links, into mdast
 * nodes; returns undefined when anything could make a parser read it differently.
 */
function readPlainChunk(lines: string[], chunk: Chunk, format: 'md' | 'mdx'): RootContent[] | undefined {
  const own = lines.slice(chunk.start, chunk.end);
  const content = own.filter((l) => !BLANK.test(l));
  // MDX ESM is JavaScript, whatever it looks like.
  if (format === 'mdx' && own.some((l) => /^(?:import|export)\b/.test(l))) return undefined;
  const headingLine = (l: string): string => (format === 'mdx' ? l.replace(MDX_HEADING_ID, '$1') : l);
  const plainHeadingLine = (l: string): boolean => {
    const line = headingLine(l);
    if (!PLAIN_HEADING.test(line) || /:\/\/|www\./.test(line)) return false;
    // Any other brace in MDX is an expression.
    return format === 'md' || !/[{}]/.test(l.replace(MDX_HEADING_ID, ''));
  };
  if (content.every(plainHeadingLine)) {
    return own.flatMap((l, i) => (BLANK.test(l) ? [] : [plainHeading(headingLine(l), chunk.start + i + 1)]));
  }
  if (own.some((l) => ANY_HEADING.test(l) || BLOCK_SIGNAL.test(l))) return undefined;
  // Directive fences only open and close boxes: blank them, the links inside stay links.
  const text = own.map((l) => (DIRECTIVE_FENCE.test(l) ? '' : l)).join('\n');
  if (ESCAPE.test(text)) return undefined;
  const masked = maskCodeSpans(text);
  if (masked === undefined || (format === 'mdx' ? NOT_PLAIN_MDX : NOT_PLAIN).test(masked)) return undefined;
  const links: { url: string; text: string; at: number; pipe: boolean }[] = [];
  const rest = masked.replace(INLINE_LINK, (match: string, label: string, url: string, at: number) => {
    links.push({ url, text: label, at, pipe: match.includes('|') });
    return ' '.repeat(match.length);
  });
  // Brackets left over (references, nested or odd links) or URLs that GFM would autolink need the parser.
  if (/[[\]]|:\/\/|www\./.test(rest)) return undefined;
  // In a table, a pipe inside a link or a code span splits the cell.
  if (text.includes('|') && (links.some((l) => l.pipe) || codeHasPipe(text, masked))) return undefined;
  if (!links.length) return [];
  const lineOf = (at: number): number => chunk.start + 1 + (text.slice(0, at).match(/\n/g)?.length ?? 0);
  const paragraph: Paragraph = {
    type: 'paragraph',
    children: links.map((l) => ({
      type: 'link',
      url: l.url,
      title: null,
      children: [{ type: 'text', value: l.text }],
      position: at(lineOf(l.at)),
    })),
    position: at(lineOf(links[0]!.at)),
  };
  return [paragraph];
}

/** The heading a plain ATX line parses to: one text node (or none), closing `#`s removed. */
function plainHeading(line: string, lineNumber: number): Heading {
  const match = PLAIN_HEADING.exec(line)!;
  const value = (match[2] ?? '').trim();
  return {
    type: 'heading',
    depth: match[1]!.length as Heading['depth'],
    children: value ? [{ type: 'text', value, position: at(lineNumber) }] : [],
    position: at(lineNumber),
  };
}

/**
 * Blanks the content of code spans (keeping length), so brackets in code are not taken for links;
 * undefined when a backtick run has no partner on its line (left for the parser to judge).
 */
function maskCodeSpans(text: string): string | undefined {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const tick = text.indexOf('`', i);
    if (tick === -1) return out + text.slice(i);
    let n = 1;
    while (text[tick + n] === '`') n++;
    let close = tick + n;
    for (;;) {
      close = text.indexOf('`'.repeat(n), close);
      if (close === -1 || text[close + n] !== '`') break;
      while (text[close] === '`') close++;
    }
    if (close === -1 || text.slice(tick, close).includes('\n')) return undefined;
    out += text.slice(i, tick + n) + ' '.repeat(close - tick - n) + '`'.repeat(n);
    i = close + n;
  }
  return out;
}

/** Whether every `{` of a chunk's prose (outside code spans) is closed in the chunk. */
function closesWhatItOpens(text: string): boolean {
  if (!/[{}`]/.test(text)) return true;
  const masked = maskCodeSpans(text);
  if (masked === undefined) return false;
  let depth = 0;
  for (const ch of masked) {
    if (ch === '{') depth++;
    else if (ch === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

/** Whether a code span holds a pipe (in a table row it would split the cell, and the span). */
function codeHasPipe(text: string, masked: string): boolean {
  for (let i = 0; i < text.length; i++) if (text[i] === '|' && masked[i] !== '|') return true;
  return false;
}

function at(line: number): {
  start: { line: number; column: number };
  end: { line: number; column: number };
} {
  return { start: { line, column: 1 }, end: { line, column: 1 } };
}
