import { expect, it } from 'vitest';
import { hasMarker, setMarker, useE2E } from './browser.js';

const e2e = useE2E();

it('works when localStorage throws, logging exactly one console.warn', async () => {
  const { page, warnings, errors } = await e2e.open('/docs/api/entries', {
    init: `Object.defineProperty(window, 'localStorage', { configurable: true, get() {
      throw new DOMException('The operation is insecure.', 'SecurityError'); } });`,
  });
  await setMarker(page);
  await page.getByRole('button', { name: /dark and light mode/ }).click();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
  await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).click();
  expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
  const group = page.locator('.tabs-container[data-group="lang"]').first();
  await group.locator('[role=tab][aria-selected="false"]').first().click();
  await page.locator('.doc-sidebar a[href="/docs/api/errors"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Errors');
  expect(await hasMarker(page)).toBe(true);
  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/localStorage/);
});
