import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { hasMarker, setMarker, useE2E, waitHydrated } from './browser.js';

const e2e = useE2E();
const POST = '/blog/mdx-blog-post';
const ISLAND = '**/assets/islands/content-blog-*mdx-blog-post*.js';

/** Init script: records when a loading spinner first appears (performance.now()). */
const recordSpinner = `new MutationObserver((records) => {
  for (const r of records) for (const n of r.addedNodes)
    if (n instanceof Element && n.matches('[role=status]') && window.__spinnerAt === undefined) window.__spinnerAt = performance.now();
}).observe(document, { childList: true, subtree: true });`;

const spinnerAt = (page: Page) =>
  page.evaluate(() => (window as Window & { __spinnerAt?: number }).__spinnerAt);
const likeButton = (page: Page) => page.getByRole('button', { name: /^Liked \d+ times?$/ });

/** Serves the real island script with `patch` applied to its text. */
async function patched(route: Route, patch: (code: string) => string): Promise<void> {
  const response = await route.fetch();
  const code = await response.text();
  const changed = patch(code);
  if (changed === code) throw new Error('the island patch did not apply');
  await route.fulfill({ response, body: changed });
}

it('hydrates the island of an MDX post, also after client navigation, without hydration errors', async () => {
  const { page, errors } = await e2e.open(POST);
  await likeButton(page).click();
  await expect.poll(() => likeButton(page).textContent()).toBe('Liked 1 time');
  expect(errors).toEqual([]);

  const second = await e2e.open('/blog');
  await setMarker(second.page);
  await second.page.locator(`main a[href="${POST}"]`).first().click();
  await expect
    .poll(() => second.page.locator('h1').textContent())
    .toBe('Writing MDX posts for the Codex blog');
  await expect.poll(() => likeButton(second.page).isVisible()).toBe(true);
  await expect
    .poll(async () => {
      await likeButton(second.page).click();
      return likeButton(second.page).textContent();
    })
    .not.toBe('Liked 0 times');
  expect(await hasMarker(second.page)).toBe(true);
  expect(second.errors).toEqual([]);
});

it('filters and copies on the icon gallery reached by client navigation, with no island script', async () => {
  const scripts: string[] = [];
  const { page, context, errors } = await e2e.open('/docs/api/intro', {
    before: async (p) => void p.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url())),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setMarker(page);
  await page.locator('.navbar__link[href="/icons/"]').first().click();
  await page.waitForURL(e2e.url('/icons/'));
  const status = page.locator('.icon-gallery__status');
  const all = await status.textContent();
  expect(all).toMatch(/^(\d+) of \1 icons$/);
  // The site's runtime handles the filter box: it works at once, nothing to hydrate first.
  await page.getByLabel('Filter icons').fill('calendar');
  expect(await status.textContent()).toMatch(/^1 of \d+ icons$/);
  expect(await page.locator('.icon-gallery__grid > li:visible').count()).toBe(1);
  await page.getByRole('button', { name: 'calendar' }).click();
  expect(await status.textContent()).toBe('Copied "calendar" to the clipboard.');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('calendar');
  await page.getByLabel('Filter icons').fill('');
  expect(await status.textContent()).toBe(all);
  expect(scripts.filter((url) => url.includes('/assets/islands/'))).toEqual([]);
  expect(await hasMarker(page)).toBe(true);
  expect(errors).toEqual([]);
});

/** Opens the post with the browser's timers under the test's control (paused; time moves only on runFor). */
function openPaused(options: Parameters<typeof e2e.open>[1] = {}) {
  return e2e.open(POST, {
    ...options,
    before: async (p) => {
      await p.clock.install({ time: 1_000_000 });
      // The clock runs between the two calls: pause well ahead of it (nothing is scheduled yet).
      await p.clock.pauseAt(1_000_000 + 3_600_000);
      await options.before?.(p);
    },
  });
}

it('shows a spinner only after 200 ms while an island script loads, and removes it once loaded', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const seen = new Promise<void>((resolve) => (requested = resolve));
  const { page } = await openPaused({
    hydrated: false,
    before: (p) =>
      p.route(ISLAND, async (route) => {
        requested();
        await held;
        await route.continue();
      }),
  });
  await seen;
  await page.clock.runFor(199);
  expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
  await page.clock.runFor(2);
  expect(await page.getByRole('status', { name: 'Loading' }).isVisible()).toBe(true);
  release();
  await waitHydrated(page);
  expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
  await likeButton(page).click();
  await expect.poll(() => likeButton(page).textContent()).toBe('Liked 1 time');
});

it('shows no spinner when the island script loads within 200 ms', async () => {
  const { page } = await openPaused({ init: recordSpinner });
  // Hydrated with the clock still at 0 ms since the script was requested; now let time pass.
  await page.clock.runFor(2_000);
  expect(await spinnerAt(page)).toBeUndefined();
  await likeButton(page).click();
  await expect.poll(() => likeButton(page).textContent()).toBe('Liked 1 time');
});

it('shows the error and a Retry button when the island script fails, and Retry loads it', async () => {
  let fail = true;
  const { page } = await e2e.open(POST, {
    before: (p) => p.route(ISLAND, (route) => (fail ? route.abort() : route.continue())),
  });
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toMatch(/\S/);
  const retry = alert.getByRole('button', { name: 'Retry' });
  fail = false;
  await retry.click();
  await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  await expect
    .poll(async () => {
      await likeButton(page).click();
      return likeButton(page).textContent();
    })
    .not.toBe('Liked 0 times');
});

it('shows "This page crashed.", the message and "Try again" when an island component throws', async () => {
  const { page } = await e2e.open(POST, {
    before: (p) =>
      p.route(ISLAND, (route) =>
        patched(route, (code) =>
          // The like counter throws as soon as it reaches 1.
          code.replace(
            /"Liked ",(\w+),/,
            '"Liked ",$1===1?(()=>{throw new Error("The like button exploded")})():$1,',
          ),
        ),
      ),
  });
  await likeButton(page).click();
  const main = page.locator('main');
  await main.getByText('This page crashed.').waitFor();
  expect(await main.getByText('The like button exploded').isVisible()).toBe(true);
  // Try again renders the content afresh: the counter starts from zero and works until it throws again.
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => likeButton(page).textContent()).toBe('Liked 0 times');
  expect(await main.getByText('This page crashed.').count()).toBe(0);
});

it('shows the crash screen when a component throws while hydrating', async () => {
  const { page } = await e2e.open(POST, {
    before: (p) =>
      p.route(ISLAND, (route) =>
        patched(route, (code) =>
          code.replace(/"Liked ",(\w+),/, '"Liked ",(()=>{throw new Error("Broken at hydration")})(),'),
        ),
      ),
  });
  const main = page.locator('main');
  await main.getByText('This page crashed.').waitFor();
  expect(await main.getByText('Broken at hydration').isVisible()).toBe(true);
  expect(await main.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
});

it('shows the crash screen when the page script itself throws', async () => {
  const { page } = await e2e.open(POST, {
    before: (p) =>
      p.route(ISLAND, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'export default () => { throw new Error("Page script failed"); };',
        }),
      ),
  });
  const main = page.locator('main');
  await main.getByText('This page crashed.').waitFor();
  expect(await main.getByText('Page script failed').isVisible()).toBe(true);
  expect(await main.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
});
