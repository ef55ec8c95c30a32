import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { parseEntities } from 'parse-entities';
import {
  DOCS_PER_CHUNK,
  SEARCH_DIR,
  searchWords,
  shardOf,
  type SearchDoc,
  type SearchMeta,
  type SearchShard,
} from '../../shared/search.js';
import { packageDir } from '../paths.js';
import { writeOutput } from './write.js';

/** Markup that carries no searchable text: headings' "#" links, copy buttons. */
const NOISE = /<a [^>]*class="hash-link"[^>]*>#<\/a>|<button [^>]*>[^<]*<\/button>/g;
/** An h2/h3 with an id: where a section (a search sub-result) starts. */
const SECTION = /<h([23]) id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;
/** Below this many postings (numbers), the index uses one-letter shards. */
const SMALL_INDEX = 300_000;

/** The text of an HTML fragment: tags dropped, character references decoded. */
function text(html: string): string {
  return parseEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page as the search index keeps it: its text split into sections at each h2/h3 (with its anchor). */
export function searchDocument(url: string, title: string, html: string): SearchDoc {
  const clean = html.replace(NOISE, '');
  const sections: SearchDoc['s'] = [];
  let at = 0;
  let current: [string, string] = ['', title];
  for (const match of clean.matchAll(SECTION)) {
    sections.push([...current, text(clean.slice(at, match.index))]);
    current = [match[2]!, text(match[3]!)];
    at = match.index + match[0].length;
  }
  sections.push([...current, text(clean.slice(at))]);
  return { u: url, t: title, s: sections.filter(([anchor, , body]) => body || anchor) };
}

/**
 * Builds the search index under outDir/search as pages arrive: postings sharded by each term's
 * first one or two characters, page texts in chunks of DOCS_PER_CHUNK, and the engine the browser
 * loads on first search. A page's words go into the postings at once and its text to disk as soon
 * as its chunk is complete, so memory holds the postings but not the site's text. It takes about a
 * second for 10,000 pages (Pagefind took 12 s of CPU there), and a query loads one shard per word
 * plus the chunks of its top results.
 */
export class SearchIndexBuilder {
  private readonly postings = new Map<string, number[]>();
  private readonly chunks = new Map<number, (SearchDoc | null)[]>();
  private readonly missing = new Map<number, number>();
  private added = 0;

  /**
   * `ids` are the doc ids pages will arrive with (their routes' places in the manifest): fixed
   * before the build, they make the index the same whatever order the pages compile in.
   */
  constructor(
    private readonly outDir: string,
    ids: Iterable<number>,
  ) {
    for (const id of ids) {
      const chunk = Math.floor(id / DOCS_PER_CHUNK);
      this.missing.set(chunk, (this.missing.get(chunk) ?? 0) + 1);
    }
  }

  /** Adds one page under its id. */
  add(id: number, doc: SearchDoc): void {
    this.added++;
    doc.s.forEach(([, heading, body], section) => {
      const counts = new Map<string, number>();
      for (const word of searchWords(`${heading} ${body}`)) counts.set(word, (counts.get(word) ?? 0) + 1);
      for (const [word, count] of counts) {
        let list = this.postings.get(word);
        if (!list) this.postings.set(word, (list = []));
        list.push(id, section, count);
      }
    });
    const chunk = Math.floor(id / DOCS_PER_CHUNK);
    let docs = this.chunks.get(chunk);
    if (!docs) this.chunks.set(chunk, (docs = Array<SearchDoc | null>(DOCS_PER_CHUNK).fill(null)));
    docs[id % DOCS_PER_CHUNK] = doc;
    const left = (this.missing.get(chunk) ?? 1) - 1;
    this.missing.set(chunk, left);
    if (left === 0) this.writeChunk(chunk);
  }

  /** Writes the postings, any chunk still open, the metadata and the engine. */
  finish(): void {
    for (const chunk of [...this.chunks.keys()]) this.writeChunk(chunk);
    // Small sites get a few one-letter shards; large ones two-letter shards, so a query stays small.
    const entries = [...this.postings.values()].reduce((n, list) => n + list.length, 0);
    const prefix = entries < SMALL_INDEX ? 1 : 2;
    // Maps, not objects: words such as "constructor" must not meet Object.prototype.
    const shards = new Map<string, Map<string, number[]>>();
    for (const [word, list] of this.postings) {
      const key = shardOf(word, prefix);
      let shard = shards.get(key);
      if (!shard) shards.set(key, (shard = new Map()));
      shard.set(word, deltaEncode(list));
    }
    for (const [key, shard] of shards) {
      const terms: SearchShard = Object.fromEntries(shard);
      writeOutput(this.outDir, `${SEARCH_DIR}/terms/${key}.json`, JSON.stringify(terms));
    }
    const meta: SearchMeta = { docs: this.added, prefix, shards: [...shards.keys()] };
    writeOutput(this.outDir, `${SEARCH_DIR}/meta.json`, JSON.stringify(meta));
    copyFileSync(path.join(packageDir, 'dist/client/search-engine.js'), path.join(this.outDir, SEARCH_DIR, 'engine.js'));
  }

  private writeChunk(chunk: number): void {
    writeOutput(this.outDir, `${SEARCH_DIR}/docs/${chunk}.json`, JSON.stringify(this.chunks.get(chunk)));
    this.chunks.delete(chunk);
  }
}

/** Postings `[doc, section, count, …]` sorted by doc, each doc given as the difference from the one before. */
function deltaEncode(list: number[]): number[] {
  const n = list.length / 3;
  // Pages arrive nearly in doc order: sort an index of the triples (4 bytes each), not triples themselves.
  const order = Uint32Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => list[a * 3]! - list[b * 3]! || list[a * 3 + 1]! - list[b * 3 + 1]!);
  const out = new Array<number>(list.length);
  let previous = 0;
  order.forEach((t, i) => {
    out[i * 3] = list[t * 3]! - previous;
    out[i * 3 + 1] = list[t * 3 + 1]!;
    out[i * 3 + 2] = list[t * 3 + 2]!;
    previous = list[t * 3]!;
  });
  return out;
}
