import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useE2E } from './browser.js';

const e2e = useE2E();
const KB = 1024;
const BUDGET = { js: 12 * KB, css: 12 * KB, payload: 10 * KB };

/** gzip -9 size of a file of the built site, by URL pathname. */
function gzipped(pathname: string): number {
  return gzipSync(readFileSync(path.join(e2e.out, decodeURIComponent(pathname))), { level: 9 }).length;
}

/** Records the same-origin URLs a page requests, with their resource type. */
function recordRequests(page: Page): { type: string; pathname: string }[] {
  const seen: { type: string; pathname: string }[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(e2e.url('/')).origin)
      seen.push({ type: request.resourceType(), pathname: url.pathname });
  });
  return seen;
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(2)} KB`;

it('keeps a doc page within the JS, CSS and next-page payload budgets (gzip -9)', async () => {
  let requests: { type: string; pathname: string }[] = [];
  // A markdown doc page with no island: everything it loads on a first visit.
  const { page } = await e2e.open('/docs/api/intro', {
    before: async (p) => void (requests = recordRequests(p)),
  });
  await page.waitForLoadState('networkidle');
  const js = requests.filter((r) => r.type === 'script');
  const css = requests.filter((r) => r.type === 'stylesheet');
  expect(js.length).toBeGreaterThan(0);
  expect(css.length).toBeGreaterThan(0);
  const jsBytes = js.reduce((sum, r) => sum + gzipped(r.pathname), 0);
  const cssBytes = css.reduce((sum, r) => sum + gzipped(r.pathname), 0);

  // A client navigation into the docs from a page without a sidebar: the payload plus the sidebar HTML.
  const home = await e2e.open('/', { before: async (p) => void (requests = recordRequests(p)) });
  // The payload may come from a visibility prefetch before the click: count it either way.
  await home.page.locator('.navbar__link[href="/docs/editor/intro"]').first().click();
  await expect.poll(() => home.page.locator('h1').textContent()).toBe('Rich-text editor');
  const fetched = requests.filter(
    (r) => r.pathname === '/docs/editor/intro/page-data.json' || r.pathname.startsWith('/assets/sidebars/'),
  );
  expect(fetched.map((r) => r.pathname)).toContain('/docs/editor/intro/page-data.json');
  const payloadBytes = fetched.reduce((sum, r) => sum + gzipped(r.pathname), 0);

  // Every doc page, entered from outside the docs (payload plus sidebar): the worst case.
  const sidebar = Math.max(
    ...fg.sync('assets/sidebars/*.html', { cwd: e2e.out }).map((f) => gzipped(`/${f}`)),
  );
  const payloads = fg
    .sync('docs/**/page-data.json', { cwd: e2e.out })
    .map((f) => ({ f, size: gzipped(`/${f}`) }));
  const worst = payloads.reduce((a, b) => (b.size > a.size ? b : a));

  console.log(
    [
      `JS on a doc page: ${kb(jsBytes)} gzip (${js.map((r) => r.pathname).join(', ')}) — budget ${kb(BUDGET.js)}`,
      `CSS on a doc page: ${kb(cssBytes)} gzip — budget ${kb(BUDGET.css)}`,
      `Next-page payload (/docs/editor/intro + sidebar): ${kb(payloadBytes)} gzip — budget ${kb(BUDGET.payload)}`,
      `Largest doc payload + sidebar: ${kb(worst.size + sidebar)} (${worst.f})`,
    ].join('\n'),
  );
  expect(jsBytes).toBeLessThanOrEqual(BUDGET.js);
  // The icon gallery filters and copies with the runtime alone (it was an 80 KB React island).
  requests = [];
  const icons = await e2e.open('/icons/', { before: async (p) => void (requests = recordRequests(p)) });
  await icons.page.waitForLoadState('networkidle');
  const iconsJs = requests
    .filter((r) => r.type === 'script')
    .reduce((sum, r) => sum + gzipped(r.pathname), 0);
  console.log(`JS on the icon gallery: ${kb(iconsJs)} gzip`);
  expect(iconsJs).toBeLessThanOrEqual(BUDGET.js);
  expect(cssBytes).toBeLessThanOrEqual(BUDGET.css);
  expect(payloadBytes).toBeLessThanOrEqual(BUDGET.payload);
  expect(worst.size + sidebar).toBeLessThanOrEqual(BUDGET.payload);
});
