import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchWords, shardOf, type SearchDoc } from '../../shared/search.js';

/** Term -> raw postings `[doc, section, count, …]`. */
export type Postings = Map<string, number[]>;

/**
 * Numbers held in memory before they are spilled: about 100 MB of arrays. A 10,000-page site has
 * about 5 million, so only larger sites ever spill.
 */
const SPILL_AT = 8_000_000;

/**
 * The postings of a search index being built, gathered as pages arrive. Up to a limit they stay in
 * memory; beyond it they are spilled to temporary files by two-character shard, so that the index
 * of a site of any size is built with a bounded share of it in memory, one shard group at a time.
 */
export class PostingsStore {
  private memory: Postings = new Map();
  private held = 0;
  private dir: string | undefined;
  private readonly spilled = new Set<string>();
  /** Numbers in all postings so far (they decide the index's prefix size). */
  entries = 0;

  constructor(private readonly spillAt = SPILL_AT) {}

  /** Adds a page's words: `[doc, section, count]` per word and section it appears in. */
  add(id: number, doc: SearchDoc): void {
    const added = addPostings(this.memory, id, doc);
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
          for (const line of readFileSync(path.join(this.dir, name), 'utf8').split('\n')) {
            if (!line) continue;
            const space = line.indexOf(' ');
            const word = line.slice(0, space);
            const numbers = line.slice(space + 1).split(',').map(Number);
            const list = shard.get(word);
            if (list) for (const n of numbers) list.push(n);
            else shard.set(word, numbers);
          }
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
    this.dir ??= mkdtempSync(path.join(tmpdir(), 'docsgen-postings-'));
    for (const [key, shard] of group(this.memory, 2)) {
      appendFileSync(path.join(this.dir, key), [...shard].map(([word, list]) => `${word} ${list.join(',')}\n`).join(''));
      this.spilled.add(key);
    }
    this.memory = new Map();
    this.held = 0;
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

/** Adds a page's words to postings; returns how many numbers it added. */
export function addPostings(postings: Postings, id: number, doc: SearchDoc): number {
  let added = 0;
  doc.s.forEach(([, heading, body], section) => {
    const counts = new Map<string, number>();
    for (const word of searchWords(`${heading} ${body}`)) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const [word, count] of counts) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(id, section, count);
      added += 3;
    }
  });
  return added;
}
