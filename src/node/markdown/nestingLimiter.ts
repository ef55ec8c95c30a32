/**
 * How deep Markdown may nest (lists, block quotes, admonitions, emphasis) before the markup deeper
 * down is kept as text. micromark checks every open container on every line, in time that grows
 * with depth and indentation: a list 1,000 levels deep by indentation took 50 s, 100 levels with
 * 2,000 lines inside still 100 s; 4,000 `- ` on one line overflowed the stack. Real pages nest a
 * few levels; markdown-it's CommonMark preset stops at 20.
 */
export const MAX_NESTING = 32;

/**
 * How deep HTML elements may nest before deeper tags are kept as text. They cost the parser
 * little, but every tree walk after it recurses once per level (4,000 overflowed the stack).
 */
export const MAX_HTML_NESTING = 256;

/** Sign that a page may nest deeply: a line starting with a long run of container markers. */
const LONG_CONTAINER_PREFIX = new RegExp(`^[ \\t>*+\\-\\d.)]{${MAX_NESTING}}`, 'm');
/** The container markers at the start of a line: a block quote's `>` or a list item's marker. */
const CONTAINER_MARKER = />|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/y;
const DIRECTIVE_OPEN = /^[ \t>]*:{3,}[a-zA-Z]/;
const DIRECTIVE_CLOSE = /^[ \t>]*:{3,}[ \t]*$/;
const TAG = /<(\/?)([a-zA-Z][\w-]*)(?:[^<>]*?(\/?))>/g;
const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);
const DELIMITER_RUN = /\*+|_+/g;
const SPACE = /\s/;
/** Punctuation and symbols, as CommonMark's flanking rules count them. */
const MARK = /[\p{P}\p{S}]/u;

/** Whether a body could nest beyond MAX_NESTING at all (a cheap look before the line-by-line one). */
export function mayNestDeeply(body: string): boolean {
  return (
    LONG_CONTAINER_PREFIX.test(body) ||
    occurs(body, ':::') ||
    occurs(body, '<', MAX_HTML_NESTING) ||
    occurs(body, '*') ||
    occurs(body, '_')
  );
}

/**
 * Keeps the markup of prose lines as text beyond MAX_NESTING levels, by escaping it (`\-`, `\*`,
 * `\:::`, `&lt;div>`), so that any body compiles in bounded time and stack. Fed the prose lines of
 * a page in order (see preprocess), with `blank()` at each blank line, which ends a paragraph.
 */
export class NestingLimiter {
  /** Where markup was first kept as text (1-based line and column), and the limit it passed, if anywhere. */
  first: { line: number; column: number; limit: number } | undefined;
  /** Open admonitions: true for each whose fence was kept as text (its closing fence is too). */
  readonly #directives: boolean[] = [];
  #elements = 0;
  /** Elements opened as text whose closing tags are still to come (kept as text too). */
  #escapedElements = 0;
  #emphasis = 0;

  /** The line with its markup beyond the limit kept as text. */
  line(text: string, line: number): string {
    const out = this.#directive(this.#containers(text, line), line);
    if (!out.includes('<') && !out.includes('*') && !out.includes('_')) return out;
    // Code spans (between backticks) hold text, not markup: `List<T>` opens no element.
    let column = 0;
    return out
      .split('`')
      .map((part, i) => {
        const at = column;
        column += part.length + 1;
        return i % 2 ? part : this.#delimiters(this.#tags(part, line, at), line, at);
      })
      .join('`');
  }

  /** A blank line: emphasis does not continue past it. */
  blank(): void {
    this.#emphasis = 0;
  }

  #containers(text: string, line: number): string {
    // A line nests at most one level per marker on it and one per two columns of indentation.
    if (text.length <= MAX_NESTING || !LONG_CONTAINER_PREFIX.test(text.slice(0, MAX_NESTING))) return text;
    let pos = 0;
    let width = 0;
    for (; pos < text.length && (text[pos] === ' ' || text[pos] === '\t'); pos++)
      width += text[pos] === '\t' ? 4 - (width % 4) : 1;
    let depth = Math.floor(width / 2);
    while (pos < text.length) {
      CONTAINER_MARKER.lastIndex = pos;
      const marker = CONTAINER_MARKER.exec(text);
      if (!marker) break;
      if (depth >= MAX_NESTING) {
        // Escaping the `.` or `)` of `12.` keeps an ordered marker as text; others are one character.
        const at = pos + marker[0].length - 1;
        return this.#escape(text, at, line);
      }
      depth++;
      pos += marker[0].length;
      while (text[pos] === ' ' || text[pos] === '\t') pos++;
    }
    return text;
  }

  #directive(text: string, line: number): string {
    if (!text.includes(':::')) return text;
    if (DIRECTIVE_OPEN.test(text)) {
      const deep = this.#directives.length >= MAX_NESTING;
      this.#directives.push(deep);
      return deep ? this.#escape(text, text.indexOf(':'), line) : text;
    }
    if (DIRECTIVE_CLOSE.test(text) && this.#directives.pop()) return text.replace(':', '\\:');
    return text;
  }

  #tags(text: string, line: number, offset: number): string {
    if (!text.includes('<')) return text;
    return text.replace(TAG, (tag, close: string, name: string, selfClosing: string, at: number) => {
      // After a word it is a type's parameter (`Map<K, V>`), not an element.
      if (selfClosing || VOID_ELEMENTS.has(name.toLowerCase()) || /\w/.test(text[at - 1] ?? ' ')) return tag;
      if (close) {
        if (this.#escapedElements > 0) {
          this.#escapedElements--;
          return `&lt;${tag.slice(1)}`;
        }
        this.#elements = Math.max(0, this.#elements - 1);
        return tag;
      }
      if (this.#elements < MAX_HTML_NESTING) {
        this.#elements++;
        return tag;
      }
      this.#escapedElements++;
      this.first ??= { line, column: offset + at + 1, limit: MAX_HTML_NESTING };
      return `&lt;${tag.slice(1)}`;
    });
  }

  #delimiters(text: string, line: number, offset: number): string {
    if (!text.includes('*') && !text.includes('_')) return text;
    return text.replace(DELIMITER_RUN, (run, at: number) => {
      const before = text[at - 1] ?? ' ';
      const after = text[at + run.length] ?? ' ';
      // CommonMark's flanking rules; a run on both sides (inside a word) neither opens nor closes
      // here. A run opens (or closes) up to one level per mark: `**` x 4,000 nests 4,000 deep.
      const left = !SPACE.test(after) && (!MARK.test(after) || SPACE.test(before) || MARK.test(before));
      const right = !SPACE.test(before) && (!MARK.test(before) || SPACE.test(after) || MARK.test(after));
      if (right && !left) this.#emphasis = Math.max(0, this.#emphasis - run.length);
      if (!left || right) return run;
      const kept = Math.max(0, Math.min(run.length, MAX_NESTING - this.#emphasis));
      this.#emphasis += kept;
      if (kept === run.length) return run;
      this.first ??= { line, column: offset + at + kept + 1, limit: MAX_NESTING };
      return run.slice(0, kept) + run.slice(kept).replace(/[*_]/g, '\\$&');
    });
  }

  /** The text with a backslash before the character at `at`, which makes it literal. */
  #escape(text: string, at: number, line: number): string {
    this.first ??= { line, column: at + 1, limit: MAX_NESTING };
    return `${text.slice(0, at)}\\${text.slice(at)}`;
  }
}

/** Whether `part` occurs at least `times` times in text. */
function occurs(text: string, part: string, times = MAX_NESTING): boolean {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length))
    if (++count >= times) return true;
  return false;
}
