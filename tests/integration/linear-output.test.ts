import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, writeOneSidebarSite } from '../helpers.js';

// Issue 29: every page of a one-sidebar site held the whole sidebar, so that output and build time
// grew with the square of the page count. A site four times as large must cost each page (about)
// what it did: the bytes per page of each kind of output, at 1,000 and at 4,000 docs.
const SIZES = [1000, 4000] as const;
const dirs: string[] = [];
const perPage = new Map<number, Record<string, number>>();

/** What a file of the output is, for the figures: undefined for what these do not measure. */
function kindOf(rel: string): string | undefined {
  if (rel.startsWith('blog/tags/') && rel.endsWith('.html')) return 'tag pages';
  if (rel.endsWith('page-data.json')) return 'page-data';
  if (rel.endsWith('index.html')) return 'HTML';
  if (rel.startsWith('search/')) return 'search';
  if (rel === 'sitemap.xml') return 'sitemap';
  if (/^blog\/(rss|atom)\.xml$|feed\.json$/.test(rel)) return 'feeds';
  return undefined;
}

/** Bytes of each kind of output of a built site, per page it built. */
function bytesPerPage(out: string, pages: number): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const kind = kindOf(path.relative(out, file).split(path.sep).join('/'));
    if (kind) sums[kind] = (sums[kind] ?? 0) + statSync(file).size;
  }
  return Object.fromEntries(Object.entries(sums).map(([kind, bytes]) => [kind, bytes / pages]));
}

beforeAll(async () => {
  for (const pages of SIZES) {
    const root = mkdtempSync(path.join(tmpdir(), `docsgen-linear-${pages}-`));
    dirs.push(root);
    writeOneSidebarSite(root, pages);
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
    perPage.set(pages, bytesPerPage(path.join(root, 'build'), pages));
  }
}, 120_000);

// Tens of thousands of files: on a disk other processes keep busy, removing them took over two minutes.
// Cleaning up tests nothing, so it has all the time it needs.
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 600_000);

it('writes as many bytes per page at 4,000 one-sidebar pages as at 1,000 (within 1.3x), for every kind of output', () => {
  const [small, large] = [perPage.get(SIZES[0])!, perPage.get(SIZES[1])!];
  expect(Object.keys(large).sort()).toEqual(['HTML', 'feeds', 'page-data', 'search', 'sitemap', 'tag pages']);
  for (const kind of Object.keys(large)) {
    const figures = `${kind}: ${Math.round(small[kind]!)} then ${Math.round(large[kind]!)} bytes per page`;
    expect(large[kind]! / small[kind]!, figures).toBeLessThan(1.3);
  }
});
