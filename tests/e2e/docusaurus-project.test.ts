import { expect, it } from 'vitest';
import { docusaurusProjectUnder, readBuilt } from '../helpers.js';
import { builtRoot, hasMarker, setMarker, useE2E } from './browser.js';

// tests/fixtures/docusaurus-project in Chromium, with `trailingSlash: true`: every link to a route
// ends with a slash, and the server, the router and the sidebar agree on it; its navbar dropdown.
let root = '';
const e2e = useE2E(() => builtRoot((root = docusaurusProjectUnder('/', true))));

const active = '.doc-sidebar .sidebar__link[aria-current="page"]';

it('writes every link to a route, the canonical URL, the sitemap and the payload route with the slash', () => {
  const intro = readBuilt(root, 'guide/intro/index.html');
  expect(intro).toContain('href="/guide/basics/install/"');
  expect(intro).toContain('<link rel="canonical" href="https://widgets.example.org/guide/intro/"/>');
  expect(intro).toContain('href="/blog/"');
  // Files and assets keep their names.
  expect(intro).not.toMatch(/href="[^"]*\.(?:css|xml|ico)\/"/);
  expect(readBuilt(root, 'sitemap.xml')).toContain('<loc>https://widgets.example.org/guide/intro/</loc>');
  expect(JSON.parse(readBuilt(root, 'guide/intro/page-data.json')).route).toBe('/guide/intro/');
});

it('redirects a route without its slash, then navigates by the sidebar in place, marking the page', async () => {
  const missing: string[] = [];
  const { page, errors } = await e2e.open('/guide/intro', {
    before: async (opened) =>
      opened.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname)),
  });
  expect(new URL(page.url()).pathname).toBe('/guide/intro/');
  expect(await page.locator(active).getAttribute('href')).toBe('/guide/intro/');
  await setMarker(page);
  await page.locator('.doc-sidebar summary', { hasText: 'Basics' }).click();
  await page.locator('.doc-sidebar a[href="/guide/basics/install/"]').click();
  await page.waitForURL(e2e.url('/guide/basics/install/'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Install');
  await expect.poll(() => page.locator(active).getAttribute('href')).toBe('/guide/basics/install/');
  expect(await hasMarker(page)).toBe(true);
  // The project has no home page: the brand link's payload, prefetched on the way, is not there.
  expect(missing.filter((pathname) => pathname !== '/page-data.json')).toEqual([]);
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});

it('opens a navbar dropdown on hover and on keyboard focus, and follows its links', async () => {
  const { page } = await e2e.open('/guide/intro/');
  const menu = page.locator('.navbar__inner .navbar__dropdown-menu');
  await expect.poll(() => menu.isVisible()).toBe(false);
  await page.locator('.navbar__inner .navbar__dropdown-label', { hasText: 'Community' }).hover();
  await expect.poll(() => menu.isVisible()).toBe(true);
  await page.mouse.move(600, 600);
  await expect.poll(() => menu.isVisible()).toBe(false);
  await page.locator('.navbar__inner .navbar__dropdown-label').focus();
  await expect.poll(() => menu.isVisible()).toBe(true);
  expect(await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/guide/basics/install/',
    'https://forum.example.org',
  ]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(e2e.url('/guide/basics/install/'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Install');
});

it("starts in the config's default colour mode (dark here), and keeps the reader's switch", async () => {
  const { page } = await e2e.open('/guide/intro/');
  const theme = () => page.locator('html').getAttribute('data-theme');
  expect(await theme()).toBe('dark');
  await page.locator('.navbar__inner .theme-toggle').click();
  await expect.poll(theme).toBe('light');
  await page.reload();
  expect(await theme()).toBe('light');
});
