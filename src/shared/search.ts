/** The search index's format, shared by the build that writes it and the browser engine that reads it. */

/**
 * Output folder of search: `engine.js` and the site's index (`meta.json`, `terms/<shard>.json`,
 * `docs/<chunk>.json`). Indexes of locales or versions go beside it (see searchIndexDir).
 */
export const SEARCH_DIR = 'search';

/**
 * The folder of one index in the output: the site's own is `search/`, another (a locale's or a
 * version's) `search/<scope>/`, with the same files; the one engine reads any (createSearch).
 */
export function searchIndexDir(scope = ''): string {
  return scope ? `${SEARCH_DIR}/${scope}` : SEARCH_DIR;
}
/**
 * Pages per file of page texts: one, so a query loads the texts of its top results and nothing else
 * (with 16, a first query on the Codex site loaded 63 KB of texts on average, with one 15 KB).
 */
export const DOCS_PER_CHUNK = 1;

/** `meta.json`: what the engine needs before its first query. */
export interface SearchMeta {
  docs: number;
  /** Characters of a term that name its shard: 1 for small sites (few files), 2 for large ones. */
  prefix: number;
  /** Shards that exist (a query word whose shard is missing has no match). */
  shards: string[];
}

/**
 * `terms/<shard>.json`: term -> flat postings `[doc, section, value, …]`, in doc order, each doc
 * given as the difference from the one before (small numbers keep the JSON short). A value says
 * where in the section the term is (see postingValue): ranking weighs titles and headings above text.
 */
export type SearchShard = Record<string, number[]>;

/**
 * One page in `docs/<chunk>.json` (a chunk holds docs `chunk * DOCS_PER_CHUNK` onwards, null where
 * an id has no page): url, title, its front matter description (if any) and its sections as
 * `[anchor, heading, text]`; section 0's heading is the title.
 */
export interface SearchDoc {
  u: string;
  t: string;
  d?: string;
  s: [anchor: string, heading: string, text: string][];
}

/** A posting's value: the term's count in the section's text times this, plus the flags below. */
export const TEXT_COUNT = 8;
/** Flag of a term in the page's description (section 0 only). */
export const IN_DESCRIPTION = 4;
/** Low bits: 0 if the term is not in the section's heading, else the heading's length in words (capped at 3). */
export const HEADING_LENGTH = 3;

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

/**
 * Words a query can leave out: a question ("how do I delete an environment?") is ranked by its
 * other words, which need not appear beside these.
 */
export const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it of on or should so that the their then there these this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);
/** The shard a term is stored in, named after its first `prefix` characters (safe in a file name). */
export function shardOf(term: string, prefix: number): string {
  return [...term]
    .slice(0, prefix)
    .map((c) => c.codePointAt(0)!.toString(36))
    .join('-');
}
