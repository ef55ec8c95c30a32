import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { runCli, writeOneSidebarSite } from '../helpers.js';
import { hasMarker, connectBrowser, serve, setMarker, waitHydrated, type Server } from './browser.js';

// A site of 1,000 docs in one sidebar: above the threshold, so a page holds its top level, its
// trail and its open categories, and the client fills in the others from one shared, cached file.
let root = '';
let server: Server | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'docsgen-large-sidebar-'));
  writeOneSidebarSite(root, 1000);
  const [result, launched] = await Promise.all([
    runCli(['build', '--root', root, '--no-cache']),
    connectBrowser(),
  ]);
  browser = launched;
  expect(result.code, result.stderr).toBe(0);
  server = await serve(path.join(root, 'build'), root);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const url = (pathname: string): string => new URL(pathname, server!.url).href;

async function newContext(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context;
}

/**
 * Opens a path in a page of the context; `network` collects the sidebar files the page got from
 * the server, not from the browser's cache (Chromium's own account of it, through CDP).
 */
async function open(context: BrowserContext, pathname: string, network: string[]): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const cached = new Set<string>();
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const fromCache = cached.has(requestId) || response.fromDiskCache || response.fromPrefetchCache;
    if (response.url.includes('/assets/sidebars/') && !fromCache)
      network.push(new URL(response.url).pathname);
  });
  await page.goto(url(pathname));
  await waitHydrated(page);
  return page;
}

/** A category's <details> in the sidebar, by its label. */
const category = (page: Page, label: string) =>
  page.locator('.doc-sidebar details', {
    has: page.locator(`:scope > summary`, { hasText: new RegExp(`^${label}$`) }),
  });

const lazy = (page: Page, label: string) =>
  category(page, label).evaluate((d) => !d.querySelector(':scope > ul'));

it('fills in a closed category on expand: fetched once with a cold cache, from the cache on the next page', async () => {
  const context = await newContext();
  const network: string[] = [];
  const page = await open(context, '/docs/part-0/topic-0/page-0', network);
  // The page holds its trail (Part 0 > Topic 0) open, and not Topic 10's 50 links.
  expect(await page.locator('.doc-sidebar a[href="/docs/part-0/topic-0/page-49"]').isVisible()).toBe(true);
  expect(await lazy(page, 'Topic 10')).toBe(true);
  expect(await page.locator('.doc-sidebar a[href="/docs/part-0/topic-10/page-510"]').count()).toBe(0);
  await setMarker(page);
  // The label links to the category's first page (for a reader without JavaScript): here it toggles.
  await category(page, 'Topic 10').locator('summary').click();
  await page.locator('.doc-sidebar a[href="/docs/part-0/topic-10/page-510"]').waitFor();
  expect(await category(page, 'Topic 10').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/docs/part-0/topic-0/page-0');
  expect(await hasMarker(page)).toBe(true);
  expect(network).toHaveLength(1);

  // A second page, loaded in full: the same file serves it from the browser's cache.
  const second = await open(context, '/docs/part-1/topic-1/page-50', network);
  expect(await lazy(second, 'Topic 11')).toBe(true);
  await category(second, 'Topic 11').locator('summary').click();
  await second.locator('.doc-sidebar a[href="/docs/part-1/topic-11/page-560"]').waitFor();
  expect(network).toHaveLength(1);
});

it('marks the active trail on a client navigation to a page in a category the markup left out', async () => {
  const page = await open(await newContext(), '/docs/part-0/topic-0/page-0', []);
  await setMarker(page);
  expect(await lazy(page, 'Part 3')).toBe(true);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs/part-3/topic-13/page-660';
    link.id = 'deep-link';
    link.textContent = 'Deep';
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#deep-link').click();
  await page.waitForURL(url('/docs/part-3/topic-13/page-660'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Page 660');
  expect(await hasMarker(page)).toBe(true);
  const active = page.locator('.doc-sidebar .sidebar__link[aria-current="page"]');
  expect(await active.getAttribute('href')).toBe('/docs/part-3/topic-13/page-660');
  expect(await active.isVisible()).toBe(true);
  const trail = await active.evaluate((link) => {
    const labels: string[] = [];
    for (let d = link.closest('details'); d; d = d.parentElement!.closest('details'))
      labels.push(`${d.querySelector(':scope > summary')!.textContent} ${d.open ? 'open' : 'closed'}`);
    return labels;
  });
  expect(trail).toEqual(['Topic 13 open', 'Part 3 open']);
});

it('leads somewhere from every closed category without JavaScript', async () => {
  const page = await (await newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(url('/docs/part-0/topic-0/page-0'));
  // A category without a page of its own: its label links to its first page, which shows it open.
  await category(page, 'Topic 10').locator('summary a').click();
  await page.waitForURL(url('/docs/part-0/topic-10/page-500'));
  expect(await page.locator('.doc-sidebar a[href="/docs/part-0/topic-10/page-549"]').isVisible()).toBe(true);
  // A category with a page (a generated index): its link.
  await category(page, 'Part 4').locator('summary a').click();
  await page.waitForURL(url('/docs/category/part-4'));
  expect(await page.locator('.doc-sidebar details[open] > summary', { hasText: 'Part 4' }).count()).toBe(1);
});
