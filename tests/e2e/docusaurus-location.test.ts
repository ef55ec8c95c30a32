import { expect, it } from 'vitest';
import { copyFixture } from '../helpers.js';
import { builtRoot, hasMarker, setMarker, useE2E } from './browser.js';

// tests/fixtures/docusaurus-location: a swizzled Navbar and Root that show the path the reader is
// on (islands of parts rendered for the whole site) and a doc's component that shows it too (an
// MDX page's island), with buttons that move through useHistory.
const e2e = useE2E(() => builtRoot(copyFixture('docusaurus-location')));

it("shows the page's path in a swizzled Navbar and Root and in a page's island, after client navigation and back", async () => {
  const { page, errors } = await e2e.open('/docs/intro');
  const navbar = page.locator('.navbar-path');
  await expect.poll(() => navbar.textContent()).toBe('/docs/intro');
  await setMarker(page);
  await page.locator('main .markdown a[href="/docs/other"]').click();
  await page.waitForURL('**/docs/other');
  await expect.poll(() => navbar.textContent()).toBe('/docs/other');
  await expect.poll(() => page.locator('.root-path').textContent()).toBe('Around /docs/other');
  await expect.poll(() => page.locator('main .where-path').textContent()).toBe('/docs/other');
  await page.goBack();
  await expect.poll(() => navbar.textContent()).toBe('/docs/intro');
  await page.goForward();
  await expect.poll(() => navbar.textContent()).toBe('/docs/other');
  expect(await hasMarker(page)).toBe(true);
  expect(errors).toEqual([]);
});

it("moves through useHistory's push and replace by client navigation, on the same page at once", async () => {
  const { page, errors } = await e2e.open('/docs/other?tab=a');
  const navbar = page.locator('.navbar-path');
  const where = page.locator('main .where-path');
  await expect.poll(() => where.textContent()).toBe('/docs/other');
  // The server's HTML says the path alone; the island hydrates from it, then shows the query.
  await expect.poll(() => navbar.textContent()).toBe('/docs/other?tab=a');
  await setMarker(page);
  // A replace: the same entry, another query.
  const entries = await page.evaluate(() => history.length);
  await page.locator('main .where-tab').click();
  await expect.poll(() => navbar.textContent()).toBe('/docs/other?tab=b');
  expect(page.url()).toMatch(/\/docs\/other\?tab=b$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.locator('main .where-details').click();
  await expect.poll(() => navbar.textContent()).toBe('/docs/other#details');
  await expect.poll(() => where.textContent()).toBe('/docs/other#details');
  expect(page.url()).toMatch(/\/docs\/other#details$/);
  await page.locator('main .where-intro').click();
  await page.waitForURL('**/docs/intro');
  await expect.poll(() => navbar.textContent()).toBe('/docs/intro');
  // The state push gave, as useLocation gives it.
  expect(await navbar.getAttribute('data-from')).toBe('other');
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Introduction');
  await page.goBack();
  await expect.poll(() => navbar.textContent()).toBe('/docs/other#details');
  expect(await navbar.getAttribute('data-from')).toBeNull();
  await page.goBack();
  await expect.poll(() => navbar.textContent()).toBe('/docs/other?tab=b');
  expect(await hasMarker(page)).toBe(true);
  expect(errors).toEqual([]);
});
