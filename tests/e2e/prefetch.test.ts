import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { recordPayloads, useE2E } from './browser.js';

const e2e = useE2E();

it('prefetches the payloads of links as they become visible', async () => {
  let requested: string[] = [];
  const { page } = await e2e.open('/docs/api/entries', {
    before: async (p) => void (requested = recordPayloads(p)),
  });
  // Navbar and expanded sidebar links are on screen.
  await expect.poll(() => requested).toContain('/docs/editor/intro/page-data.json');
  await expect.poll(() => requested).toContain('/docs/api/errors/page-data.json');
  // Footer links are far below the fold, and the current page is never prefetched.
  expect(requested).not.toContain('/docs/plugins/create-custom-field/page-data.json');
  expect(requested).not.toContain('/docs/api/entries/page-data.json');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toContain('/docs/plugins/create-custom-field/page-data.json');
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
