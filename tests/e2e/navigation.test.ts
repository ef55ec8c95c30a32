import { expect, it } from 'vitest';
import { clickInPlace, hasMarker, recordPayloads, setMarker, useE2E, waitHydrated } from './browser.js';

const e2e = useE2E();

it('client navigation swaps content, title, sidebar and navbar state without reloading', async () => {
  const { page, errors } = await e2e.open('/docs/api/intro');
  await setMarker(page);
  await page.locator('.doc-sidebar a[href="/docs/api/entries"]').click();
  await page.waitForURL(e2e.url('/docs/api/entries'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Entries API');
  expect(await page.title()).toBe('Entries API | Codex');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/entries/i);
  const active = page.locator('.doc-sidebar .sidebar__link[aria-current="page"]');
  expect(await active.count()).toBe(1);
  expect(await active.getAttribute('href')).toBe('/docs/api/entries');
  // The table of contents belongs to the new page.
  const firstHeading = await page.locator('.markdown h2').first().getAttribute('id');
  expect(await page.locator('.doc__toc a').first().getAttribute('href')).toBe(`#${firstHeading}`);

  // A navbar link: its item becomes current and the sidebar opens the category of the new page.
  await page.getByRole('link', { name: 'Editor', exact: true }).first().click();
  await page.waitForURL(e2e.url('/docs/editor/intro'));
  await expect
    .poll(() => page.locator('.navbar__link[aria-current="page"]').first().textContent())
    .toBe('Editor');
  expect(await page.locator('.doc-sidebar .sidebar__link[aria-current="page"]').getAttribute('href')).toBe(
    '/docs/editor/intro',
  );
  expect(await page.locator('.doc-sidebar .sidebar__link[aria-current="page"]').isVisible()).toBe(true);
  expect(await hasMarker(page)).toBe(true);
  expect(errors).toEqual([]);
});

it('back and forward restore the scroll position of each entry', async () => {
  const { page } = await e2e.open('/docs/api/entries');
  await setMarker(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await clickInPlace(page.locator('.navbar__link[href="/docs/editor/intro"]').first());
  await page.waitForURL(e2e.url('/docs/editor/intro'));
  await expect.poll(() => page.locator('h1').textContent()).not.toBe('Entries API');
  // A new page starts at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

  await page.goBack();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Entries API');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.goForward();
  await expect.poll(() => page.url()).toBe(e2e.url('/docs/editor/intro'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  expect(await hasMarker(page)).toBe(true);
});

it('scrolls to the hash target after navigating to another page', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  await setMarker(page);
  await page.locator('footer a[href="/docs/api/errors#sections-api"]').click();
  await page.waitForURL(e2e.url('/docs/api/errors#sections-api'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Errors');
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('sections-api')!.getBoundingClientRect().top)),
    )
    .toBeLessThan(150);
  const top = await page.evaluate(() => document.getElementById('sections-api')!.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await hasMarker(page)).toBe(true);
});

it('falls back to a full page load when the payload cannot be loaded', async () => {
  const { page } = await e2e.open('/docs/api/intro', {
    before: (p) => p.route('**/docs/api/entries/page-data.json', (route) => route.abort()),
  });
  await setMarker(page);
  await page.locator('.doc-sidebar a[href="/docs/api/entries"]').click();
  await page.waitForURL(e2e.url('/docs/api/entries'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Entries API');
  expect(await hasMarker(page)).toBe(false);
});

it('shows the not-found page for an unknown route under client navigation', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  await setMarker(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs/no-such-page';
    link.id = 'unknown-link';
    link.textContent = 'Unknown';
    document.querySelector('main .markdown')!.prepend(link);
  });
  await page.locator('#unknown-link').click();
  await page.waitForURL(e2e.url('/docs/no-such-page'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Page Not Found');
  expect(await page.title()).toMatch(/^Page Not Found/);
  expect(await page.locator('.doc-sidebar').count()).toBe(0);
  expect(await hasMarker(page)).toBe(true);

  // Back to the doc page: its sidebar comes back.
  await page.goBack();
  await expect.poll(() => page.locator('h1').textContent()).toBe('REST API overview');
  expect(await page.locator('.doc-sidebar .sidebar__link[aria-current="page"]').getAttribute('href')).toBe(
    '/docs/api/intro',
  );
  expect(await hasMarker(page)).toBe(true);
});

it('follows a redirect route (/docs) to its target under client navigation', async () => {
  const { page } = await e2e.open('/');
  await setMarker(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs';
    link.id = 'docs-link';
    link.textContent = 'Docs';
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#docs-link').click();
  await page.waitForURL(e2e.url('/docs/api/intro'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('REST API overview');
  expect(await page.locator('.doc-sidebar').isVisible()).toBe(true);
  expect(await hasMarker(page)).toBe(true);
});

it('keeps the scroll position across a reload', async () => {
  const { page } = await e2e.open('/docs/api/entries');
  await page.evaluate(() => window.scrollTo(0, 1200));
  // The position is copied into history.state shortly after scrolling stops.
  await page.waitForFunction(() => (history.state as { scroll?: number } | null)?.scroll === 1200);
  await page.reload();
  await waitHydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);
});

it('follows in-page anchors without re-rendering the page, and back returns to where the reader was', async () => {
  let requested: string[] = [];
  const { page } = await e2e.open('/docs/api/errors', {
    before: async (p) => void (requested = recordPayloads(p)),
  });
  await page.evaluate(() => {
    (document.querySelector('.markdown') as HTMLElement & { __probe?: boolean }).__probe = true;
    window.scrollTo(0, 200);
  });
  await page.locator('.doc__toc a[href="#sections-api"]').evaluate((link: HTMLAnchorElement) => link.click());
  await page.waitForURL(e2e.url('/docs/api/errors#sections-api'));
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('sections-api')!.getBoundingClientRect().top)),
    )
    .toBeLessThan(150);
  await page.goBack();
  await expect.poll(() => page.url()).toBe(e2e.url('/docs/api/errors'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
  // The same element: the page was not rendered again, and its payload was never fetched.
  expect(
    await page.evaluate(
      () => (document.querySelector('.markdown') as HTMLElement & { __probe?: boolean }).__probe,
    ),
  ).toBe(true);
  expect(requested).not.toContain('/docs/api/errors/page-data.json');
});
