import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSearch } from '../../../src/client/searchEngine.js';
import { OutputFiles } from '../../../src/node/build/outputFiles.js';
import { SearchIndexBuilder, searchDocument } from '../../../src/node/build/searchIndex.js';

const out = mkdtempSync(path.join(tmpdir(), 'docsgen-search-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const pages = [
  searchDocument(
    '/docs/webhooks/retries',
    'Webhook retries',
    '<p>Codex retries a failed webhook delivery five times.</p><h2 id="backoff">Backoff<a href="#backoff" class="hash-link">#</a></h2><p>Retries wait longer &amp; longer: 1, 5 and 30 minutes.</p>',
  ),
  searchDocument('/docs/intl', 'Übersicht', '<p>Größe &mdash; Café &#x26; naïve &#128512; &bogus;</p>'),
  searchDocument('/docs/api/intro', 'API', '<p>The constructor of the client takes a token.</p><h3 id="tokens">Tokens</h3><p>Publishing needs a token.</p>'),
  ...Array.from({ length: 40 }, (_, i) => searchDocument(`/docs/filler/${i}`, `Filler ${i}`, `<p>Plain words about entries number ${i}.</p>`)),
];

describe('search index', () => {
  // Doc ids with gaps (routes without a page), added out of order, as a build's workers deliver them.
  const ids = pages.map((_, i) => i * 2 + 1);
  const builder = new SearchIndexBuilder(new OutputFiles(out, undefined, undefined), new Map(ids.map((id, i) => [id, [pages[i]!.u, null]])));
  for (const i of [...pages.keys()].reverse()) builder.add(ids[i]!, pages[i]!);
  builder.finish();
  const search = createSearch(async (file) => JSON.parse(readFileSync(path.join(out, 'search', file), 'utf8')));

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
    const [hit] = await search('longer');
    expect(hit!.sections[0]!.excerpt).toContain('&amp;');
  });
});
