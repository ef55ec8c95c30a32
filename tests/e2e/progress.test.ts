import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useE2E } from './browser.js';

const e2e = useE2E();

/** Records every progress bar value the page shows (aria-valuenow), in order. */
function recordProgress(): void {
  const w = window as Window & { __progress?: (string | null)[] };
  w.__progress = [];
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes')
        w.__progress!.push((record.target as Element).getAttribute('aria-valuenow'));
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.matches('[role=progressbar]')) {
          w.__progress!.push(node.getAttribute('aria-valuenow'));
        }
      }
    }
  }).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-valuenow'],
  });
}

const progress = (page: Page) =>
  page.evaluate(() => (window as Window & { __progress?: string[] }).__progress!);
const bars = (page: Page) => page.locator('[role=progressbar]').count();

/** Opens a page with the browser's timers under the test's control (paused; time moves only on runFor). */
async function openPaused(pathname: string, before?: (page: Page) => Promise<unknown>) {
  const { page } = await e2e.open(pathname, {
    before: async (p) => {
      await p.clock.install({ time: 1_000_000 });
      // The clock runs between the two calls: pause well ahead of it (nothing is scheduled yet).
      await p.clock.pauseAt(1_000_000 + 3_600_000);
      await before?.(p);
    },
  });
  return page;
}

it('shows the progress bar only after 200 ms of a slow navigation, trickling from 0.08, and removes it', async () => {
  const target = '/docs/plugins/create-custom-page';
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const seen = new Promise<void>((resolve) => (requested = resolve));
  const page = await openPaused('/docs/api/entries', (p) =>
    p.route(`**${target}/page-data.json`, async (route) => {
      requested();
      await held;
      await route.continue();
    }),
  );
  await page.evaluate(recordProgress);
  // A scripted click on the off-screen footer link: no hover or visibility prefetch happened first.
  await page.locator(`footer a[href="${target}"]`).evaluate((link: HTMLAnchorElement) => link.click());
  await seen;
  await page.clock.runFor(199);
  expect(await bars(page)).toBe(0);
  await page.clock.runFor(2);
  expect(await bars(page)).toBe(1);
  expect(await progress(page)).toEqual(['0.08']);
  // Trickle: +0.02 every 800 ms.
  await page.clock.runFor(800);
  await page.clock.runFor(800);
  expect(await progress(page)).toEqual(['0.08', '0.10', '0.12']);
  release();
  await page.waitForURL(e2e.url(target));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Create a custom page');
  expect(await bars(page)).toBe(0);
});

it('shows no progress bar for a fast navigation', async () => {
  let prefetched!: Promise<unknown>;
  const page = await openPaused('/docs/api/intro', async (p) => {
    prefetched = p
      .waitForResponse((response) => response.url().endsWith('/docs/api/ids/page-data.json'))
      .then((response) => response.finished());
  });
  // Pointing at the link prefetches its payload (the idle-time prefetch of links in view waits on
  // requestIdleCallback, which the paused clock holds): let it finish, as it would for a reader.
  await page.locator('.doc-sidebar a[href="/docs/api/ids"]').hover();
  await prefetched;
  await page.evaluate(recordProgress);
  await page.locator('.doc-sidebar a[href="/docs/api/ids"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('IDs');
  // The navigation finished before the 200 ms timer: running the clock on shows nothing.
  await page.clock.runFor(2_000);
  expect(await progress(page)).toEqual([]);
  expect(await bars(page)).toBe(0);
});
