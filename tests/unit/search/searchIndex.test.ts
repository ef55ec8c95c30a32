import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSearch } from '../../../src/client/searchEngine.js';
import { contentKey, OutputFiles, type FileKeys } from '../../../src/node/output/outputFiles.js';
import { PostingsStore } from '../../../src/node/search/postingsStore.js';
import {
  SearchIndexBuilder,
  searchDocument,
  type SearchState,
} from '../../../src/node/search/searchIndex.js';
import type { SearchDoc } from '../../../src/shared/search.js';

const out = mkdtempSync(path.join(tmpdir(), 'docsgen-search-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const pages = [
  searchDocument(
    '/docs/webhooks/retries',
    'Webhook retries',
    '<p>Codex retries a failed webhook delivery five times.</p><h2 id="backoff">Backoff<a href="#backoff" class="hash-link">#</a></h2><p>Retries wait longer &amp; longer: 1, 5 and 30 minutes.</p>',
  ),
  searchDocument('/docs/intl', 'Übersicht', '<p>Größe &mdash; Café &#x26; naïve &#128512; &bogus;</p>'),
  searchDocument(
    '/docs/api/intro',
    'API',
    '<p>The constructor of the client takes a token.</p><h3 id="tokens">Tokens</h3><p>Publishing needs a token.</p>',
  ),
  ...Array.from({ length: 40 }, (_, i) =>
    searchDocument(`/docs/filler/${i}`, `Filler ${i}`, `<p>Plain words about entries number ${i}.</p>`),
  ),
];

describe('search index', () => {
  // Doc ids with gaps (routes without a page), added out of order, as a build's workers deliver them.
  const ids = pages.map((_, i) => i * 2 + 1);
  const builder = new SearchIndexBuilder(
    new OutputFiles(out, undefined, undefined),
    new Map(ids.map((id, i) => [id, [pages[i]!.u, null]])),
  );
  for (const i of [...pages.keys()].reverse()) builder.add(ids[i]!, pages[i]!);
  builder.finish();
  const search = createSearch(async (file) =>
    JSON.parse(readFileSync(path.join(out, 'search', file), 'utf8')),
  );

  it('drops tags and collapses whitespace, decoding character references first', () => {
    expect(
      searchDocument('/x', 'X', '<p>One <b>two</b>\n\n  <i> three</i></p>\t<ul>\n<li>four</li></ul>').s,
    ).toEqual([['', 'X', 'One two three four']]);
    expect(searchDocument('/x', 'X', '<p>a&#x20;&#x20;<b>b</b> &amp;&nbsp;c</p>').s).toEqual([
      ['', 'X', 'a b & c'],
    ]);
  });
  it('keeps a description YAML gave as a number, as text', () => {
    expect(searchDocument('/x', 'X', '<p>a</p>', 5).d).toBe('5');
    expect(searchDocument('/x', 'X', '<p>a</p>', '').d).toBeUndefined();
  });
  it('splits pages into sections at headings with ids, as text', () => {
    expect(pages[0]!.s).toEqual([
      ['', 'Webhook retries', 'Codex retries a failed webhook delivery five times.'],
      ['backoff', 'Backoff', 'Retries wait longer & longer: 1, 5 and 30 minutes.'],
    ]);
  });

  it('finds pages that contain every word, with the section and the words marked', async () => {
    const [hit, ...rest] = await search('webhook retries');
    expect(rest).toEqual([]);
    expect(hit!.url).toBe('/docs/webhooks/retries');
    expect(hit!.excerpt).toContain('<mark>retries</mark>');
    expect(hit!.sections.map((s) => s.url)).toEqual(['/docs/webhooks/retries#backoff']);
    expect(hit!.sections[0]!.excerpt).toContain('<mark>Retries</mark>');
  });

  it('matches words by prefix and ranks exact matches first', async () => {
    expect((await search('publish')).map((h) => h.url)).toEqual(['/docs/api/intro']);
    const filler = await search('entries');
    expect(filler).toHaveLength(8);
    expect(filler.every((h) => h.url.startsWith('/docs/filler/'))).toBe(true);
  });

  it('is safe with words that name object properties, and finds nothing for unknown words', async () => {
    expect((await search('constructor')).map((h) => h.url)).toEqual(['/docs/api/intro']);
    expect(await search('zebra')).toEqual([]);
    expect(await search('  ')).toEqual([]);
  });

  it('decodes character references and finds words in any script, by prefix', async () => {
    expect(pages.find((p) => p.u === '/docs/intl')!.s[0]![2]).toBe('Größe — Café & naïve 😀 &bogus;');
    expect((await search('größ')).map((h) => h.url)).toEqual(['/docs/intl']);
    expect((await search('übersicht café')).map((h) => h.url)).toEqual(['/docs/intl']);
  });

  it('escapes page text in excerpts', async () => {
    // Only the Backoff section matches: it is the page's excerpt, not repeated beneath it.
    const [hit] = await search('longer');
    expect(hit!.excerpt).toContain('&amp;');
    expect(hit!.sections).toEqual([]);
  });
});

/** Every JSON file of an index folder, by path. */
const read = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
  );

describe('search index after a change', () => {
  const filler = (i: number, words: string): SearchDoc =>
    searchDocument(
      `/docs/p/${i}`,
      `Page ${i}`,
      `<p>Common words ${words} group${i % 5}.</p><h2 id="more">More</h2><p>Detail ${i}.</p>`,
    );
  const before = Array.from({ length: 40 }, (_, i) => filler(i, `alpha beta n${i}`));
  /** Builds an index of docs into a new folder, given the previous build's, as a build does. */
  const build = (docs: SearchDoc[], previous?: { dir: string; keys: FileKeys; state: SearchState }) => {
    const dir = mkdtempSync(path.join(out, 'build-'));
    const files = new OutputFiles(
      dir,
      undefined,
      previous && { dir: previous.dir, keys: previous.keys, routes: new Map() },
    );
    const pages = new Map(
      docs.map((doc, i) => [i, [doc.u, contentKey(JSON.stringify(doc))] as [string, string]]),
    );
    const builder = new SearchIndexBuilder(
      files,
      pages,
      previous && { dir: previous.dir, state: previous.state },
    );
    const added = docs.flatMap((doc, i) => (builder.needs(i) ? [builder.add(i, doc)] : [])).length;
    return { dir, keys: files.keys, state: builder.finish(), added };
  };

  it('patches only what the changed pages touch, into the same files a fresh build writes', async () => {
    const first = build(before);
    // Page 3 loses "alpha" and n3 and gains new words; page 30 changes one word; the last page, at
    // the end of every list it is in, joins the list of group1.
    const changes = new Map([
      [3, 'zebra beta'],
      [30, 'alpha gamma n30'],
      [39, 'alpha beta n39 group1'],
    ]);
    const after = before.map((doc, i) => (changes.has(i) ? filler(i, changes.get(i)!) : doc));
    const patched = build(after, first);
    expect(patched.added).toBe(3);
    expect(read(patched.dir)).toEqual(read(build(after).dir));
    const search = createSearch(async (file) =>
      JSON.parse(readFileSync(path.join(patched.dir, 'search', file), 'utf8')),
    );
    expect((await search('zebra')).map((h) => h.url)).toEqual(['/docs/p/3']);
    expect((await search('n3')).map((h) => h.url)).not.toContain('/docs/p/3');
    expect((await search('alpha')).map((h) => h.url)).not.toContain('/docs/p/3');
    expect((await search('gamma')).map((h) => h.url)).toEqual(['/docs/p/30']);
  });

  it('leaves the shards alone whose words a change left as they were', () => {
    const first = build(before);
    const after = before.map((doc, i) => (i === 30 ? filler(i, 'alpha beta n30 zulu') : doc));
    const patched = build(after, first);
    expect(read(patched.dir)).toEqual(read(build(after).dir));
    const shardOf = (dir: string, word: string): string => {
      const terms = path.join(dir, 'search/terms');
      const name = readdirSync(terms).find((f) =>
        readFileSync(path.join(terms, f), 'utf8').includes(`"${word}"`),
      );
      return path.join(terms, name!);
    };
    // Page 30 still has "alpha" (once, in its first section): that shard is the previous build's file, carried over.
    expect(statSync(shardOf(patched.dir, 'alpha')).ino).toBe(statSync(shardOf(first.dir, 'alpha')).ino);
  });

  it('rebuilds from the texts and postings of the previous index when the pages moved', () => {
    const first = build(before);
    const moved = [filler(99, 'new page first'), ...before];
    const rebuilt = build(moved, first);
    expect(rebuilt.added).toBe(1);
    expect(read(rebuilt.dir)).toEqual(read(build(moved).dir));
  });

  it('stays equal to a fresh build over rounds of random changes', () => {
    let seed = 11;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const vocabulary = ['red', 'green', 'blue', 'cyan', 'teal', 'gold', 'gray', 'pink', 'lime', 'navy'];
    const text = (): string =>
      Array.from({ length: 1 + random(6) }, () => vocabulary[random(vocabulary.length)]).join(' ');
    let docs = Array.from({ length: 48 }, (_, i) => filler(i, text()));
    let previous = build(docs);
    for (let round = 0; round < 8; round++) {
      const changed = new Set(Array.from({ length: 1 + random(10) }, () => random(docs.length)));
      docs = docs.map((doc, i) => (changed.has(i) ? filler(i, text()) : doc));
      const next = build(docs, previous);
      expect(read(next.dir), `round ${round}`).toEqual(read(build(docs).dir));
      previous = next;
    }
  });
});

describe('postings spilled to disk', () => {
  const docs = Array.from({ length: 30 }, (_, i) =>
    searchDocument(
      `/docs/s/${i}`,
      `Spill ${i}`,
      `<p>Alpha beta w${i % 7} ünïcode ${'gamma '.repeat(i % 3)}</p><h2 id="x">X</h2><p>Delta ${i}.</p>`,
    ),
  );
  const collect = (store: PostingsStore, prefix: number) =>
    new Map(
      [...store.shards(prefix)].map(([key, shard]) => [
        key,
        new Map([...shard].map(([w, l]) => [w, [...l].sort((a, b) => a - b)])),
      ]),
    );

  it('gives back the same shards at either prefix as postings kept in memory', () => {
    for (const prefix of [1, 2]) {
      const kept = new PostingsStore(out);
      const spilled = new PostingsStore(out, 20);
      for (const [i, doc] of docs.entries()) {
        kept.add(i, doc);
        spilled.add(i, doc);
      }
      expect(spilled.entries).toBe(kept.entries);
      expect(collect(spilled, prefix)).toEqual(collect(kept, prefix));
    }
  });

  it('builds the same index files whatever order pages arrive in (nearly sorted, or reversed)', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      searchDocument(
        `/docs/o/${i}`,
        `Order ${i}`,
        `<p>Common words w${i % 11}.</p><h2 id="s">S</h2><p>Common ${i}.</p>`,
      ),
    );
    const write = (order: number[]) => {
      const dir = mkdtempSync(path.join(out, 'order-'));
      const builder = new SearchIndexBuilder(
        new OutputFiles(dir, undefined, undefined),
        new Map(many.map((doc, i) => [i, [doc.u, null]])),
      );
      for (const i of order) builder.add(i, many[i]!);
      builder.finish();
      return read(dir);
    };
    const inOrder = many.map((_, i) => i);
    // Neighbours swapped, as two workers deliver pages; and every page backwards.
    const swapped = inOrder.map((i) => (i % 2 ? i - 1 : Math.min(i + 1, many.length - 1)));
    expect(new Set(swapped).size).toBe(many.length);
    expect(write(swapped)).toEqual(write(inOrder));
    expect(write([...inOrder].reverse())).toEqual(write(inOrder));
  });

  it('builds the same index files whether it spills or not', () => {
    const write = (spillAt?: number) => {
      const dir = mkdtempSync(path.join(out, 'spill-'));
      const builder = new SearchIndexBuilder(
        new OutputFiles(dir, undefined, undefined),
        new Map(docs.map((doc, i) => [i, [doc.u, null]])),
        undefined,
        spillAt,
      );
      for (const [i, doc] of docs.entries()) builder.add(i, doc);
      builder.finish();
      return dir;
    };
    expect(read(write(20))).toEqual(read(write()));
  });
});

describe('an index of a scope (a locale or a version)', () => {
  it('is written under search/<scope>/ with the same files, and read from there', async () => {
    const dir = mkdtempSync(path.join(out, 'scope-'));
    const docs = [searchDocument('/fr/docs/a', 'Essai', '<p>Bonjour le monde.</p>')];
    const builder = new SearchIndexBuilder(
      new OutputFiles(dir, undefined, undefined),
      new Map([[0, [docs[0]!.u, null]]]),
      undefined,
      undefined,
      'fr',
    );
    builder.add(0, docs[0]!);
    builder.finish();
    const files = Object.keys(read(path.join(dir, 'search')));
    expect(files.filter((f) => !/^fr\/terms\/[\w-]+\.json$/.test(f))).toEqual([
      'fr/docs/0.json',
      'fr/meta.json',
    ]);
    const search = createSearch(async (file) =>
      JSON.parse(readFileSync(path.join(dir, 'search/fr', file), 'utf8')),
    );
    expect((await search('monde')).map((h) => h.url)).toEqual(['/fr/docs/a']);
  });
});

describe('ranking', () => {
  const docs = [
    searchDocument(
      '/docs/long',
      'Jobs',
      `<p>${'A job can delete an environment, and a job can delete entries. '.repeat(20)}</p><h2 id="tables">Tables and more</h2><p>Jobs write a table of results.</p>`,
    ),
    searchDocument('/docs/delete-environment', 'Delete environment', '<p>Removes it for good.</p>'),
    searchDocument('/docs/table', 'Table', '<p>Rows and cells.</p>'),
    searchDocument(
      '/docs/preview',
      'Preview',
      '<p>Read unpublished changes.</p>',
      'Read drafts through GraphQL',
    ),
    searchDocument('/docs/webhooks', 'Webhooks', '<p>Codex calls your endpoint.</p>'),
  ];
  const dir = mkdtempSync(path.join(out, 'ranking-'));
  const builder = new SearchIndexBuilder(
    new OutputFiles(dir, undefined, undefined),
    new Map(docs.map((doc, i) => [i, [doc.u, null]])),
  );
  docs.forEach((doc, i) => builder.add(i, doc));
  builder.finish();
  const search = createSearch(async (file) =>
    JSON.parse(readFileSync(path.join(dir, 'search', file), 'utf8')),
  );
  const urls = async (query: string): Promise<string[]> => (await search(query)).map((h) => h.url);

  it('puts the page titled with the words above a long page that repeats them', async () => {
    expect((await urls('delete environment'))[0]).toBe('/docs/delete-environment');
    expect((await urls('table'))[0]).toBe('/docs/table');
  });
  it('finds other forms of a word, the description, words as typed, and words a typo away', async () => {
    expect(await urls('draft')).toEqual(['/docs/preview']);
    expect((await urls('webh'))[0]).toBe('/docs/webhooks');
    expect((await urls('webhok'))[0]).toBe('/docs/webhooks');
    // Under five letters, no typo is allowed: "tabel" is five, "tabl" is a prefix of "table".
    expect((await urls('tabel'))[0]).toBe('/docs/table');
    expect(await urls('jbo')).toEqual([]);
  });
  it('ranks a question by its other words, and falls back to pages holding some of the words', async () => {
    expect((await urls('how do I delete an environment?'))[0]).toBe('/docs/delete-environment');
    expect((await urls('preview zebra'))[0]).toBe('/docs/preview');
  });
  it('suggests the nearest words of the index for words that match nothing', async () => {
    expect(await search.suggest('webhoooks endpiont')).toBe('webhooks endpoint');
    expect(await search.suggest('preview')).toBeUndefined();
  });
});
