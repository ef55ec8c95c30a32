import { stemmer } from 'stemmer';
import {
  DOCS_PER_CHUNK,
  HEADING_LENGTH,
  IN_DESCRIPTION,
  searchIndexDir,
  searchWords,
  shardOf,
  STOP_WORDS,
  TEXT_COUNT,
  type SearchDoc,
  type SearchMeta,
  type SearchShard,
} from '../shared/search.js';
import { siteBase } from './siteBase.js';

/** A section of a result page that matched, with its own excerpt. */
export interface SearchSection {
  url: string;
  title: string;
  /** Escaped text with the matched words in `<mark>`. */
  excerpt: string;
}

/** One result: a page (an excerpt of its best match) and the best of its other matching sections. */
export interface SearchHit extends SearchSection {
  sections: SearchSection[];
}

/** A query's results, and what the reader may have meant if it found nothing. */
export interface Search {
  (query: string, limit?: number): Promise<SearchHit[]>;
  /** The query with each word that matches nothing replaced by the nearest word of the index, if any. */
  suggest(query: string): Promise<string | undefined>;
}

/** Fetches index files (paths relative to the index root); replaceable so tests can read a folder. */
export type Loader = (file: string) => Promise<unknown>;

/** Words of an excerpt. */
const EXCERPT_WORDS = 18;
/** Sections shown beneath a page. */
const SECTIONS = 3;
/**
 * Field weights against text (whose count saturates towards 1, as in BM25 with k1 = 1.2): a title
 * holding the word outranks any amount of text, a heading or the description most of it.
 */
const TITLE = 6;
const HEADING = 2.5;
const DESCRIPTION = 2;
const K1 = 1.2;
/** Shorter headings match a word more closely: by the heading's length in words (1, 2, 3 or more). */
const HEADING_NORM = [0, 1.3, 1, 0.8];
/** Terms one query word may stand for (the closest kept): a two-letter prefix would match thousands. */
const EXPANSIONS = 40;

/** Index files of the site at a root, e.g. `/search` (the site's index) or `/search/fr` (see searchIndexDir). */
export function fromSite(root: string): Loader {
  return async (file) => {
    const res = await fetch(`${root}/${file}`);
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    return res.json();
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/**
 * Edit distance between two words (Damerau: a swap of neighbours is one edit), or `max + 1` once it
 * must exceed `max`: most terms of a shard are dismissed after a row or two.
 */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length]!;
}

/** Edits a query word may be off by: none under five letters, one up to eight, two beyond. */
function editsFor(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** An index term a query word stands for, and how closely (1: the word itself). */
interface Expansion {
  term: string;
  quality: number;
  postings: number[];
}

/**
 * Excerpt of about EXCERPT_WORDS words of a text: the run of words holding the most of the query's
 * words (its earliest if several), starting a few words before the first, matches in `<mark>`.
 */
function excerpt(text: string, matched: Map<string, number>): string {
  const tokens = text.split(' ');
  const hits = tokens.map((token) => {
    for (const word of searchWords(token)) {
      const which = matched.get(word);
      if (which !== undefined) return which;
    }
    return -1;
  });
  let best = -1;
  let bestCount = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (hits[i]! < 0) continue;
    const count = new Set(hits.slice(i, i + EXCERPT_WORDS - 4).filter((h) => h >= 0)).size;
    if (count > bestCount) [best, bestCount] = [i, count];
  }
  const start = Math.max(0, best - 4);
  const shown = tokens
    .slice(start, start + EXCERPT_WORDS)
    .map((t, i) => (hits[start + i]! >= 0 ? `<mark>${escapeHtml(t)}</mark>` : escapeHtml(t)));
  return `${start > 0 ? '… ' : ''}${shown.join(' ')}${start + EXCERPT_WORDS < tokens.length ? ' …' : ''}`;
}

/** Whether a text holds one of the matched words. */
function holds(text: string, matched: Map<string, number>): boolean {
  return searchWords(text).some((word) => matched.has(word));
}

/**
 * The terms of a shard a query word stands for, closest first: the word itself, those sharing its
 * stem, those it starts (counting for more as typed: `typing`, the last word) and those a typo
 * away from it or its stem ("webhok" finds "webhooks" as well as "webhook").
 */
function expandIn(
  entries: [string, number[]][],
  word: string,
  typing: boolean,
  stem: (word: string) => string,
): Expansion[] {
  const stemmed = stem(word);
  const edits = editsFor(word);
  const found: Expansion[] = [];
  for (const [term, postings] of entries) {
    let quality = 0;
    if (term === word) quality = 1;
    else if (stem(term) === stemmed) quality = 0.9;
    // A prefix counts for less the more of the term it leaves unsaid.
    else if (term.startsWith(word))
      quality = (typing ? 0.8 : 0.5) * (0.5 + (0.5 * word.length) / term.length);
    else if (edits) {
      const d = Math.min(distance(word, term, edits), distance(stemmed, stem(term), edits));
      if (d <= edits) quality = d === 1 ? 0.55 : 0.35;
    }
    if (quality) found.push({ term, quality, postings });
  }
  return found
    .sort((a, b) => b.quality - a.quality || b.postings.length - a.postings.length)
    .slice(0, EXPANSIONS);
}

/**
 * Each page's score for one query word (by doc id; 0 where it is not found): its best term's,
 * each term's weighed over its fields. The word's rarity (idf) counts the pages any of its terms
 * is in: a rare form of a common word ("hydrated" beside "hydration") must not outrank the word
 * itself. Returns each term's weight too, for sectionScores. A common word has postings in most
 * pages of a large site: this makes nothing per posting, only an array per word.
 */
function scoreWord(expansions: Expansion[], docs: number, size: number): [Float64Array, number[]] {
  const scores = new Float64Array(size);
  const seen = new Uint8Array(size);
  let pages = 0;
  for (const { postings } of expansions)
    for (let p = 0, doc = 0; p < postings.length; p += 3) {
      doc += postings[p]!;
      if (!seen[doc]) [seen[doc], pages] = [1, pages + 1];
    }
  const idf = Math.log(1 + (docs - pages + 0.5) / (pages + 0.5));
  const weights = expansions.map(({ quality, postings }) => {
    const weight = quality * idf;
    let doc = -1;
    let fields = 0;
    let count = 0;
    for (let p = 0, at = 0; p <= postings.length; p += 3) {
      at += postings[p] ?? 0;
      if (at !== doc || p === postings.length) {
        if (doc >= 0) scores[doc] = Math.max(scores[doc]!, weight * (fields + count / (count + K1)));
        [doc, fields, count] = [at, 0, 0];
        if (p === postings.length) break;
      }
      const value = postings[p + 2]!;
      // Section 0's heading is the page's title.
      fields = Math.max(fields, HEADING_NORM[value & HEADING_LENGTH]! * (postings[p + 1] ? HEADING : TITLE));
      if (value & IN_DESCRIPTION) fields = Math.max(fields, DESCRIPTION);
      count += Math.floor(value / TEXT_COUNT);
    }
    return weight;
  });
  return [scores, weights];
}

/** The sections of some pages that hold a query word, scored (heading over text), by page. */
function sectionScores(
  expansions: Expansion[],
  weights: number[],
  pages: Set<number>,
  into: Map<number, Map<number, number>>,
): void {
  const best = new Map<number, Map<number, number>>();
  expansions.forEach(({ postings }, e) => {
    for (let p = 0, doc = 0; p < postings.length; p += 3) {
      doc += postings[p]!;
      if (!pages.has(doc)) continue;
      const value = postings[p + 2]!;
      const inText = Math.floor(value / TEXT_COUNT);
      const score = weights[e]! * (HEADING * HEADING_NORM[value & HEADING_LENGTH]! + inText / (inText + K1));
      let sections = best.get(doc);
      if (!sections) best.set(doc, (sections = new Map()));
      const section = postings[p + 1]!;
      sections.set(section, Math.max(sections.get(section) ?? 0, score));
    }
  });
  for (const [doc, sections] of best) {
    let total = into.get(doc);
    if (!total) into.set(doc, (total = new Map()));
    for (const [section, score] of sections) total.set(section, (total.get(section) ?? 0) + score);
  }
}

/** The words a query is ranked by: all but its stop words (unless it has nothing else). */
function queryWords(query: string): string[] {
  const words = [...new Set(searchWords(query))];
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return kept.length ? kept : words;
}

/** Doc ids run from 0 to the last in any postings list (ids of routes without a page are gaps). */
function docCount(expansions: Expansion[][]): number {
  let size = 0;
  for (const list of expansions)
    for (const { postings } of list) {
      let last = 0;
      for (let p = 0; p < postings.length; p += 3) last += postings[p]!;
      size = Math.max(size, last + 1);
    }
  return size;
}

/**
 * The best `limit` pages, best first: those holding every word, then the others as a looser
 * match. They are kept in order as the pages are scored, rather than all sorted.
 */
function rankPages(perWord: [Float64Array, number[]][], words: number, size: number, limit: number) {
  const ranked: { doc: number; score: number }[] = [];
  for (let doc = 0; doc < size; doc++) {
    let score = 0;
    let covered = 0;
    for (const [scores] of perWord) if (scores[doc]) [score, covered] = [score + scores[doc]!, covered + 1];
    if (!covered) continue;
    score *= (covered / words) ** 2;
    if (ranked.length === limit && score <= ranked[limit - 1]!.score) continue;
    let at = ranked.length;
    while (at > 0 && ranked[at - 1]!.score < score) at--;
    ranked.splice(at, 0, { doc, score });
    if (ranked.length > limit) ranked.pop();
  }
  return ranked;
}

/**
 * A page found, as the dialog shows it: its own excerpt (its opening or description if they
 * match, else its best section) and its other matching sections, best first.
 */
function pageHit(page: SearchDoc, sections: Map<number, number>, matched: Map<string, number>): SearchHit {
  const order = [...sections].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([s]) => s);
  const opening = page.s[0]?.[0] === '' ? page.s[0][2] : '';
  const summary = [opening, page.d ?? ''].find((text) => holds(text, matched));
  const best = order.find((s) => page.s[s]?.[0]);
  const own = summary ?? (best === undefined ? opening : page.s[best]![2]);
  return {
    url: page.u,
    title: page.t,
    excerpt: excerpt(own || page.d || '', matched),
    sections: order
      .filter((s) => page.s[s]?.[0] && (summary !== undefined || s !== best))
      .slice(0, SECTIONS)
      .map((s) => {
        const [anchor, heading, text] = page.s[s]!;
        return { url: `${page.u}#${anchor}`, title: heading, excerpt: excerpt(text, matched) };
      }),
  };
}

/** The nearest term to a word within a third of its letters, the most common of equals. */
function nearestTerm(entries: [string, number[]][], word: string): string | undefined {
  const max = Math.max(1, Math.floor(word.length / 3));
  let best: [string, number, number] | undefined;
  for (const [term, postings] of entries) {
    const d = distance(word, term, max);
    if (d <= max && (!best || d < best[1] || (d === best[1] && postings.length > best[2])))
      best = [term, d, postings.length];
  }
  return best?.[0];
}

/**
 * The browser side of docsgen's search index (see src/node/search/searchIndex.ts), loaded when
 * search is first opened. A query loads the shard of each of its words once. Each word stands for
 * the index terms that are it, share its stem, start with it (as typed) or are a typo away from it;
 * pages are ranked BM25-style over fields (title, headings, description, text), those holding
 * every word first, and the texts of the top pages are loaded for their excerpts.
 */
export function createSearch(load: Loader = fromSite(`${siteBase()}${searchIndexDir()}`)): Search {
  // Each index file is loaded once (and again only if loading it failed).
  const files = new Map<string, Promise<unknown>>();
  const cached = <T>(file: string): Promise<T> => {
    let value = files.get(file);
    if (!value) {
      value = load(file);
      files.set(file, value);
      value.catch(() => files.delete(file));
    }
    return value as Promise<T>;
  };
  const stems = new Map<string, string>();
  const stem = (word: string): string => {
    let value = stems.get(word);
    if (value === undefined) stems.set(word, (value = /^[a-z]+$/.test(word) ? stemmer(word) : word));
    return value;
  };
  // A shard's terms listed once, not at each keystroke.
  const entries = new WeakMap<SearchShard, [string, number[]][]>();
  /** The terms of the shard a word's terms are in (none if there is no such shard). */
  const termsFor = async (word: string): Promise<[string, number[]][]> => {
    const { prefix, shards } = await cached<SearchMeta>('meta.json');
    const key = shardOf(word, prefix);
    const shard = shards.includes(key) ? await cached<SearchShard>(`terms/${key}.json`) : {};
    let list = entries.get(shard);
    if (!list) entries.set(shard, (list = Object.entries(shard)));
    return list;
  };

  const search = async (query: string, limit = 8): Promise<SearchHit[]> => {
    const words = queryWords(query);
    if (!words.length) return [];
    const { docs } = await cached<SearchMeta>('meta.json');
    // The last word is the one being typed, unless the query ends with a space or a mark.
    const typing = /[\p{L}\p{N}]$/u.test(query);
    const expansions = await Promise.all(
      words.map(async (w, i) => expandIn(await termsFor(w), w, typing && i === words.length - 1, stem)),
    );
    const size = docCount(expansions);
    const perWord = expansions.map((e) => scoreWord(e, docs, size));
    const ranked = rankPages(perWord, words.length, size, limit);
    const top = new Set(ranked.map(({ doc }) => doc));
    const sectionsOf = new Map<number, Map<number, number>>();
    expansions.forEach((e, i) => sectionScores(e, perWord[i]![1], top, sectionsOf));
    // Each matched term, with the query word it stands for (excerpts show the passage with the most).
    const matched = new Map<string, number>();
    expansions.forEach((list, i) => list.forEach(({ term }) => matched.has(term) || matched.set(term, i)));
    return Promise.all(
      ranked.map(async ({ doc }) => {
        const chunk = await cached<(SearchDoc | null)[]>(`docs/${Math.floor(doc / DOCS_PER_CHUNK)}.json`);
        return pageHit(chunk[doc % DOCS_PER_CHUNK]!, sectionsOf.get(doc) ?? new Map(), matched);
      }),
    );
  };

  const suggest = async (query: string): Promise<string | undefined> => {
    let changed = false;
    const words = await Promise.all(
      searchWords(query).map(async (word) => {
        const terms = await termsFor(word);
        if (STOP_WORDS.has(word) || terms.some(([term]) => term === word)) return word;
        const nearest = nearestTerm(terms, word);
        if (nearest) changed = true;
        return nearest ?? word;
      }),
    );
    return changed ? words.join(' ') : undefined;
  };
  return Object.assign(search, { suggest });
}

/** The site's search, as `/search/engine.js` exports it to the runtime. */
export const search = createSearch();
/** Suggests a query for one that found nothing (see Search.suggest). */
export const suggest = search.suggest;
