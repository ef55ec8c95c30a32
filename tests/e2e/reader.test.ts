import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasMarker, setMarker, useE2E } from './browser.js';

// What a reader relies on to know where they are: the table of contents, breadcrumbs, focus and
// announcements after client navigation, the mobile drawer, and layouts at phone to wide sizes.

const e2e = useE2E();

/** Text of the "On this page" entries marked as the section being read. */
const activeToc = (page: Page, scope = '.doc__toc') =>
  page.locator(`${scope} .toc__link[aria-current="location"]`).allTextContents();

describe('On this page', () => {
  it('marks the section being read as the reader scrolls (scroll-spy)', async () => {
    const { page } = await e2e.open('/docs/api/entries');
    expect(await activeToc(page)).toEqual([]);
    await page.locator('.doc__toc .toc__link', { hasText: 'List entries' }).click();
    await expect.poll(() => activeToc(page)).toEqual(['List entries']);
    await page.evaluate(() => document.getElementById('create-an-entry')!.scrollIntoView());
    await expect.poll(() => activeToc(page)).toEqual(['Create an entry']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => activeToc(page)).toEqual([]);
    // At the very bottom the last section is the one being read, though its heading cannot reach the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.locator('.doc__toc .toc__link').last().textContent();
    await expect.poll(() => activeToc(page)).toEqual([last]);
  });

  it('follows the new page after client navigation', async () => {
    const { page } = await e2e.open('/docs/api/intro');
    await page.locator('.doc-sidebar a[href="/docs/api/entries"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Entries API');
    await page.evaluate(() => document.getElementById('update-an-entry')!.scrollIntoView());
    await expect.poll(() => activeToc(page)).toEqual(['Update an entry']);
  });

  it('is a collapsible block above the content at 1200 px and below', async () => {
    const { page } = await e2e.open('/docs/api/entries', { viewport: { width: 1000, height: 800 } });
    const side = page.locator('.doc__toc');
    const collapsible = page.locator('details.toc-collapsible');
    const link = collapsible.getByRole('link', { name: 'Delete an entry' });
    expect(await side.isVisible()).toBe(false);
    expect(await collapsible.isVisible()).toBe(true);
    expect(await link.isVisible()).toBe(false);
    // Above the content: between the title and the first paragraph.
    const [title, toc, body] = await Promise.all(
      ['h1', 'details.toc-collapsible', '.markdown'].map(
        async (s) => (await page.locator(s).boundingBox())!.y,
      ),
    );
    expect(title).toBeLessThan(toc!);
    expect(toc).toBeLessThan(body!);
    await collapsible.getByText('On this page').click();
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#delete-an-entry');
    await expect.poll(() => activeToc(page, '.toc-collapsible')).toEqual(['Delete an entry']);

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await side.isVisible()).toBe(true);
    expect(await collapsible.isVisible()).toBe(false);
  });

  it('lists the changelog by date', async () => {
    const { page } = await e2e.open('/docs/changelog');
    const entries = await page.locator('.doc__toc .toc__link').allTextContents();
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('after a client navigation', () => {
  it('moves focus to the new page heading and announces its title', async () => {
    const { page } = await e2e.open('/docs/api/entries');
    await setMarker(page);
    await page.locator('.doc-sidebar a[href="/docs/api/errors"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Errors');
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1')))
      .toBe(true);
    const announcer = page.locator('[aria-live]');
    expect(await announcer.count()).toBe(1);
    await expect.poll(() => announcer.textContent()).toBe('Errors | Codex');
    // The heading takes focus without scrolling the page away from where navigation put it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab goes on from the heading, into the new page's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    expect(await hasMarker(page)).toBe(true);
  });

  it('keeps the scroll on the hash target when it focuses the heading', async () => {
    const { page } = await e2e.open('/docs/api/intro');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/api/errors#jobs-api';
      a.textContent = 'jobs errors';
      document.querySelector('.markdown')!.prepend(a);
    });
    await page.getByRole('link', { name: 'jobs errors' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Errors');
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('jobs-api')!.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });
});

describe('breadcrumbs', () => {
  it('lead home, through the category, to the page', async () => {
    const { page } = await e2e.open('/docs/editor/heading');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    expect(await crumbs.locator('li').allInnerTexts()).toEqual(['', 'Editor', 'Heading']);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Heading');
  });

  it('show the category of the page the sidebar does not list (editor/block-quote)', async () => {
    const { page } = await e2e.open('/docs/editor/block-quote');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.locator('li').allInnerTexts()).toEqual(['', 'Editor', 'Block quote']);
    await crumbs.getByRole('link', { name: 'Home page' }).click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/');
  });
});

describe('mobile drawer', () => {
  it('closes on Escape and shows its state on the button', async () => {
    const { page } = await e2e.open('/docs/api/entries', { viewport: { width: 800, height: 900 } });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const drawer = page.locator('.navbar-drawer');
    expect(await page.locator('.navbar__toggle-open').isVisible()).toBe(true);
    expect(await page.locator('.navbar__toggle-close').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.navbar__toggle-open').isVisible()).toBe(false);
    expect(await page.locator('.navbar__toggle-close').isVisible()).toBe(true);
    await drawer.locator('a[href="/docs/api/errors"]').focus();
    await page.keyboard.press('Escape');
    expect(await drawer.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.navbar__toggle-open').isVisible()).toBe(true);
    // Focus was in the drawer: it returns to the button, not to the top of the document.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar__toggle');
  });
});

describe('layout', () => {
  it('shows the code Copy button without hover on a touch screen', async () => {
    const { page } = await e2e.open('/docs/api/entries', {
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const copy = page.locator('.code-block__copy').first();
    expect(await copy.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // With a mouse it still appears on hover only.
    const desk = await e2e.open('/docs/api/entries');
    expect(
      await desk.page
        .locator('.code-block__copy')
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('0');
  });

  it('lines up the first item of a grid with the others, and balances the six home cards', async () => {
    const { page } = await e2e.open('/');
    const tops = await page
      .locator('.cards > li')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    const rows = [...new Set(tops)];
    expect(rows).toHaveLength(2);
    expect(tops.filter((t) => t === rows[0])).toHaveLength(3);
    const icons = await e2e.open('/icons/');
    const iconTops = await icons.page
      .locator('.icon-gallery__grid > li')
      .evaluateAll((items) => items.slice(0, 2).map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(iconTops[0]).toBe(iconTops[1]);
  });

  it('scrolls a wide table sideways on a phone instead of squeezing its columns', async () => {
    const { page } = await e2e.open('/docs/api/errors', { viewport: { width: 390, height: 800 } });
    const table = page.locator('.markdown table').nth(1);
    const { scroll, client, narrowest } = await table.evaluate((t) => ({
      scroll: t.scrollWidth,
      client: t.clientWidth,
      narrowest: Math.min(...[...t.querySelectorAll('th')].map((th) => th.getBoundingClientRect().width)),
    }));
    expect(scroll).toBeGreaterThan(client);
    expect(narrowest).toBeGreaterThanOrEqual(120);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it('centres the doc layout on screens wider than 1600 px', async () => {
    const { page } = await e2e.open('/docs/api/entries', { viewport: { width: 1900, height: 900 } });
    const { left, right } = await page.locator('.doc').evaluate((doc) => {
      const main = doc.parentElement!.getBoundingClientRect();
      const box = doc.getBoundingClientRect();
      return { left: box.left - main.left, right: main.right - box.right };
    });
    expect(left).toBeGreaterThan(50);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  });
});
