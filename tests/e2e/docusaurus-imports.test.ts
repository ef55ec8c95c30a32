import { expect, it } from 'vitest';
import { sharedRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-imports, served under its baseUrl (/kit/).
const e2e = useE2E(() => sharedRoot('docusaurus-imports'));
const open = (pathname: string) => e2e.open(pathname);

it('selects the tab a Tabs queryString names, and names the chosen one in the URL', async () => {
  const { page, errors } = await open('/kit/docs/guides/static?os=mac');
  const selected = page.locator('.tabs-container[data-query="os"] [role=tab][aria-selected="true"]');
  await expect.poll(() => selected.getAttribute('data-value')).toBe('mac');
  await page.locator('.tabs-container[data-query="os"] [role=tab][data-value="linux"]').click();
  expect(new URL(page.url()).searchParams.get('os')).toBe('linux');
  expect(errors).toEqual([]);
});

it('hydrates an island of Docusaurus modules without a mismatch, then shows what runs in the browser', async () => {
  const { page, errors } = await open('/kit/docs/guides/browser');
  await expect.poll(() => page.locator('.markdown').textContent()).toContain('Only in the browser');
  await expect
    .poll(() => page.locator('.where').textContent())
    .toMatch(/^browser light \/kit\/docs\/guides\/browser /);
  // The CSS module's class the island renders is the one the page's stylesheet styles.
  const border = await page
    .locator('[class*="_greeting"]')
    .evaluate((el) => getComputedStyle(el).borderTopWidth);
  expect(border).toBe('2px');
  expect(errors).toEqual([]);
});
