import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers.js';
import { launchBrowser, serve, waitHydrated, type Server } from './browser.js';

// tests/fixtures/docusaurus-imports, served under its baseUrl (/kit/).
let server: Server | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const root = copyFixture('docusaurus-imports');
  const [result, launched] = await Promise.all([
    runCli(['build', '--root', root, '--no-cache']),
    launchBrowser(),
  ]);
  browser = launched;
  expect(result.code, result.stderr).toBe(0);
  server = await serve(path.join(root, 'build'), root);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a path in a fresh context, once the runtime has started; console and page errors are collected. */
async function open(pathname: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser!.newContext();
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(pathname, server!.url).href);
  await waitHydrated(page);
  return { page, errors };
}

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
