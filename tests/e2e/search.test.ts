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

it('selects the first result, moves with the arrow keys and opens one with Enter by client navigation', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  await input.fill('clone site');
  const results = page.getByRole('option');
  await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(2);
  // The first result is selected as soon as results show, and the input names it.
  const selected = page.locator('[role=option][aria-selected=true]');
  expect(await selected.getAttribute('href')).toBe('/docs/jobs/clone-site');
  expect(await input.getAttribute('aria-activedescendant')).toBe(await selected.getAttribute('id'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  expect(await selected.count()).toBe(1);
  const href = (await selected.getAttribute('href'))!;
  expect(href).toBe(await results.nth(1).getAttribute('href'));
  expect(await input.getAttribute('aria-activedescendant')).toBe(await selected.getAttribute('id'));
  await page.keyboard.press('Control+End');
  expect(await selected.getAttribute('id')).toBe(await results.last().getAttribute('id'));
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === href);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

it('groups results by page, its best sections beneath, each excerpt centred on the marked words', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('webhook retries');
  const groups = page.locator('#search-results > [role=group]');
  await expect.poll(() => groups.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const first = groups.first();
  expect(await first.getAttribute('aria-label')).toBe('Webhooks');
  const hrefs = await first.getByRole('option').evaluateAll((os) => os.map((o) => o.getAttribute('href')));
  expect(hrefs[0]).toBe('/docs/webhooks/intro');
  expect(hrefs).toContain('/docs/webhooks/intro#delivery-and-retries');
  // Each page once: its sections are beneath it, not results of their own elsewhere.
  const pages = await groups.evaluateAll((gs) =>
    gs.map((g) => g.querySelector('[role=option]')!.getAttribute('href')),
  );
  expect(new Set(pages).size).toBe(pages.length);
  const excerpts = await first.locator('small').allTextContents();
  expect(new Set(excerpts).size).toBe(excerpts.length);
  expect(await first.locator('mark').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ pages? found$/);
});

it('says when nothing matches, and offers the nearest words of the index', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  await input.fill('swoggre uii');
  const suggestion = page.getByRole('button', { name: 'swagger ui' });
  await expect.poll(() => suggestion.count(), { timeout: 10_000 }).toBe(1);
  expect(await page.locator('.search__empty').textContent()).toContain('No results for “swoggre uii”');
  expect(await input.getAttribute('aria-activedescendant')).toBeNull();
  await expect.poll(() => page.getByRole('status').textContent()).toContain('Did you mean swagger ui?');
  await suggestion.click();
  expect(await input.inputValue()).toBe('swagger ui');
  await expect
    .poll(() => page.getByRole('option').first().getAttribute('href'))
    .toMatch(/^\/docs\/api\/swagger/);
});
