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

/** The words of a text as the index stores them: lower-case runs of letters and digits, two or more long. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);
}

/** The shard a term is stored in, named after its first `prefix` characters (safe in a file name). */
export function shardOf(term: string, prefix: number): string {
  return [...term]
    .slice(0, prefix)
    .map((c) => c.codePointAt(0)!.toString(36))
    .join('-');
}
