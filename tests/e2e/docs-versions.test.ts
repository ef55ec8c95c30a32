import { expect, it } from 'vitest';
import { hasMarker, setMarker, sharedRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-versions in Chromium: the version dropdown leads to the same page in
// another version, the reader's choice is remembered and followed by the navbar's docs link.
const e2e = useE2E(() => sharedRoot('docusaurus-versions'));

const PREFERRED = 'docs-preferred-version-default';
const label = '.navbar__inner [data-version-label]';
const docsLink = '.navbar__inner .navbar__link:not([data-version])';

it('switches version from the dropdown to the same page, remembering the choice', async () => {
  const missing: string[] = [];
  const { page, errors } = await e2e.open('/docs/guide/setup', {
    before: async (p) => p.on('response', (r) => r.status() === 404 && missing.push(r.url())),
  });
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBeNull();
  expect(await page.locator(label).textContent()).toBe('2.0');
  await setMarker(page);
  await page.locator(label).hover();
  // The page exists in the next version: the dropdown leads there, not to its main doc.
  const next = page.locator('.navbar__inner a[data-version="current"]');
  expect(await next.getAttribute('href')).toBe('/docs/next/guide/setup');
  await next.click();
  await page.waitForURL(e2e.url('/docs/next/guide/setup'));
  await expect.poll(() => page.locator('.doc__version-banner').textContent()).toContain('not released yet');
  expect(await hasMarker(page)).toBe(true);
  expect(await page.locator(label).textContent()).toBe('Next');
  expect(await page.locator(docsLink).first().getAttribute('href')).toBe('/docs/next/intro');
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('current');
  // A page the version lacks: the dropdown falls back to the version's main doc.
  await page.locator(label).hover();
  await page.locator('.navbar__inner a[data-version="1.0"]').click();
  await page.waitForURL(e2e.url('/docs/1.0/intro'));
  await expect.poll(() => page.locator('.doc__version').textContent()).toBe('Version: 1.0 (legacy)');
  expect(await page.locator('.navbar__inner a[data-version="2.0"]').getAttribute('href')).toBe('/docs/intro');
  // Nothing the site links is missing (Chromium's own request for /favicon.ico is: the site has none).
  expect(missing).toEqual([]);
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});

it('leads the navbar docs link of a page outside the docs to the version the reader chose', async () => {
  const { page } = await e2e.open('/', {
    before: (opened) => opened.addInitScript((key) => localStorage.setItem(key, '1.0'), PREFERRED),
  });
  await expect.poll(() => page.locator(docsLink).first().getAttribute('href')).toBe('/docs/1.0/intro');
  expect(await page.locator(label).textContent()).toBe('1.0 (legacy)');
  // Browsing a version does not change the choice; the banner's link to the latest does.
  await page.locator(docsLink).first().click();
  await page.waitForURL(e2e.url('/docs/1.0/intro'));
  await page.locator('.doc__version-banner a').click();
  await page.waitForURL(e2e.url('/docs/intro'));
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('2.0');
});

it("lists every version on an older version's page, whose markup names only its own and the latest", async () => {
  const { page } = await e2e.open('/docs/1.0/intro');
  const menu = page.locator('.navbar__inner .navbar__dropdown-menu a');
  await page.locator(label).hover();
  // From the docs-versions file: each version's same page, else its main doc.
  await expect
    .poll(() => menu.evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getAttribute('href')}`)))
    .toEqual(['Next /docs/next/intro', '2.0 /docs/intro', '1.0 (legacy) /docs/1.0/intro']);
  expect(await page.locator('.navbar__inner a[aria-current="page"][data-version]').textContent()).toBe(
    '1.0 (legacy)',
  );
});
