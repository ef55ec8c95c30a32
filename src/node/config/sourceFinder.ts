/** Characters that may stand before a bare object key (anything that cannot continue an identifier). */
const KEY_BOUNDARY = /[^\w$]/;

/**
 * Finds the values and keys of a config module in its source text. The module is bundled by
 * esbuild and evaluated, so its values come without positions; a value is found again by searching
 * the text for it, from where the value written before it was found (a file lists its items in the
 * order they are read), which also tells apart an id written twice.
 */
export class SourceFinder {
  constructor(readonly text: string) {}

  /** The offset of the first quoted `value` at or after `from` ('…', "…" or `…`), or -1. */
  string(value: string, from: number): number {
    let best = -1;
    for (const quoted of new Set([`'${value}'`, JSON.stringify(value), `\`${value}\``])) {
      const at = this.text.indexOf(quoted, from);
      if (at !== -1 && (best === -1 || at < best)) best = at;
    }
    return best;
  }

  /** The offset of the object key `name` (bare, or quoted) at or after `from`, or -1. */
  key(name: string, from: number): number {
    for (let at = this.indexOfName(name, from); at !== -1; at = this.indexOfName(name, at + 1)) {
      const quoted =
        /['"`]/.test(this.text[at - 1] ?? '') && this.text[at + name.length] === this.text[at - 1];
      const start = quoted ? at - 1 : at;
      const end = quoted ? at + name.length + 1 : at + name.length;
      const bare =
        !quoted && KEY_BOUNDARY.test(this.text[at - 1] ?? ' ') && !/[\w$]/.test(this.text[end] ?? '');
      if ((quoted || bare) && /^\s*:/.test(this.text.slice(end, end + 40))) return start;
    }
    return -1;
  }

  /**
   * The offset of the `{` that opens the object literal holding `offset` (a value inside it), or
   * `offset` itself when there is none: brackets closed in between are skipped.
   */
  objectStart(offset: number): number {
    let depth = 0;
    for (let i = offset - 1; i >= 0; i--) {
      const c = this.text[i];
      if (c === '}' || c === ']' || c === ')') depth++;
      else if (c === '[' || c === '(') depth--;
      else if (c === '{' && depth-- === 0) return i;
      if (depth < 0) return offset;
    }
    return offset;
  }

  private indexOfName(name: string, from: number): number {
    return name ? this.text.indexOf(name, from) : -1;
  }
}
