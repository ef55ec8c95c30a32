import { expect, it } from 'vitest';
import { copyFixture, rewriteFile, runCli } from '../helpers.js';
import { builtRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-versions with its second docs plugin (community) released as 1.0 by
// `docs:version:community`, and a version dropdown of its own, in Chromium.
const e2e = useE2E(async () => {
  const site = copyFixture('docusaurus-versions');
  const cut = await runCli(['docs:version:community', '1.0', '--root', site]);
  if (cut.code !== 0) throw new Error(cut.stderr);
  rewriteFile(
    site,
    'docusaurus.config.js',
    "{ type: 'docsVersionDropdown', position: 'right' },",
    "{ type: 'docsVersionDropdown', position: 'right' },\n{ type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },",
  );
  return builtRoot(site);
});

const stored = (plugin: string) => `docs-preferred-version-${plugin}`;
const community = '.navbar__inner [data-version-label][data-docs-plugin="community"]';
const own = '.navbar__inner [data-version-label]:not([data-docs-plugin])';

it("keeps the version chosen of each docs plugin under that plugin's key, and its links follow it", async () => {
  const { page, context, errors } = await e2e.open('/community/support');
  expect(await page.locator(community).textContent()).toBe('1.0');
  await page.locator(community).hover();
  await page.locator('.navbar__inner a[data-version="community/current"]').click();
  await page.waitForURL(e2e.url('/community/next/support'));
  await expect.poll(() => page.locator(community).textContent()).toBe('Next');
  const storage = () =>
    page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key)),
      [stored('community'), stored('default')],
    );
  expect(await storage()).toEqual(['current', null]);
  // Elsewhere, the community link leads to the version chosen; the site's own docs stay at their last.
  const home = await e2e.open('/', { context });
  await expect
    .poll(() =>
      home.page
        .locator('.navbar__inner a[data-versions-key="community:sidebar:community"]')
        .getAttribute('href'),
    )
    .toBe('/community/next/support');
  expect(await home.page.locator(community).textContent()).toBe('Next');
  expect(await home.page.locator(own).textContent()).toBe('2.0');
  expect(
    await home.page.locator('.navbar__inner a[data-versions-key="doc:intro"]').getAttribute('href'),
  ).toBe('/docs/intro');
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});
