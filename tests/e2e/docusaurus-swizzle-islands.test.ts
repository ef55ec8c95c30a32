import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { copyFixture } from '../helpers.js';
import { builtRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-swizzle with interactive parts: a DocItem/Layout that, as real sites'
// do, wraps the doc in an element of its own on some paths, which it learns from useLocation once
// its island (it has a notice the reader can close) runs, so that the server's HTML (an island's
// knows no path) has no such element and the browser's does; and a DocSidebar with a counter, the
// docs split in two sidebars.
const e2e = useE2E(() => {
  const root = copyFixture('docusaurus-swizzle');
  const write = (file: string, lines: string[]) => writeFileSync(path.join(root, file), lines.join('\n'));
  write('src/theme/DocItem/Layout/index.js', [
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
  ]);
  write('src/theme/DocSidebar/index.js', [
    "import React, { useState } from 'react';",
    "import DocSidebar from '@theme-original/DocSidebar';",
    '',
    'export default function DocSidebarWrapper(props) {',
    '  const [count, setCount] = useState(0);',
    '  return (',
    '    <>',
    '      <button className="sidebar-count" onClick={() => setCount(count + 1)}>Clicked {count}</button>',
    '      <DocSidebar {...props} />',
    '    </>',
    '  );',
    '}',
    '',
  ]);
  write('sidebars.js', ["module.exports = { docs: ['intro'], more: ['head'] };", '']);
  appendFileSync(path.join(root, 'docs/intro.md'), '\nSee [the head elements](./head.mdx).\n');
  return builtRoot(root);
});

it('keeps the doc in a DocItem/Layout whose markup around it changes once its island runs', async () => {
  const { page, errors } = await e2e.open('/docs/intro');
  const article = page.locator('main [data-weight="3"] .doc__article');
  await expect.poll(() => article.locator('h1').textContent()).toBe('Introduction');
  // The doc's own footer with it.
  expect(await page.locator('main .doc-feedback').count()).toBe(1);
  await page.locator('.close-notice').click();
  await expect.poll(() => page.locator('.close-notice').count()).toBe(0);
  expect(await article.count()).toBe(1);
  expect(errors).toEqual([]);
});

it('hydrates the DocSidebar of a sidebar a client navigation switches to', async () => {
  const { page, errors } = await e2e.open('/docs/intro');
  const counter = page.locator('.sidebar-count');
  await counter.click();
  await expect.poll(() => counter.textContent()).toBe('Clicked 1');
  await page.locator('main a[href="/docs/head"]').click();
  await page.waitForURL('**/docs/head');
  await expect.poll(() => page.locator('.doc-sidebar').getAttribute('data-sidebar')).toBe('more');
  expect(await counter.textContent()).toBe('Clicked 0');
  await counter.click();
  await expect.poll(() => counter.textContent()).toBe('Clicked 1');
  expect(await page.locator('.doc-sidebar .sidebar__link').allTextContents()).toEqual(['Head elements']);
  expect(errors).toEqual([]);
});
