// Search benchmark: serves a built site (default: the Codex site in build/), opens it in Chromium,
// times each query twice: first with its index files loading (and their transfer size), then again.
// Usage: npm run bench:search -- [--out build] [--queries "a,b,c"]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const out = path.resolve(arg('out', path.join(repo, 'build')));
const queries = arg(
  'queries',
  'entries,webhook retries,clone site,graphql preview,plugin,media video,errors',
).split(',');

const server = spawn(
  process.execPath,
  [path.join(repo, 'bin/docsgen.js'), 'serve', '--out', out, '--port', '0'],
  {
    cwd: repo,
  },
);
const url = await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => {
    const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(String(d));
    if (match) resolve(match[1]);
  });
  server.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
});
const executablePath = findChromium();
if (!executablePath) throw new Error('chromium is missing: run `sudo apt-get install chromium`');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  await page.goto(url);
  const { first, times } = await page.evaluate(async (list) => {
    const { search } = await import('/search/engine.js');
    // Each query includes building the top 8 results (excerpts of their sections).
    const run = (q) => search(q, 8);
    // The first pass loads each query's files (term shards, page texts) and sizes them.
    const first = [];
    for (const q of list) {
      const before = performance.getEntriesByType('resource').length;
      const start = performance.now();
      await run(q);
      const loaded = performance.getEntriesByType('resource').slice(before);
      const bytes = loaded.reduce((n, e) => n + e.transferSize, 0);
      first.push([q, performance.now() - start, loaded.length, bytes]);
    }
    const result = [];
    for (const q of list) {
      const start = performance.now();
      await run(q);
      result.push([q, performance.now() - start]);
    }
    return { first, times: result };
  }, queries);
  for (const [q, ms, files, bytes] of first)
    console.log(
      `first ${q.padEnd(20)} ${ms.toFixed(1)} ms, ${files} files, ${(bytes / 1024).toFixed(1)} KB transferred`,
    );
  for (const [q, ms] of times) console.log(`again ${q.padEnd(20)} ${ms.toFixed(1)} ms`);
  const sorted = times.map(([, ms]) => ms).sort((a, b) => a - b);
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  server.kill();
}
