import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  forEachSearchWord,
  HEADING_LENGTH,
  IN_DESCRIPTION,
  searchWords,
  shardOf,
  TEXT_COUNT,
  type SearchDoc,
} from '../../shared/search.js';

/** Term -> raw postings `[doc, section, value, …]` (see SearchShard). */
export type Postings = Map<string, number[]>;

/**
 * Numbers held in memory before they are spilled: about 100 MB of arrays. A 10,000-page site has
 * about 5 million, so only larger sites ever spill.
 */
const SPILL_AT = 8_000_000;

/**
 * The postings of a search index being built, gathered as pages arrive. Up to a limit they stay in
 * memory; beyond it they are spilled to files by two-character shard (in a folder of their own in
 * `under`, removed once read back), so that the index
 * of a site of any size is built with a bounded share of it in memory, one shard group at a time.
 * Spilled postings are binary (see encodeSpill): as text, reading 20 million numbers back made as
 * many strings, and the garbage doubled the build's peak memory at 50,000 pages.
 */
export class PostingsStore {
  private memory: Postings = new Map();
  private held = 0;
  private dir: string | undefined;
  private readonly spilled = new Set<string>();
  /** Numbers in all postings so far (they decide the index's prefix size). */
  entries = 0;

  constructor(
    private readonly under: string,
    private readonly spillAt = SPILL_AT,
  ) {}

  /** Adds a page's words: `[doc, section, value]` per word and section it appears in. */
  add(id: number, doc: SearchDoc): void {
    this.grew(addPostings(this.memory, id, doc));
  }

  /** Adds raw postings of one term (`[doc, section, value, …]`). */
  addList(word: string, list: number[]): void {
    const held = this.memory.get(word);
    if (held) for (const n of list) held.push(n);
    else this.memory.set(word, list);
    this.grew(list.length);
  }

  /** Counts numbers just added, spilling once memory holds enough. */
  private grew(added: number): void {
    this.entries += added;
    this.held += added;
    if (this.held >= this.spillAt) this.spill();
  }

  /** Each shard of the index at this prefix size, with its terms' postings; the store is emptied. */
  *shards(prefix: number): Generator<[string, Postings]> {
    if (!this.dir) {
      yield* group(this.memory, prefix);
      this.memory = new Map();
      return;
    }
    this.spill();
    const files = new Map<string, string[]>();
    for (const key of this.spilled) {
      // Spilled shards are two-character ones: a one-character shard is their first part.
      const at = prefix === 1 ? key.split('-')[0]! : key;
      files.set(at, [...(files.get(at) ?? []), key]);
    }
    try {
      for (const [key, names] of files) {
        const shard: Postings = new Map();
        for (const name of names) {
          decodeSpill(readFileSync(path.join(this.dir, name)), shard);
        }
        yield [key, shard];
      }
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
      this.dir = undefined;
      this.spilled.clear();
    }
  }

  /** Appends what memory holds to one file per two-character shard, and empties memory. */
  private spill(): void {
    this.dir ??= mkdtempSync(path.join(this.under, '.search-postings-'));
    for (const [key, shard] of group(this.memory, 2)) {
      appendFileSync(path.join(this.dir, key), encodeSpill(shard));
      this.spilled.add(key);
    }
    this.memory = new Map();
    this.held = 0;
  }
}

/** Spilled postings: per term, its UTF-8 length (uint16), the term, its count of numbers (uint32) and the numbers (int32). */
function encodeSpill(postings: Postings): Buffer {
  const words = [...postings].map(([word, list]) => [Buffer.from(word), list] as const);
  const out = Buffer.allocUnsafe(
    words.reduce((size, [word, list]) => size + 6 + word.length + 4 * list.length, 0),
  );
  let at = 0;
  for (const [word, list] of words) {
    at = out.writeUInt16LE(word.length, at);
    at += word.copy(out, at);
    at = out.writeUInt32LE(list.length, at);
    for (const n of list) at = out.writeInt32LE(n, at);
  }
  return out;
}

/** Adds spilled postings (any number of encodeSpill's buffers, concatenated) to postings. */
function decodeSpill(data: Buffer, postings: Postings): void {
  for (let at = 0; at < data.length;) {
    const length = data.readUInt16LE(at);
    const word = data.toString('utf8', at + 2, at + 2 + length);
    const count = data.readUInt32LE(at + 2 + length);
    at += 6 + length;
    let list = postings.get(word);
    if (!list) postings.set(word, (list = []));
    for (let i = 0; i < count; i++, at += 4) list.push(data.readInt32LE(at));
  }
}

/** Postings grouped into shards by the first `prefix` characters of each term. */
function group(postings: Postings, prefix: number): Map<string, Postings> {
  const shards = new Map<string, Postings>();
  for (const [word, list] of postings) {
    const key = shardOf(word, prefix);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = new Map()));
    shard.set(word, list);
  }
  return shards;
}

/**
 * Adds a page's words to postings; returns how many numbers it added. Per section, its heading's
 * words come first (marked with the heading's length), then the description's (section 0), then
 * the text's (counted): a word met again in the section is updated in place, its triple being the
 * last of its list.
 */
export function addPostings(postings: Postings, id: number, doc: SearchDoc): number {
  let added = 0;
  const put = (section: number, word: string, update: (value: number) => number): void => {
    const list = postings.get(word);
    const n = list?.length ?? 0;
    if (list && list[n - 3] === id && list[n - 2] === section) list[n - 1] = update(list[n - 1]!);
    else {
      if (list) list.push(id, section, update(0));
      else postings.set(word, [id, section, update(0)]);
      added += 3;
    }
  };
  doc.s.forEach(([, heading, body], section) => {
    const words = searchWords(heading);
    const length = Math.min(words.length, HEADING_LENGTH);
    for (const word of words) put(section, word, () => length);
    if (section === 0 && doc.d)
      forEachSearchWord(doc.d, (word) => put(0, word, (value) => value | IN_DESCRIPTION));
    forEachSearchWord(body, (word) => put(section, word, (value) => value + TEXT_COUNT));
  });
  return added;
}
