import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { hasMarker, setMarker, sharedRoot, useE2E, waitHydrated } from './browser.js';

// A Docusaurus project served under its baseUrl, as a GitHub Pages project site is.
const e2e = useE2E(() => sharedRoot('docusaurus-project-base'));
const url = (pathname: string): string => e2e.url(pathname);

/** Opens a path of the server in a fresh context; console errors and failed requests are collected. */
async function open(pathname: string): Promise<{ page: Page; errors: string[] }> {
  const errors: string[] = [];
  const { page } = await e2e.open(pathname, {
    hydrated: false,
    before: async (opened) => {
      opened.on('console', (message) => {
        // Failed requests are listed by their path below.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      opened.on('pageerror', (error) => errors.push(error.message));
      opened.on('response', (response) => {
        const { pathname: path } = new URL(response.url());
        // The project has no home page: a pointer passing over its link prefetches a payload that is not there.
        if (response.status() >= 400 && path !== '/project/page-data.json')
          errors.push(`${response.status()} ${path}`);
      });
    },
  });
  return { page, errors };
}

const active = (page: Page) => page.locator('.doc-sidebar .sidebar__link[aria-current="page"]');

it('navigates by the sidebar under the base without reloading, and marks the new page', async () => {
  const { page, errors } = await open('/project/guide/intro');
  await waitHydrated(page);
  expect(await active(page).getAttribute('href')).toBe('/project/guide/intro');
  await setMarker(page);
  // Docusaurus's categories start collapsed.
  await page.locator('.doc-sidebar summary', { hasText: 'Basics' }).click();
  await page.locator('.doc-sidebar a[href="/project/guide/basics/install"]').click();
  await page.waitForURL(url('/project/guide/basics/install'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Install');
  await expect.poll(() => active(page).getAttribute('href')).toBe('/project/guide/basics/install');
  // A link in the new page's content is under the base too, and routed the same way.
  const link = page.getByRole('link', { name: 'configure it' });
  expect(await link.getAttribute('href')).toBe('/project/guide/basics/settings');
  await link.click();
  await page.waitForURL(url('/project/guide/basics/settings'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Configure');
  expect(await hasMarker(page)).toBe(true);
  expect(errors).toEqual([]);
});

it('finds a page by search and opens it under the base', async () => {
  const { page, errors } = await open('/project/guide/intro');
  await waitHydrated(page);
  await setMarker(page);
  await page.getByRole('button', { name: /Search/ }).click();
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('widget.config.json');
  const result = page.locator('[role=option][href^="/project/guide/basics/settings"]').first();
  await result.waitFor();
  await result.click();
  await page.waitForURL((at) => at.pathname === '/project/guide/basics/settings');
  await expect.poll(() => page.locator('h1').textContent()).toBe('Configure');
  expect(await hasMarker(page)).toBe(true);
  expect(errors).toEqual([]);
});

it('shows the not-found page for a missing page under the base, by URL and by client navigation', async () => {
  const { page } = await open('/project/guide/no-such-page');
  await waitHydrated(page);
  expect(await page.locator('h1').textContent()).toBe('Page Not Found');
  await setMarker(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/project/guide/missing-too';
    link.id = 'unknown-link';
    link.textContent = 'Unknown';
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#unknown-link').click();
  await page.waitForURL(url('/project/guide/missing-too'));
  await expect.poll(() => page.title()).toMatch(/^Page Not Found/);
  expect(await hasMarker(page)).toBe(true);
});

it('leaves a link of the same origin outside the base to the browser: it is another site', async () => {
  const { page } = await open('/project/guide/intro');
  await waitHydrated(page);
  await setMarker(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/elsewhere/page';
    link.id = 'outside-link';
    link.textContent = 'Elsewhere';
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#outside-link').click();
  await page.waitForURL(url('/elsewhere/page'));
  await expect.poll(() => page.locator('body').textContent()).toContain('served under its base URL');
  expect(await hasMarker(page)).toBe(false);
});

it("redirects the server's root to the base, and names the base for a path outside it", async () => {
  const { page } = await open('/');
  expect(new URL(page.url()).pathname).toBe('/project/');
  const outside = await page.goto(url('/guide/intro'));
  expect(outside?.status()).toBe(404);
  expect(await page.locator('body').textContent()).toContain('/project/');
});
