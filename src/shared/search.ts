/** The search index's format, shared by the build that writes it and the browser engine that reads it. */

/** Output folder of the index: `meta.json`, `terms/<shard>.json`, `docs/<chunk>.json` and `engine.js`. */
export const SEARCH_DIR = 'search';
/** Pages per file of page texts: a query loads the files of its top results only. */
export const DOCS_PER_CHUNK = 16;

/** `meta.json`: what the engine needs before its first query. */
export interface SearchMeta {
  docs: number;
  /** Characters of a term that name its shard: 1 for small sites (few files), 2 for large ones. */
  prefix: number;
  /** Shards that exist (a query word whose shard is missing has no match). */
  shards: string[];
}

/**
 * `terms/<shard>.json`: term -> flat postings `[doc, section, count, …]`, in doc order, each doc
 * given as the difference from the one before (small numbers keep the JSON short).
 */
export type SearchShard = Record<string, number[]>;

/**
 * One page in `docs/<chunk>.json` (a chunk holds docs `chunk * DOCS_PER_CHUNK` onwards, null where
 * an id has no page): url, title, and its sections as `[anchor, heading, text]`.
 */
export interface SearchDoc {
  u: string;
  t: string;
  s: [anchor: string, heading: string, text: string][];
}

const NON_ASCII = /[^\0-\x7f]/;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Calls `fn` with each word of a text as the index stores them: lower-case runs of letters and
 * digits, two or more long. Text in ASCII alone (most docs) is scanned by hand, about twice as fast
 * as the Unicode-aware regex, which every other text goes through.
 */
export function forEachSearchWord(text: string, fn: (word: string) => void): void {
  const lower = text.toLowerCase();
  if (NON_ASCII.test(lower)) {
    for (const [word] of lower.matchAll(WORD)) if (word.length > 1) fn(word);
    return;
  }
  let start = 0;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0;
    // a-z and 0-9: the ASCII letters and digits once lower-cased.
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) continue;
    if (i - start > 1) fn(lower.slice(start, i));
    start = i + 1;
  }
}

/** The words of a text as the index stores them (see forEachSearchWord), in order. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  forEachSearchWord(text, (word) => words.push(word));
  return words;
}

/** The shard a term is stored in, named after its first `prefix` characters (safe in a file name). */
export function shardOf(term: string, prefix: number): string {
  return [...term]
    .slice(0, prefix)
    .map((c) => c.codePointAt(0)!.toString(36))
    .join('-');
}
