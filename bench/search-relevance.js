// Search relevance against two anchors, in one run, on the same queries and the same built pages:
// docsgen's engine, MiniSearch 7 (title boost 3, headings 2, fuzzy 0.2, prefix) and Pagefind 1.6
// (defaults, its index written by its own CLI over the built site). Prints success@1, success@3,
// MRR and typos+prefixes@3 per engine and site, and the bytes a cold query downloads: for docsgen
// and Pagefind, all that a fresh page in Chromium fetches for its first query (engine, index,
// texts for excerpts; measured over HTTP with the server's compression; a dozen queries sampled); for MiniSearch, its
// index and stored fields as one gzipped JSON (it needs all of it before a first query).
// Usage: npm run bench:search-relevance [-- --site codex|zustand] [--out DIR]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.js';
import { describe, loadQueries, measure } from './relevance.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const sites = arg('site', 'codex,zustand').split(',');
const docsgen = path.join(repo, 'bin/docsgen.js');
const temp = mkdtempSync(path.join(tmpdir(), 'docsgen-relevance-'));

/** Builds a site with docsgen into a temporary folder; returns the output folder. */
function build(name) {
  const out = path.join(temp, name, 'build');
  if (name === 'codex')
    execFileSync(process.execPath, [docsgen, 'build', '--out', out, '--no-cache'], { cwd: repo });
  else {
    cpSync(path.join(repo, 'tests/fixtures/zustand-docs'), path.join(temp, name), { recursive: true });
    execFileSync(process.execPath, [docsgen, 'build', '--root', path.join(temp, name), '--no-cache']);
  }
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules/pagefind/lib/runner/bin.cjs'), '--site', out],
    {
      stdio: 'ignore',
    },
  );
  return out;
}

/** Text of HTML: tags dropped, the usual references decoded, whitespace collapsed. */
function text(html) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|nbsp);/g,
      (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The pages docsgen's index holds, read back from their built HTML: url, title, headings, text. */
function pages(out) {
  const docs = readdirSync(path.join(out, 'search/docs')).flatMap((f) =>
    JSON.parse(readFileSync(path.join(out, 'search/docs', f), 'utf8')).filter(Boolean),
  );
  return docs.map((doc, id) => {
    const html = readFileSync(path.join(out, doc.u, 'index.html'), 'utf8');
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
    const headings = [...main.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)].map((m) => text(m[1]));
    return { id, url: doc.u, title: doc.t, headings: headings.join(' '), text: text(main) };
  });
}

/** MiniSearch over the same pages: its answers, and its cold bytes (index and stored fields, gzipped). */
function miniSearch(out, queries) {
  const engine = new MiniSearch({
    fields: ['title', 'headings', 'text'],
    storeFields: ['url', 'title'],
    searchOptions: { boost: { title: 3, headings: 2 }, fuzzy: 0.2, prefix: true },
  });
  engine.addAll(pages(out));
  const answers = queries.map(({ q }) => engine.search(q).map((r) => r.url));
  return { answers, bytes: [gzipSync(JSON.stringify(engine)).length] };
}

/** Serves a build folder with docsgen; resolves with its URL and the server process. */
async function serve(out) {
  const server = spawn(process.execPath, [docsgen, 'serve', '--out', out, '--port', '0'], { cwd: repo });
  const url = await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(String(d));
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { url, server };
}

/** Queries whose cold bytes are measured (each in a fresh browser context, which takes seconds here). */
const COLD = 12;

/**
 * Runs the queries in one page for the answers, then a sample of them each in a fresh context
 * (nothing cached) for the bytes a cold query fetches.
 */
async function inBrowser(browser, url, queries, query) {
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}404.html`);
    return [context, page];
  };
  const answers = [];
  const [context, page] = await open();
  for (const { q } of queries) answers.push((await page.evaluate(query, q))[0]);
  await context.close();
  const bytes = [];
  const step = Math.max(1, Math.floor(queries.length / COLD));
  for (let i = 0; i < queries.length; i += step) {
    process.stderr.write('.');
    const [cold, page] = await open();
    bytes.push((await page.evaluate(query, queries[i].q))[1]);
    await cold.close();
  }
  return { answers, bytes };
}

/** docsgen's engine, as the dialog loads it. */
async function docsgenQuery(q) {
  const before = performance.getEntriesByType('resource').length;
  const { search } = await import('/search/engine.js');
  const hits = await search(q, 8);
  // Only search's own files: the page may prefetch its links meanwhile.
  const loaded = performance
    .getEntriesByType('resource')
    .slice(before)
    .filter((e) => new URL(e.name).pathname.startsWith('/search/'));
  return [hits.map((h) => h.url), loaded.reduce((n, e) => n + e.transferSize, 0)];
}

/** Pagefind's engine with the data (excerpt, URL) of its top 8 results, as its UI loads them. */
async function pagefindQuery(q) {
  const before = performance.getEntriesByType('resource').length;
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  const { results } = await pagefind.search(q);
  const data = await Promise.all(results.slice(0, 8).map((r) => r.data()));
  const loaded = performance
    .getEntriesByType('resource')
    .slice(before)
    .filter((e) => new URL(e.name).pathname.startsWith('/pagefind/'));
  return [data.map((d) => d.url), loaded.reduce((n, e) => n + e.transferSize, 0)];
}

const KB = (n) => `${(n / 1024).toFixed(0)} KB`;
const executablePath = findChromium();
if (!executablePath) throw new Error('chromium is missing: run `sudo apt-get install chromium`');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
try {
  for (const site of sites) {
    const queries = loadQueries(site);
    console.error(`${site}: building with docsgen, indexing with Pagefind…`);
    const out = build(site);
    const { url, server } = await serve(out);
    try {
      const engines = {
        docsgen: await inBrowser(browser, url, queries, docsgenQuery),
        'Pagefind 1.6': await inBrowser(browser, url, queries, pagefindQuery),
        'MiniSearch 7.2': miniSearch(out, queries),
      };
      for (const [name, { answers, bytes }] of Object.entries(engines)) {
        const sorted = [...bytes].sort((a, b) => a - b);
        const m = measure(queries, answers);
        const kinds = [...new Set(queries.map((q) => q.kind))].map((kind) => {
          const picked = queries.flatMap((q, i) => (q.kind === kind ? [i] : []));
          const k = measure(
            picked.map((i) => queries[i]),
            picked.map((i) => answers[i]),
          );
          return `${kind} ${Math.round(k.at1 * k.n)}/${k.n} first, ${Math.round(k.at3 * k.n)}/${k.n} top 3`;
        });
        console.log(
          `${describe(`${site} ${name}`, m)}; cold query median ${KB(sorted[sorted.length >> 1])}, max ${KB(sorted.at(-1))}`,
        );
        console.log(`  ${kinds.join('; ')}`);
      }
    } finally {
      server.kill();
    }
  }
} finally {
  await browser.close();
  rmSync(temp, { recursive: true, force: true });
}
