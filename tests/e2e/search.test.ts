import { expect, it } from 'vitest';
import { useE2E } from './browser.js';

const e2e = useE2E();

it('requests no search index on page load, only when search is first opened', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search/')) requested.push(new URL(request.url()).pathname);
  });
  await page.waitForTimeout(300);
  expect(requested).toEqual([]);
  await page.getByRole('button', { name: /Search/ }).click();
  await expect.poll(() => requested.some((p) => p.endsWith('/search/engine.js'))).toBe(true);
  // The index itself loads per query: one term shard per word, then the texts of the top results.
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('webhook');
  await expect.poll(() => requested.some((p) => /\/search\/terms\/[\w-]+\.json$/.test(p))).toBe(true);
  await expect.poll(() => requested.some((p) => /\/search\/docs\/\d+\.json$/.test(p))).toBe(true);
});

it('opens with "/" and Ctrl+K, shows matching pages with highlighted terms, and Escape closes it', async () => {
  const { page } = await e2e.open('/blog');
  await page.keyboard.press('/');
  await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  await input.fill('webhook retries');
  const results = page.getByRole('option');
  await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await results.first().getAttribute('href')).toMatch(/^\/docs\/webhooks\//);
  expect(await page.locator('.search__result mark').count()).toBeGreaterThan(0);
});

it('moves through results with the arrow keys and opens one with Enter by client navigation', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('clone site');
  const results = page.getByRole('option');
  await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const selected = page.locator('[role=option][aria-selected=true]');
  expect(await selected.count()).toBe(1);
  const href = (await selected.getAttribute('href'))!;
  expect(href).toBe(await results.nth(1).getAttribute('href'));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === href);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});
