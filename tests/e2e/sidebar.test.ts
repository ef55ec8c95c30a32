import { expect, it } from 'vitest';
import { collapseDuration } from '../../src/client/sidebar.js';
import { useE2E } from './browser.js';

const e2e = useE2E();

const openCategories = (page: import('playwright-core').Page) =>
  page.$$eval('.doc-sidebar details', (all) => all.map((d) => (d as HTMLDetailsElement).open));

it('opens and closes a category without touching the others (no auto-collapse)', async () => {
  const { page } = await e2e.open('/docs/api/intro');
  const before = await openCategories(page);
  const jobs = page.locator('.doc-sidebar summary', { hasText: 'Jobs' });
  const index = await page.$$eval('.doc-sidebar summary', (all) =>
    all.findIndex((s) => s.textContent === 'Jobs'),
  );
  expect(before[index]).toBe(false);
  await jobs.click();
  await expect.poll(() => openCategories(page)).toEqual(before.map((open, i) => (i === index ? true : open)));
  expect(await page.locator('.doc-sidebar a[href="/docs/jobs/clone-site"]').isVisible()).toBe(true);
  await jobs.click();
  await expect.poll(() => openCategories(page)).toEqual(before);
});

const editor = (page: import('playwright-core').Page) =>
  page.evaluateHandle(() =>
    [...document.querySelectorAll('.doc-sidebar details')].find(
      (d) => d.querySelector('summary')?.textContent === 'Editor',
    )!,
  );

it('animates the height over a duration computed from it, and not at all for reduced motion', async () => {
  expect(collapseDuration(36)).toBeLessThan(collapseDuration(360));
  expect(collapseDuration(100_000)).toBe(1000);

  const { page } = await e2e.open('/docs/api/intro');
  // Clicked and read in one task: on a loaded machine the animation could end before a later read.
  const running = await (
    await editor(page)
  ).evaluate((d) => {
    d.querySelector('summary')!.click();
    const list = d.querySelector(':scope > ul') as HTMLElement;
    const [animation] = list.getAnimations();
    return { duration: animation?.effect?.getTiming().duration, height: list.scrollHeight };
  });
  expect(running.duration).toBe(collapseDuration(running.height));

  const reduced = await e2e.open('/docs/api/intro', { reducedMotion: 'reduce' });
  await reduced.page.locator('.doc-sidebar summary', { hasText: 'Editor' }).click();
  const state = await (
    await editor(reduced.page)
  ).evaluate((d) => ({
    open: (d as HTMLDetailsElement).open,
    animations: d.querySelector(':scope > ul')!.getAnimations().length,
  }));
  expect(state).toEqual({ open: true, animations: 0 });
});
