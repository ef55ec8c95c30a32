import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PREFETCH_BUDGET } from '../../src/shared/constants.js';
import { recordPayloads, useE2E } from './browser.js';

const e2e = useE2E();

/** Waits until the browser has been idle once more: an idle prefetch due by now has been issued. */
const idle = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));

/** Records the payloads a page fetches with their size (bytes as sent and gzip -9), from now on. */
function recordPayloadBytes(page: Page): { path: string; bytes: number; gzip: number }[] {
  const seen: { path: string; bytes: number; gzip: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('/page-data.json')) return;
    void response
      .body()
      .then((body) =>
        seen.push({ path: pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
      )
      // A prefetch still in flight when the test closes the page has no body to read.
      .catch(() => undefined);
  });
  return seen;
}

it('on a first visit prefetches a few visible links once idle, and every link scrolled into view later', async () => {
  let requested: string[] = [];
  let sizes: { path: string; bytes: number; gzip: number }[] = [];
  const { page } = await e2e.open('/docs/api/entries', {
    before: async (p) => {
      requested = recordPayloads(p);
      sizes = recordPayloadBytes(p);
    },
  });
  // Dozens of links are in view (navbar, sidebar, content): only the budget is fetched.
  await expect.poll(() => requested.length).toBe(PREFETCH_BUDGET);
  await idle(page);
  expect(requested).toHaveLength(PREFETCH_BUDGET);
  expect(requested).not.toContain('/docs/api/entries/page-data.json');
  await expect.poll(() => sizes.length).toBe(PREFETCH_BUDGET);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `First visit of /docs/api/entries: ${sizes.length} payloads prefetched, ${kb(sizes.reduce((s, r) => s + r.bytes, 0))} (${kb(sizes.reduce((s, r) => s + r.gzip, 0))} gzip -9)`,
  );

  // Footer links are far below the fold: scrolling them into view makes them candidates.
  const footer = await page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) =>
      links.map((a) => `${new URL((a as HTMLAnchorElement).href).pathname}/page-data.json`),
    );
  const unseen = footer.filter((p) => !requested.includes(p) && p !== '/docs/api/entries/page-data.json');
  expect(unseen.length).toBeGreaterThan(0);
  await page.locator('footer').scrollIntoViewIfNeeded();
  // A link the reader scrolls into view is prefetched (CONTRACT §5), a budget's worth per idle moment.
  await expect.poll(() => unseen.filter((p) => !requested.includes(p))).toEqual([]);
  await idle(page);
  expect(new Set(requested).size).toBe(requested.length);
});

it('never fetches a payload twice, nor the page the reader is leaving', async () => {
  let requested: string[] = [];
  const { page } = await e2e.open('/docs/api/entries', {
    before: async (p) => void (requested = recordPayloads(p)),
  });
  await expect.poll(() => requested.length).toBe(PREFETCH_BUDGET);
  await page.locator('.doc-sidebar a[href="/docs/api/errors"]').hover();
  await page.locator('.doc-sidebar a[href="/docs/api/errors"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Errors');
  // The Errors page links back to Entries (sidebar, breadcrumbs): its payload came with the first load.
  await idle(page);
  await page.locator('.doc-sidebar a[href="/docs/api/entries"]').hover();
  await page.goBack();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Entries API');
  await page.locator('.doc-sidebar a[href="/docs/api/errors"]').hover();
  await page.goForward();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Errors');
  expect(requested).not.toContain('/docs/api/entries/page-data.json');
  expect(requested.filter((p) => p === '/docs/api/errors/page-data.json')).toHaveLength(1);
  expect(new Set(requested).size).toBe(requested.length);
});

it('prefetches the payload of a hovered link', async () => {
  let requested: string[] = [];
  const { page } = await e2e.open('/docs/api/entries', {
    before: async (p) => void (requested = recordPayloads(p)),
  });
  await sleep(500);
  expect(requested).not.toContain('/docs/plugins/create-custom-page/page-data.json');
  // A hover that does not scroll the link into view, so visibility cannot be what triggers it.
  await page.locator('footer a[href="/docs/plugins/create-custom-page"]').dispatchEvent('mouseover');
  await expect.poll(() => requested).toContain('/docs/plugins/create-custom-page/page-data.json');
  expect(requested.filter((p) => p === '/docs/plugins/create-custom-page/page-data.json')).toHaveLength(1);
});

it('prefetches the payload of a touched link on a touch screen', async () => {
  let requested: string[] = [];
  const { page } = await e2e.open('/docs/api/entries', {
    hasTouch: true,
    before: async (p) => void (requested = recordPayloads(p)),
  });
  await expect.poll(() => requested.length).toBe(PREFETCH_BUDGET);
  expect(requested).not.toContain('/docs/plugins/create-custom-page/page-data.json');
  await page.locator('footer a[href="/docs/plugins/create-custom-page"]').dispatchEvent('touchstart');
  await expect.poll(() => requested).toContain('/docs/plugins/create-custom-page/page-data.json');
});

it.each([
  ['saveData', { saveData: true, effectiveType: '4g' }],
  ['2g', { saveData: false, effectiveType: '2g' }],
  ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
])('never prefetches on a %s connection (navigation still works)', async (_name, connection) => {
  let requested: string[] = [];
  const { page } = await e2e.open('/docs/api/entries', {
    init: `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(
      connection,
    )}) });`,
    before: async (p) => void (requested = recordPayloads(p)),
  });
  await page.locator('.doc-sidebar a[href="/docs/api/errors"]').hover();
  await page.locator('footer a[href="/docs/plugins/create-custom-page"]').hover();
  await sleep(600);
  expect(requested).toEqual([]);
  await page.locator('footer a[href="/docs/plugins/create-custom-page"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Create a custom page');
  expect(requested).toEqual(['/docs/plugins/create-custom-page/page-data.json']);
});
