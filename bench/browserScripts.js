// The JavaScript a browser fetches as it opens each page of an output, in Debian's Chromium: for
// an output whose pages load code their HTML does not name (Docusaurus 3's webpack runtime fetches
// a route's chunks once main.js runs), where pageScriptBytes, which reads the HTML, counts less.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.js';
import { kbSummary } from './realSites.js';

/**
 * The scripts each of `pages` (`{ route }`, routes without the base URL) makes the browser fetch
 * until the network is idle, gzip -9, summed per page (see kbSummary). Prefetches (of the pages
 * its links lead to) are not the page's and are not counted. The output is served on 127.0.0.1
 * under `base`.
 */
export async function browserScriptWeight(out, pages, base = '/') {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('chromium is missing: run `sudo apt-get install chromium`');
  const server = serveOutput(out, base);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const sizes = new Map();
  const gzipped = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return sizes.get(file);
  };
  try {
    const bytes = [];
    for (const { route } of pages) {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && request.url().startsWith(origin))
          scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(origin + base + route.slice(1), { waitUntil: 'networkidle' });
      await page.close();
      let total = 0;
      for (const url of scripts) {
        const file = outputFile(out, base, decodeURI(url));
        if (file) total += gzipped(file);
      }
      // None in the output: the site's base URL is not `base` (a missing script of the site's is possible).
      if (scripts.size && !total)
        throw new Error(`${route}: none of its scripts is in the output under ${base}`);
      bytes.push(total);
    }
    return kbSummary(bytes);
  } finally {
    await browser.close();
    server.close();
  }
}

/** The file of the output a URL path names (`a.html`, or a folder's index.html), if any. */
function outputFile(out, base, url) {
  if (!url.startsWith(base)) return undefined;
  const file = path.join(out, url.slice(base.length));
  if (!file.startsWith(out)) return undefined;
  // `trailingSlash: false` writes `a.html` beside the folder `a/` of the pages under it: `a` names the file.
  return [file, `${file}.html`, path.join(file, 'index.html')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A static server of an output under its base URL, as a host serves it. */
function serveOutput(out, base) {
  return createServer((request, response) => {
    const file = outputFile(out, base, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
}
