import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_PER_CHUNK, SEARCH_DIR, searchWords, shardOf, type SearchDoc, type SearchMeta, type SearchShard } from '../../shared/search.js';
import { packageDir } from '../paths.js';
import { writeOutput } from './write.js';

/** Markup that carries no searchable text: headings' "#" links, copy buttons. */
const NOISE = /<a [^>]*class="hash-link"[^>]*>#<\/a>|<button [^>]*>[^<]*<\/button>/g;
/** An h2/h3 with an id: where a section (a search sub-result) starts. */
const SECTION = /<h([23]) id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;
/** Below this many postings (numbers), the index uses one-letter shards. */
const SMALL_INDEX = 300_000;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
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
 * Writes the search index under outDir/search: postings sharded by each term's first one or two
 * characters, page texts in chunks of DOCS_PER_CHUNK, and the engine the browser loads on first
 * search. It takes well under a second for 10,000 pages (Pagefind took 12 s of CPU there), and a
 * query loads one shard per word plus the chunks of its top results.
 */
export function writeSearchIndex(outDir: string, pages: SearchDoc[]): void {
  // Pages arrive in the order they compile: sorted, the same site always gives the same index.
  const docs = [...pages].sort((a, b) => (a.u < b.u ? -1 : a.u > b.u ? 1 : 0));
  const postings = new Map<string, number[]>();
  docs.forEach((doc, d) => {
    doc.s.forEach(([, heading, body], s) => {
      const counts = new Map<string, number>();
      for (const word of searchWords(`${heading} ${body}`)) counts.set(word, (counts.get(word) ?? 0) + 1);
      for (const [word, count] of counts) {
        let list = postings.get(word);
        if (!list) postings.set(word, (list = []));
        list.push(d, s, count);
      }
    });
  });
  // Small sites get a few one-letter shards; large ones two-letter shards, so a query stays small.
  const entries = [...postings.values()].reduce((n, list) => n + list.length, 0);
  const prefix = entries < SMALL_INDEX ? 1 : 2;
  // Maps, not objects: words such as "constructor" must not meet Object.prototype.
  const shards = new Map<string, Map<string, number[]>>();
  for (const [word, list] of postings) {
    // Each doc as the difference from the one before, from the end so the earlier ones are still whole.
    for (let i = list.length - 3; i >= 3; i -= 3) list[i] = list[i]! - list[i - 3]!;
    const key = shardOf(word, prefix);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = new Map()));
    shard.set(word, list);
  }
  for (const [key, shard] of shards) {
    const terms: SearchShard = Object.fromEntries(shard);
    writeOutput(outDir, `${SEARCH_DIR}/terms/${key}.json`, JSON.stringify(terms));
  }
  for (let i = 0; i < docs.length; i += DOCS_PER_CHUNK) {
    writeOutput(outDir, `${SEARCH_DIR}/docs/${i / DOCS_PER_CHUNK}.json`, JSON.stringify(docs.slice(i, i + DOCS_PER_CHUNK)));
  }
  const meta: SearchMeta = { docs: docs.length, prefix, shards: [...shards.keys()] };
  writeOutput(outDir, `${SEARCH_DIR}/meta.json`, JSON.stringify(meta));
  copyFileSync(path.join(packageDir, 'dist/client/search-engine.js'), path.join(outDir, SEARCH_DIR, 'engine.js'));
}
