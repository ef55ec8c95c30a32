import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useE2E, waitHydrated } from './browser.js';

const e2e = useE2E();

/** The selected tab value of every "lang" tabs group on the page. */
function selected(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.tabs-container[data-group="lang"]')].map((group) => {
      const tab = group.querySelector<HTMLElement>('[role=tab][aria-selected="true"]')!;
      const panel = group.querySelector<HTMLElement>(`[role=tabpanel][data-value="${tab.dataset.value}"]`)!;
      // The selected tab's panel is the one shown.
      return panel.hidden ? 'hidden panel' : tab.dataset.value!;
    }),
  );
}

it('switches every tab group with the same groupId, remembers it, and syncs other tabs', async () => {
  const { page, context } = await e2e.open('/docs/api/entries');
  const other = await e2e.open('/docs/api/entries', { context });
  const before = await selected(page);
  expect(before.length).toBeGreaterThan(1);
  const values = await page
    .locator('.tabs-container[data-group="lang"]')
    .first()
    .locator('[role=tab]')
    .evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).dataset.value!));
  const next = values.find((value) => value !== before[0])!;

  await page
    .locator('.tabs-container[data-group="lang"]')
    .first()
    .locator(`[role=tab][data-value="${next}"]`)
    .click();
  expect(await selected(page)).toEqual(before.map(() => next));
  expect(await page.evaluate(() => localStorage.getItem('docsgen.tab.lang'))).toBe(next);
  // The other open page follows through the storage event.
  await expect.poll(() => selected(other.page)).toEqual(before.map(() => next));

  await page.reload();
  await waitHydrated(page);
  expect(await selected(page)).toEqual(before.map(() => next));
});
