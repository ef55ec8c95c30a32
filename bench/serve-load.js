// Serve benchmark. 1) Load: serves the Codex site (building it first if build/ is missing) and runs
// autocannon against 127.0.0.1 over a mix of routes, payloads and assets, printing requests/s, p99
// latency and errors (which must be 0). 2) Edit-to-reload: `serve --watch` on a copy of the
// Codex site in bench/.corpus (or, with --corpus N, a synthetic N-page site): time to the first page
// with no output yet, then file write -> SSE `reload`.
// Usage: npm run bench:serve -- [--duration 10] [--connections 32] [--edits 5] [--corpus N] [--skip-load] [--skip-reload]
import autocannon from 'autocannon';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.js';
import { openEvents, startServe, stopServe, timeSaves } from './watchEdit.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const duration = option('duration', 10);
const connections = option('connections', 32);
const edits = option('edits', 5);
const corpus = option('corpus', 0);

async function load() {
  const started = performance.now();
  const { child, url } = await startServe(['--root', repo]);
  console.log(`serve ready in ${Math.round(performance.now() - started)} ms at ${url}`);
  try {
    const home = readFileSync(path.join(repo, 'build/index.html'), 'utf8');
    const css = /\/assets\/css\/[^"]+\.css/.exec(home)?.[0];
    const js = /\/assets\/js\/[^"]+\.js/.exec(home)?.[0];
    const paths = [
      '/',
      '/docs/api/intro',
      '/docs/editor/heading',
      '/docs/graphql/schema',
      '/docs/api/intro/page-data.json',
      '/blog',
      '/sitemap.xml',
    ];
    if (css) paths.push(css);
    if (js) paths.push(js);
    const result = await autocannon({
      url,
      connections,
      duration,
      // What a browser sends: compressed bodies are served from the cache, as they are in use.
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `load: ${Math.round(result.requests.average)} requests/s (${result.requests.total} in ${duration} s, ${connections} connections, ${paths.length} routes), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    );
    return errors;
  } finally {
    await stopServe(child);
  }
}

/** The status of a GET (0 when the connection fails). */
function status(url) {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

async function reload() {
  // Inside the repo (bench/.corpus is git-ignored) so site imports such as lucide-static resolve.
  const root = path.join(repo, 'bench/.corpus', corpus ? `serve-${corpus}` : 'serve-codex');
  rmSync(root, { recursive: true, force: true });
  let page;
  if (corpus) {
    writeCorpus(root, corpus);
    page = path.join(root, 'content/docs/section-0/topic-0/page-0.md');
  } else {
    for (const dir of ['content', 'config', 'static'])
      cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
    page = path.join(root, 'content/docs/api/errors.md');
  }
  const label = corpus ? `${corpus}-page corpus` : 'Codex site';
  const started = performance.now();
  const { child, url, output } = await startServe(['--root', root, '--watch']);
  const listening = performance.now() - started;
  // With no output yet, the server makes pages on demand while its first build runs.
  const firstPath = corpus ? '/docs/section-0/topic-0/page-0' : '/';
  while ((await status(url + firstPath.slice(1))) !== 200) await sleep(5);
  const firstPage = performance.now() - started;
  while (!/^Built in/m.test(output())) await sleep(20);
  console.log(
    `serve --watch on a fresh copy of the ${label} (no output): listening in ${Math.round(listening)} ms, ` +
      `first page (${firstPath}) in ${Math.round(firstPage)} ms, first build done in ${Math.round(performance.now() - started)} ms`,
  );
  const events = await openEvents(url);
  let times;
  try {
    times = await timeSaves(events, page, edits);
  } finally {
    events.close();
    await stopServe(child);
    rmSync(root, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  const rebuilds = [...output().matchAll(/^Rebuilt in (.+?) \(/gm)].map((m) => m[1]);
  console.log(
    `edit-to-reload (${label}, ${path.relative(root, page)}, write -> SSE reload): median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, ` +
      `min ${Math.round(sorted[0])} ms, max ${Math.round(sorted[sorted.length - 1])} ms over ${edits} edits; server-side rebuilds: ${rebuilds.join(', ')}`,
  );
}

if (!existsSync(path.join(repo, 'dist/node/cli.cjs'))) {
  console.error('dist/ is missing: run `npm run compile` first.');
  process.exit(1);
}
let failed = 0;
if (!args.includes('--skip-load')) failed = await load();
if (!args.includes('--skip-reload')) await reload();
if (failed) {
  console.error(`${failed} requests failed under load`);
  process.exitCode = 1;
}
