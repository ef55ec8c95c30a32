import { expect, it } from 'vitest';
import { sharedRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-swizzle: its Footer wraps docsgen's with a button that counts clicks,
// and its Root wraps every page, adding a button that opens a help panel; its DocSidebar and
// DocItem/Layout add head elements.
const e2e = useE2E(() => sharedRoot('docusaurus-swizzle'));

it('hydrates a swizzled footer without a mismatch, keeping docsgen footer inside it, and keeps it across navigations', async () => {
  const { page, errors } = await e2e.open('/docs/intro');
  const counter = page.locator('.footer-counter');
  await counter.click();
  await expect.poll(() => counter.textContent()).toBe('Liked 1 times');
  // @theme-original/Footer: the server's markup, which hydration left as it was.
  expect(await page.locator('.footer .footer__copyright').textContent()).toBe('Copyright © Swizzle Kit');
  // A client navigation swaps the main region only: the footer island stays mounted, with its state.
  await page.locator('.pagination__link--next').click();
  await page.waitForURL('**/docs/head');
  await expect.poll(() => page.title()).toBe('A title of its own');
  await counter.click();
  await expect.poll(() => counter.textContent()).toBe('Liked 2 times');
  expect(await page.locator('.footer__copyright').count()).toBe(1);
  expect(errors).toEqual([]);
});

it("swaps a page's <Head> elements on client navigation, its doc's DocItem/Layout's with them, the sidebar's kept", async () => {
  const { page, errors } = await e2e.open('/docs/head');
  const cdn = page.locator('head link[rel="preconnect"][href="https://cdn.example.org"]');
  const forum = page.locator('head link[rel="preconnect"][href="https://forum.example.org"]');
  const docId = page.locator('head meta[name="doc-id"]');
  expect(await cdn.count()).toBe(1);
  expect(await docId.getAttribute('content')).toBe('head');
  await page.locator('.pagination__link--prev').click();
  await page.waitForURL('**/docs/intro');
  await expect.poll(() => page.title()).toBe('Introduction | Swizzle Kit');
  expect(await cdn.count()).toBe(0);
  expect(await docId.getAttribute('content')).toBe('intro');
  // The DocSidebar's, in every docs page's head: one, before and after.
  expect(await forum.count()).toBe(1);
  expect(await page.locator('head [data-page-head]').count()).toBe(2);
  expect(errors).toEqual([]);
});

it("hydrates the site's Root around the page, leaving the page and the islands inside it to themselves", async () => {
  const { page, errors } = await e2e.open('/docs/intro');
  const toggle = page.locator('.help-toggle');
  await toggle.click();
  await expect.poll(() => page.locator('.help-panel').textContent()).toBe('Ask on the forum.');
  // The page Root's slot holds is the server's: the runtime's navigation and the footer island still work.
  await page.locator('.footer-counter').click();
  await expect.poll(() => page.locator('.footer-counter').textContent()).toBe('Liked 1 times');
  await page.locator('.pagination__link--next').click();
  await page.waitForURL('**/docs/head');
  await expect.poll(() => page.locator('h1').first().textContent()).toBe('Head elements');
  expect(await page.locator('.help-panel').count()).toBe(1);
  await toggle.click();
  await expect.poll(() => page.locator('.help-panel').count()).toBe(0);
  expect(await page.locator('.doc-feedback').count()).toBe(1);
  expect(errors).toEqual([]);
});
