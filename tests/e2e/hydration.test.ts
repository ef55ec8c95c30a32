import { expect, it } from 'vitest';
import { useE2E } from './browser.js';

const e2e = useE2E();

it.each(['/', '/docs/api/intro', '/blog', '/blog/mdx-blog-post', '/icons/', '/markdown-page'])(
  'marks %s as hydrated once the runtime has started, without errors',
  async (pathname) => {
    const { page, errors } = await e2e.open(pathname);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(errors).toEqual([]);
  },
);

it('marks the not-found page as hydrated', async () => {
  const { page, errors } = await e2e.open('/no-such-page');
  expect(await page.locator('h1').textContent()).toBe('Page Not Found');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  // The only console error is the browser's own note about the 404 status of the document.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
