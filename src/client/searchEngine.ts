import {
  DOCS_PER_CHUNK,
  SEARCH_DIR,
  searchWords,
  shardOf,
  type SearchDoc,
  type SearchMeta,
  type SearchShard,
} from '../shared/search.js';

/** One result: a page (its best section's excerpt) and its other matching sections. */
export interface SearchHit {
  url: string;
  title: string;
  /** Escaped text with the matched words in `<mark>`. */
  excerpt: string;
  sections: { url: string; title: string; excerpt: string }[];
}

/** Words of an excerpt. */
const EXCERPT_WORDS = 18;

/** Fetches index files; replaceable so the engine can run against a folder in tests. */
export type Loader = (file: string) => Promise<unknown>;

const fromSite: Loader = async (file) => {
  const res = await fetch(`/${SEARCH_DIR}/${file}`);
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  return res.json();
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** About EXCERPT_WORDS words of text around the first matched word, matches in `<mark>`. */
function excerpt(text: string, words: string[]): string {
  const tokens = text.split(' ');
  const matches = (token: string): boolean => {
    const word = token.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
    return words.some((w) => word.startsWith(w));
  };
  const hit = Math.max(0, tokens.findIndex(matches));
  const start = Math.max(0, hit - 6);
  const shown = tokens
    .slice(start, start + EXCERPT_WORDS)
    .map((t) => (matches(t) ? `<mark>${escapeHtml(t)}</mark>` : escapeHtml(t)));
  return `${start > 0 ? '… ' : ''}${shown.join(' ')}${start + EXCERPT_WORDS < tokens.length ? ' …' : ''}`;
}

/**
 * The browser side of docsgen's search index (see src/node/build/searchIndex.ts), loaded when
 * search is first opened. A query loads the shard of each of its words once; pages must match every
 * word (a word also matches longer words it starts, at half weight), ranked by tf-idf.
 */
export function createSearch(
  load: Loader = fromSite,
): (query: string, limit?: number) => Promise<SearchHit[]> {
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

  /** doc -> section -> score, for one query word. */
  async function matches(
    word: string,
    { docs: total, prefix }: SearchMeta,
    available: Set<string>,
  ): Promise<Map<number, Map<number, number>>> {
    const scores = new Map<number, Map<number, number>>();
    const key = shardOf(word, prefix);
    if (!available.has(key)) return scores;
    const shard = await cached<SearchShard>(`terms/${key}.json`);
    for (const [term, postings] of Object.entries(shard)) {
      if (!term.startsWith(word)) continue;
      const weight = (term === word ? 1 : 0.5) * Math.log(1 + total / (postings.length / 3));
      for (let p = 0, doc = 0; p < postings.length; p += 3) {
        doc += postings[p]!;
        const [section, count] = [postings[p + 1]!, postings[p + 2]!];
        let sections = scores.get(doc);
        if (!sections) scores.set(doc, (sections = new Map()));
        sections.set(section, (sections.get(section) ?? 0) + weight * (1 + Math.log(count)));
      }
    }
    return scores;
  }

  return async (query, limit = 8) => {
    const words = [...new Set(searchWords(query))];
    if (!words.length) return [];
    const index = await cached<SearchMeta>('meta.json');
    const available = new Set(index.shards);
    const perWord = await Promise.all(words.map((w) => matches(w, index, available)));
    const ranked = [...perWord[0]!.keys()]
      .filter((doc) => perWord.every((m) => m.has(doc)))
      .map((doc) => {
        const sections = new Map<number, number>();
        let score = 0;
        for (const m of perWord) {
          let best = 0;
          for (const [section, value] of m.get(doc)!) {
            sections.set(section, (sections.get(section) ?? 0) + value);
            best = Math.max(best, value);
          }
          score += best;
        }
        return { doc, score, sections: [...sections].sort((a, b) => b[1] - a[1]).map(([s]) => s) };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
    return Promise.all(
      ranked.map(async ({ doc, sections }) => {
        const chunk = Math.floor(doc / DOCS_PER_CHUNK);
        const page = (await cached<SearchDoc[]>(`docs/${chunk}.json`))[doc % DOCS_PER_CHUNK]!;
        return {
          url: page.u,
          title: page.t,
          excerpt: excerpt(page.s[sections[0]!]?.[2] ?? '', words),
          sections: sections
            .map((s) => page.s[s]!)
            .filter(([anchor]) => anchor)
            .map(([anchor, heading, text]) => ({
              url: `${page.u}#${anchor}`,
              title: heading,
              excerpt: excerpt(text, words),
            })),
        };
      }),
    );
  };
}

/** The site's search, as `/search/engine.js` exports it to the runtime. */
export const search = createSearch();
