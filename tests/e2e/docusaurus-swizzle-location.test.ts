import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { copyFixture } from '../helpers.js';
import { builtRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-swizzle with a DocItem/Layout that, as real sites' do, wraps the doc in
// an element of its own on some paths, which it learns from useLocation once its island (it has a
// notice the reader can close) runs: the server's HTML (an island's knows no path) has no such
// element, the browser's does.
const e2e = useE2E(() => {
  const root = copyFixture('docusaurus-swizzle');
  writeFileSync(
    path.join(root, 'src/theme/DocItem/Layout/index.js'),
    [
      "import React, { useState } from 'react';",
      "import Layout from '@theme-original/DocItem/Layout';",
      "import { useLocation } from '@docusaurus/router';",
      '',
      'export default function LayoutWrapper(props) {',
      '  const { pathname } = useLocation();',
      '  const [notice, setNotice] = useState(true);',
      '  const close = notice ? <button className="close-notice" onClick={() => setNotice(false)}>Close</button> : null;',
      "  if (!pathname.startsWith('/docs/intro')) return <>{close}<Layout {...props} /></>;",
      '  return (',
      '    <div data-weight="3">',
      '      {close}',
      '      <Layout {...props} />',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  return builtRoot(root);
});

it('keeps the doc in a DocItem/Layout whose markup around it changes once its island runs', async () => {
  const { page, errors } = await e2e.open('/docs/head');
  const article = page.locator('main .doc__article');
  expect(await article.count()).toBe(1);
  await page.locator('.pagination__link--prev').click();
  await page.waitForURL('**/docs/intro');
  await expect
    .poll(() => page.locator('main [data-weight="3"] .doc__article h1').textContent())
    .toBe('Introduction');
  // Loaded there, not navigated to: the same, the doc's own footer with it.
  await page.reload();
  await expect
    .poll(() => page.locator('main [data-weight="3"] .doc__article h1').textContent())
    .toBe('Introduction');
  expect(await page.locator('main .doc-feedback').count()).toBe(1);
  await page.locator('.close-notice').click();
  await expect.poll(() => page.locator('.close-notice').count()).toBe(0);
  expect(await page.locator('main .doc__article').count()).toBe(1);
  expect(errors).toEqual([]);
});
