import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEntities } from 'parse-entities';
import {
  DOCS_PER_CHUNK,
  SEARCH_DIR,
  searchIndexDir,
  shardOf,
  type SearchDoc,
  type SearchMeta,
  type SearchShard,
} from '../../shared/search.js';
import { HASH_LINK_CLASS } from '../markdown/headingAnchor.js';
import { packageDir } from '../paths.js';
import type { OutputFiles } from '../output/outputFiles.js';
import { addPostings, PostingsStore, type Postings } from './postingsStore.js';

/** Markup that carries no searchable text: headings' "#" links, copy buttons. */
const NOISE = new RegExp(`<a [^>]*class="${HASH_LINK_CLASS}"[^>]*>#</a>|<button [^>]*>[^<]*</button>`, 'g');
/** An h2/h3 with an id: where a section (a search sub-result) starts. */
const SECTION = /<h([23]) id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;
/** Below this many postings (numbers), the index uses one-letter shards. */
const SMALL_INDEX = 300_000;

/** Runs of tags and whitespace, each of which becomes one space. */
const TAGS_AND_SPACES = /(?:<[^>]+>|\s)+/g;

/** The text of an HTML fragment: tags dropped, character references decoded, whitespace collapsed. */
function text(html: string): string {
  // Most text has no character reference to decode, and then one pass does it all. The others are
  // decoded before whitespace is collapsed (a reference may stand for a space); parse-entities reads
  // them a character at a time.
  if (!html.includes('&')) return html.replace(TAGS_AND_SPACES, ' ').trim();
  return parseEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A page as the search index keeps it: its text split into sections at each h2/h3 (with its anchor),
 * and its front matter description (ranked above the text, and the excerpt of a page found by it).
 */
export function searchDocument(
  url: string,
  title: string,
  html: string,
  description?: string | number,
): SearchDoc {
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
  // Section 0 stays even when empty (the page opens with a heading): its heading is the title.
  const s = sections.filter(([anchor, , body], i) => i === 0 || body || anchor);
  // YAML front matter may give a number (`description: 5`), which the page shows as text.
  return description || description === 0
    ? { u: url, t: title, d: String(description), s }
    : { u: url, t: title, s };
}

/** What a build's index holds, for the next build: each doc id's route and the key of its text. */
export interface SearchState {
  /** By doc id: [route, key of the route's output, null if it has none] (null where an id has no page). */
  pages: ([string, string | null] | null)[];
  prefix: number;
  /** Numbers in all postings together (they decide the prefix). */
  entries: number;
}

/** The previous build's index: the output folder it is in, and its state. */
export interface PreviousIndex {
  dir: string;
  state: SearchState;
}

/** A page as a build hands it to the index: what searchDocument makes its SearchDoc of. */
export interface SearchPage {
  url: string;
  title: string;
  html: string;
  description?: string | number;
}

/** The SearchDoc of a page a build hands over. */
export function searchPageDocument({ url, title, html, description }: SearchPage): SearchDoc {
  return searchDocument(url, title, html, description);
}

/** Doc id -> the route of its page and the key of its text (null until the page is compiled). */
export type IndexedPages = Map<number, [route: string, key: string | null]>;

/** What an index writes its files through (an OutputFiles, or a thread's record of what it wrote). */
export type IndexFiles = Pick<OutputFiles, 'dir' | 'write' | 'carry'>;

/**
 * The pages an index is built for, and which of them it needs: those the previous index holds no
 * text of, for their route and key.
 */
export class SearchPages {
  /** The previous index's pages with a text: route -> its key and its id there. */
  readonly previous = new Map<string, [key: string, id: number]>();

  constructor(
    readonly pages: IndexedPages,
    state?: SearchState,
  ) {
    for (const [id, page] of (state?.pages ?? []).entries())
      if (page?.[1]) this.previous.set(page[0], [page[1], id]);
  }

  /**
   * Whether the page with this id must be added: the index holds it (not every page is searched)
   * and the previous index has no text for its route and key.
   */
  needs(id: number): boolean {
    const page = this.pages.get(id);
    if (!page) return false;
    const [route, key] = page;
    return key === null || this.previous.get(route)?.[0] !== key;
  }
}

/**
 * Builds the search index under the output's search/ folder: postings sharded by each term's
 * first one or two characters, page texts in chunks of DOCS_PER_CHUNK, and the engine the browser
 * loads on first search. A query loads one shard per word plus the chunks of its top results.
 *
 * Given the previous build's index, a page whose route and key are unchanged is not needed again:
 * when few pages changed, only the shards holding their old or new words and their chunks are
 * rewritten (the rest is carried over); otherwise the index is rebuilt, unchanged pages' texts
 * read back from the previous chunks. Either way the files are the same as a fresh build's.
 */
export class SearchIndexBuilder {
  private readonly postings: PostingsStore;
  private readonly chunks = new Map<number, (SearchDoc | null)[]>();
  private readonly missing = new Map<number, number>();
  /** Pages added while few changed, by id: to patch the previous index, or to rebuild it in id order. */
  private readonly patches = new Map<number, SearchDoc>();
  /** Whether few pages changed (their texts are held until the end), and whether ids kept their routes too. */
  private readonly few: boolean;
  private readonly incremental: boolean;
  private readonly state: SearchState;
  /** The index's folder in the output. */
  private readonly root: string;
  private readonly known: SearchPages;

  /**
   * `pages` are the doc ids pages will arrive with (their routes' places in the manifest), each
   * with its route and key: fixed before the build, they make the index the same whatever order
   * the pages compile in.
   */
  constructor(
    private readonly files: IndexFiles,
    private readonly pages: IndexedPages,
    private readonly previous?: PreviousIndex,
    /** Numbers of postings held in memory before they are spilled to disk (see PostingsStore). */
    spillAt?: number,
    /** Which index of the site this is (see searchIndexDir): its own, or a locale's or version's. */
    scope = '',
  ) {
    this.root = searchIndexDir(scope);
    // Spilled postings go in the output being built, as everything a build writes does.
    this.postings = new PostingsStore(files.dir, spillAt);
    this.known = new SearchPages(pages, previous?.state);
    const ids = [...pages.keys()];
    const length = ids.reduce((max, id) => Math.max(max, id + 1), 0);
    this.state = { pages: Array.from({ length }, (_, id) => pages.get(id) ?? null), prefix: 1, entries: 0 };
    const old = previous?.state.pages;
    const changed = ids.filter((id) => this.needs(id)).length;
    // Patching pays while few pages changed and every id still names the same route.
    this.few = !!old && changed <= ids.length / 4;
    this.incremental =
      this.few &&
      old!.length === length &&
      this.state.pages.every(
        (page, id) => (page === null) === (old![id] === null) && (!page || page[0] === old![id]![0]),
      );
    for (const id of ids) {
      const chunk = Math.floor(id / DOCS_PER_CHUNK);
      this.missing.set(chunk, (this.missing.get(chunk) ?? 0) + 1);
    }
  }

  /** Whether the page with this id must be added (see SearchPages). */
  needs(id: number): boolean {
    return this.known.needs(id);
  }

  /**
   * Records the key a page's output got once compiled (it had none when the build began): the next
   * build finds its text under it. What this build needs of the page does not change.
   */
  settle(id: number, key: string): void {
    const page = this.state.pages[id];
    if (page && page[1] === null) this.state.pages[id] = [page[0], key];
  }

  /** Adds one page under its id. */
  add(id: number, doc: SearchDoc): void {
    if (this.few) this.patches.set(id, doc);
    else this.index(id, doc);
  }

  /** Writes the index (or what changed of it); returns its state, for the next build. */
  finish(): SearchState {
    if (!this.incremental || !this.patch()) this.rebuild();
    this.files.write(
      `${SEARCH_DIR}/engine.js`,
      readFileSync(path.join(packageDir, 'dist/client/search-engine.js')),
    );
    return this.state;
  }

  private index(id: number, doc: SearchDoc): void {
    this.postings.add(id, doc);
    this.place(id, doc);
  }

  /** Puts a page's text in its chunk. */
  private place(id: number, doc: SearchDoc): void {
    const chunk = Math.floor(id / DOCS_PER_CHUNK);
    let docs = this.chunks.get(chunk);
    if (!docs) this.chunks.set(chunk, (docs = Array<SearchDoc | null>(DOCS_PER_CHUNK).fill(null)));
    docs[id % DOCS_PER_CHUNK] = doc;
    const left = (this.missing.get(chunk) ?? 1) - 1;
    this.missing.set(chunk, left);
    // A complete chunk goes to disk at once, so memory holds the postings but not the site's text.
    if (left === 0) this.writeChunk(chunk, docs);
  }

  /**
   * The whole index: the added pages from their text; the others (unchanged, perhaps under new
   * ids) with their texts from the previous index's chunks and their postings from its shards,
   * renumbered, rather than from their words again.
   */
  private rebuild(): void {
    const reader = this.previous && chunkReader(this.previous.dir, this.root);
    const carried = new Map<number, number>();
    for (const id of [...this.pages.keys()].sort((a, b) => a - b)) {
      const patch = this.patches.get(id);
      if (patch) this.index(id, patch);
      else if (!this.needs(id) && reader) {
        const old = this.known.previous.get(this.pages.get(id)![0])![1];
        this.place(id, reader(old));
        carried.set(old, id);
      }
    }
    if (carried.size) this.carryPostings(carried);
    for (const [chunk, docs] of this.chunks) this.writeChunk(chunk, docs);
    const { entries } = this.postings;
    const prefix = prefixFor(entries);
    const shards: string[] = [];
    for (const [key, shard] of this.postings.shards(prefix)) {
      for (const [word, list] of shard) shard.set(word, deltaEncode(list));
      this.writeShard(key, shard);
      shards.push(key);
    }
    this.writeMeta(prefix, entries, shards);
  }

  /** Adds the previous index's postings of the pages it carries over (`ids`: previous id -> id). */
  private carryPostings(ids: Map<number, number>): void {
    const { dir } = this.previous!;
    for (const key of readMeta(dir, this.root).shards) {
      const shard = JSON.parse(
        readFileSync(path.join(dir, shardFile(this.root, key)), 'utf8'),
      ) as SearchShard;
      for (const [word, encoded] of Object.entries(shard)) {
        const list: number[] = [];
        for (let i = 0, doc = 0; i < encoded.length; i += 3) {
          doc += encoded[i]!;
          const id = ids.get(doc);
          if (id !== undefined) list.push(id, encoded[i + 1]!, encoded[i + 2]!);
        }
        if (list.length) this.postings.addList(word, list);
      }
    }
  }

  /**
   * Patches the previous index with the added pages: their old words are taken out of the
   * postings and their new ones put in, in the shards either touches. Returns false (leaving
   * the rebuild to do) when the change moves the index to another prefix size.
   */
  private patch(): boolean {
    const { dir, state } = this.previous!;
    const read = chunkReader(dir, this.root);
    const old: Postings = new Map();
    for (const id of this.patches.keys()) addPostings(old, id, read(id));
    const fresh: Postings = new Map();
    for (const [id, doc] of this.patches) addPostings(fresh, id, doc);
    let entries = state.entries;
    for (const list of old.values()) entries -= list.length;
    for (const list of fresh.values()) entries += list.length;
    if (prefixFor(entries) !== state.prefix) return false;
    const words = new Map<string, string[]>();
    for (const word of new Set([...old.keys(), ...fresh.keys()])) {
      // A word whose entries the changed pages left as they were (most of a page, after an edit) keeps its shard.
      if (samePostings(old.get(word), fresh.get(word))) continue;
      const key = shardOf(word, state.prefix);
      words.set(key, [...(words.get(key) ?? []), word]);
    }
    const shards = new Set<string>();
    for (const key of readMeta(dir, this.root).shards) {
      if (words.has(key)) continue;
      this.files.carry(shardFile(this.root, key));
      shards.add(key);
    }
    for (const [key, changed] of words) {
      const file = path.join(dir, shardFile(this.root, key));
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '{}';
      // Only the postings of the words the changed pages had or have are decoded and written again.
      const patchedText = spliceShard(
        text,
        (word, list) => patchPostings(list, this.patches, fresh.get(word) ?? []),
        changed,
      );
      if (patchedText !== '{}') {
        this.files.write(shardFile(this.root, key), patchedText);
        shards.add(key);
      }
    }
    const patched = new Set([...this.patches.keys()].map((id) => Math.floor(id / DOCS_PER_CHUNK)));
    for (const chunk of new Set([...this.pages.keys()].map((id) => Math.floor(id / DOCS_PER_CHUNK)))) {
      if (!patched.has(chunk)) {
        this.files.carry(chunkFile(this.root, chunk));
        continue;
      }
      const docs = JSON.parse(
        readFileSync(path.join(dir, chunkFile(this.root, chunk)), 'utf8'),
      ) as (SearchDoc | null)[];
      for (const [id, doc] of this.patches)
        if (Math.floor(id / DOCS_PER_CHUNK) === chunk) docs[id % DOCS_PER_CHUNK] = doc;
      this.writeChunk(chunk, docs);
    }
    this.writeMeta(state.prefix, entries, [...shards]);
    return true;
  }

  /** Writes a shard of encoded postings, its terms in order: the same index is the same bytes however pages arrived. */
  private writeShard(key: string, shard: Postings): void {
    this.files.write(
      shardFile(this.root, key),
      shardText([...shard.keys()].sort().map((word) => [word, shard.get(word)!])),
    );
  }

  private writeChunk(chunk: number, docs: (SearchDoc | null)[]): void {
    this.files.write(chunkFile(this.root, chunk), JSON.stringify(docs));
    this.chunks.delete(chunk);
  }

  private writeMeta(prefix: number, entries: number, shards: string[]): void {
    const meta: SearchMeta = { docs: this.pages.size, prefix, shards: shards.sort() };
    this.files.write(`${this.root}/meta.json`, JSON.stringify(meta));
    Object.assign(this.state, { prefix, entries });
  }
}

/**
 * A shard's JSON (a SearchShard) from its terms in order. Written by hand rather than by
 * JSON.stringify, which would put terms that look like numbers first: spliceShard relies on the order.
 */
function shardText(terms: [string, number[]][]): string {
  return `{${terms.map(([word, list]) => `${JSON.stringify(word)}:[${list.join(',')}]`).join(',')}}`;
}

/**
 * A shard's text with the postings of some words replaced (a word left with none is dropped, a new
 * one goes in its place in the order), without parsing the rest of the shard: entries are found
 * by their quotes and brackets (terms are letters and digits, postings numbers).
 */
function spliceShard(text: string, replace: (word: string, list: string) => string, words: string[]): string {
  const pending = [...words].sort().reverse();
  const entries: string[] = [];
  const put = (word: string, list: string): void => {
    const patched = replace(word, list);
    if (patched) entries.push(`${JSON.stringify(word)}:[${patched}]`);
  };
  for (let at = 1; at < text.length - 1;) {
    const keyEnd = text.indexOf('"', at + 1);
    const listEnd = text.indexOf(']', keyEnd);
    const word = text.slice(at + 1, keyEnd);
    while (pending.length && pending.at(-1)! < word) put(pending.pop()!, '');
    if (pending.at(-1) === word) put(pending.pop()!, text.slice(keyEnd + 3, listEnd));
    else entries.push(text.slice(at, listEnd + 1));
    at = listEnd + 2;
  }
  while (pending.length) put(pending.pop()!, '');
  return `{${entries.join(',')}}`;
}

/** Small sites get a few one-letter shards; large ones two-letter shards, so a query stays small. */
function prefixFor(entries: number): number {
  return entries < SMALL_INDEX ? 1 : 2;
}

/** A shard's file, relative to the output folder: `root` is the index's folder there. */
export function shardFile(root: string, key: string): string {
  return `${root}/terms/${key}.json`;
}

function chunkFile(root: string, chunk: number): string {
  return `${root}/docs/${chunk}.json`;
}

/** The meta file of the index in output folder `dir` (its folder there `root`). */
export function readMeta(dir: string, root: string): SearchMeta {
  return JSON.parse(readFileSync(path.join(dir, root, 'meta.json'), 'utf8')) as SearchMeta;
}

/** Whether two raw postings lists (`[doc, section, value, …]`, in the same order) are the same. */
function samePostings(a: number[] | undefined, b: number[] | undefined): boolean {
  return !!a && !!b && a.length === b.length && a.every((n, i) => n === b[i]);
}

/** Reads docs of an existing index by id, loading each chunk file once. */
function chunkReader(dir: string, root: string): (id: number) => SearchDoc {
  const chunks = new Map<number, (SearchDoc | null)[]>();
  return (id) => {
    const chunk = Math.floor(id / DOCS_PER_CHUNK);
    let docs = chunks.get(chunk);
    if (!docs)
      chunks.set(
        chunk,
        (docs = JSON.parse(
          readFileSync(path.join(dir, chunkFile(root, chunk)), 'utf8'),
        ) as (SearchDoc | null)[]),
      );
    return docs[id % DOCS_PER_CHUNK]!;
  };
}

/**
 * Encoded postings (as the text between a shard's brackets) with the entries of some docs
 * replaced: those of `docs` dropped, `add` (raw `[doc, section, value, …]` of those docs) merged
 * in. Common words have the longest lists: only the entries from the first change to the last
 * are read and written again, the text before and after is kept as it is.
 */
function patchPostings(text: string, docs: Map<number, unknown>, add: number[]): string {
  const added = sortPostings(add);
  const last = Math.max(...docs.keys());
  const parts: string[] = [];
  let kept = 0; // start of the run of text kept as it is
  let previous = 0; // the last doc written
  let doc = 0;
  let j = 0;
  let at = 0;
  const number = (): number => {
    let value = 0;
    for (let c = text.charCodeAt(at); c >= 48 && c <= 57; c = text.charCodeAt(++at))
      value = value * 10 + c - 48;
    at++; // the comma (or past the end)
    return value;
  };
  const emit = (from: number, entryDoc: number, section: number, value: number): void => {
    parts.push(text.slice(kept, from), `${entryDoc - previous},${section},${value},`);
    previous = entryDoc;
  };
  while (at < text.length) {
    const start = at;
    const delta = number();
    const section = number();
    const value = number();
    doc += delta;
    for (; j < added.length && added[j]! < doc; j += 3, kept = start)
      emit(start, added[j]!, added[j + 1]!, added[j + 2]!);
    if (docs.has(doc)) {
      parts.push(text.slice(kept, start));
      kept = at;
    } else if (previous !== doc - delta) {
      emit(start, doc, section, value);
      kept = at;
    } else previous = doc;
    if (j >= added.length && doc > last) break;
  }
  const tail = text.slice(kept);
  parts.push(tail && j < added.length && !tail.endsWith(',') ? `${tail},` : tail);
  kept = text.length;
  for (; j < added.length; j += 3) emit(kept, added[j]!, added[j + 1]!, added[j + 2]!);
  return parts.join('').replace(/,$/, '');
}

/** Postings `[doc, section, value, …]` sorted by doc, then section. */
function sortPostings(list: number[]): number[] {
  // Pages arrive nearly in doc order: an insertion sort moves each triple back the few places it is
  // out of order, in one pass. A list far from sorted (past a budget of moves) is sorted by index.
  const out = list.slice();
  let budget = 8 * out.length;
  for (let i = 3; i < out.length; i += 3) {
    const doc = out[i]!;
    const section = out[i + 1]!;
    const value = out[i + 2]!;
    let j = i;
    for (; j > 0 && (out[j - 3]! > doc || (out[j - 3] === doc && out[j - 2]! > section)); j -= 3) {
      if (--budget < 0) return sortByIndex(list);
      out[j] = out[j - 3]!;
      out[j + 1] = out[j - 2]!;
      out[j + 2] = out[j - 1]!;
    }
    out[j] = doc;
    out[j + 1] = section;
    out[j + 2] = value;
  }
  return out;
}

/** Postings sorted through an index of their triples (4 bytes each), not the triples themselves. */
function sortByIndex(list: number[]): number[] {
  const order = Uint32Array.from({ length: list.length / 3 }, (_, i) => i);
  order.sort((a, b) => list[a * 3]! - list[b * 3]! || list[a * 3 + 1]! - list[b * 3 + 1]!);
  const out = new Array<number>(list.length);
  order.forEach((t, i) => {
    out[i * 3] = list[t * 3]!;
    out[i * 3 + 1] = list[t * 3 + 1]!;
    out[i * 3 + 2] = list[t * 3 + 2]!;
  });
  return out;
}

/** Postings sorted by doc, each doc given as the difference from the one before. */
function deltaEncode(list: number[]): number[] {
  const out = sortPostings(list);
  for (let i = out.length - 3; i >= 3; i -= 3) out[i] = out[i]! - out[i - 3]!;
  return out;
}
