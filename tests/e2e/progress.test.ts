import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { useE2E } from './browser.js';

const e2e = useE2E();

/** Records every progress bar value the page shows, with the time since the click (ms). */
function recordProgress(): void {
  const w = window as Window & { __progress?: { at: number; value: string | null }[]; __clickAt?: number };
  w.__progress = [];
  const log = (bar: Element): void => {
    w.__progress!.push({ at: performance.now() - (w.__clickAt ?? 0), value: bar.getAttribute('aria-valuenow') });
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.attributeName === 'aria-valuenow') log(record.target as Element);
      for (const node of record.addedNodes) if (node instanceof Element && node.matches('[role=progressbar]')) log(node);
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
}

it('shows the progress bar only after 200 ms of a slow navigation, trickling from 0.08, and removes it', async () => {
  const target = '/docs/plugins/create-custom-page';
  // A long page: its footer links are far below the fold.
  const { page } = await e2e.open('/docs/api/entries', {
    before: (p) =>
      p.route(`**${target}/page-data.json`, async (route) => {
        await sleep(1_500);
        await route.continue();
      }),
  });
  await page.evaluate(recordProgress);
  // A scripted click on the off-screen footer link: no hover or visibility prefetch happened first.
  await page.locator(`footer a[href="${target}"]`).evaluate((link: HTMLAnchorElement) => {
    (window as Window & { __clickAt?: number }).__clickAt = performance.now();
    link.click();
  });
  await page.waitForSelector('[role=progressbar]');
  await page.waitForURL(e2e.url(target));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Create a custom page');
  expect(await page.locator('[role=progressbar]').count()).toBe(0);
  const log = await page.evaluate(() => (window as Window & { __progress?: { at: number; value: string }[] }).__progress!);
  expect(log[0]!.at).toBeGreaterThanOrEqual(195);
  expect(log[0]!.at).toBeLessThan(1_400);
  expect(log[0]!.value).toBe('0.08');
  // One trickle (0.02 after 800 ms) fits in the 1.5 s the payload took.
  expect(log.map((entry) => entry.value)).toContain('0.10');
});

it('shows no progress bar for a fast navigation', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  // Let the visibility prefetch of the sidebar link finish, as it would for a reader.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/docs/api/entries/page-data.json')),
  );
  await page.evaluate(recordProgress);
  await page.locator('.doc-sidebar a[href="/docs/api/entries"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Entries API');
  await sleep(400);
  expect(await page.evaluate(() => (window as Window & { __progress?: unknown[] }).__progress)).toEqual([]);
});
