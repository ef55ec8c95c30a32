import { expect, it } from 'vitest';
import { useE2E, waitHydrated } from './browser.js';

const e2e = useE2E();

const theme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Init script: records html[data-theme] and the announcement state when <body> first appears (before first paint). */
const recordFirstBody = `new MutationObserver((_, observer) => {
  if (!document.body) return;
  observer.disconnect();
  window.__atFirstBody = {
    theme: document.documentElement.getAttribute('data-theme'),
    dismissed: document.documentElement.getAttribute('data-announcement-dismissed'),
  };
}).observe(document, { childList: true, subtree: true });`;

it('toggles the colour mode, stores it under `theme` and keeps it after a reload', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  expect(await theme(page)).toBe('light');
  const toggle = page.getByRole('button', { name: /dark and light mode/ });
  await toggle.click();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  expect(await toggle.getAttribute('aria-label')).toContain('dark mode');
  await page.reload();
  await waitHydrated(page);
  expect(await theme(page)).toBe('dark');
  await page.getByRole('button', { name: /dark and light mode/ }).click();
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

it('applies a colour-mode change in one tab to the other open tabs', async () => {
  const first = await e2e.open('/docs/api/intro');
  const second = await e2e.open('/blog', { context: first.context });
  await second.page.getByRole('button', { name: /dark and light mode/ }).click();
  await first.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  await first.page.getByRole('button', { name: /dark and light mode/ }).click();
  await second.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
});

it('sets the stored colour mode before first paint, without the runtime', async () => {
  const { page, context } = await e2e.open('/docs/api/intro');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // The runtime is blocked: only the inline script in <head> can set the mode.
  await context.route('**/assets/js/runtime*.js', (route) => route.abort());
  const next = await e2e.open('/docs/api/entries', { context, init: recordFirstBody, hydrated: false });
  await next.page.waitForLoadState('load');
  const first = await next.page.evaluate(
    () => (window as Window & { __atFirstBody?: { theme: string } }).__atFirstBody,
  );
  expect(first?.theme).toBe('dark');
  expect(await next.page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
});

it('defaults to light and ignores the system preference', async () => {
  const { page } = await e2e.open('/docs/api/intro', { colorScheme: 'dark' });
  expect(await theme(page)).toBe('light');
});
