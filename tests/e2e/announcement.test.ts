import { expect, it } from 'vitest';
import { useE2E, waitHydrated } from './browser.js';

const e2e = useE2E();

const DISMISS = 'docsgen.announcement.dismiss';
const ID = 'docsgen.announcement.id';

it('dismisses the announcement bar and keeps it hidden, before first paint, after a reload', async () => {
  const { page, context } = await e2e.open('/docs/api/intro');
  const bar = page.getByRole('region', { name: 'Announcement' });
  expect(await bar.isVisible()).toBe(true);
  const id = await bar.getAttribute('data-id');
  await bar.getByRole('button', { name: 'Close' }).click();
  expect(await bar.isVisible()).toBe(false);
  expect(
    await page.evaluate(([d, i]) => [localStorage.getItem(d!), localStorage.getItem(i!)], [DISMISS, ID]),
  ).toEqual(['true', id]);
  await page.reload();
  await waitHydrated(page);
  expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);

  // Without the runtime the inline script alone hides it, before <body> is parsed.
  await context.route('**/assets/js/runtime*.js', (route) => route.abort());
  const next = await e2e.open('/docs/api/entries', {
    context,
    hydrated: false,
    init: `new MutationObserver((_, o) => { if (!document.body) return; o.disconnect();
      window.__dismissedAtBody = document.documentElement.getAttribute('data-announcement-dismissed'); })
      .observe(document, { childList: true, subtree: true });`,
  });
  await next.page.waitForLoadState('load');
  expect(
    await next.page.evaluate(() => (window as Window & { __dismissedAtBody?: string }).__dismissedAtBody),
  ).toBe('true');
  expect(await next.page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
});

it('shows the bar again when its id changes', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  const id = await page.getByRole('region', { name: 'Announcement' }).getAttribute('data-id');
  // As if an older bar had been dismissed.
  await page.evaluate(
    ([d, i]) => {
      localStorage.setItem(d!, 'true');
      localStorage.setItem(i!, 'an-older-announcement');
    },
    [DISMISS, ID],
  );
  await page.reload();
  await waitHydrated(page);
  expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
  expect(
    await page.evaluate(([d, i]) => [localStorage.getItem(d!), localStorage.getItem(i!)], [DISMISS, ID]),
  ).toEqual(['false', id]);
});
