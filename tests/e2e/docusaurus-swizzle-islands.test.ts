import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { copyFixture } from '../helpers.js';
import { builtRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-swizzle with interactive parts: a DocItem/Layout that wraps the doc in
// an element of its own once its island (it has a notice the reader can close) runs in the
// browser (useIsBrowser), so that the server's HTML has no such element and the browser's does; a
// DocSidebar with a counter, the docs split in two sidebars; a DocItem/Footer and a BlogPostItem
// that show what useDoc() and useBlogPost() say in their markup, in an effect and after a click.
const e2e = useE2E(() => {
  const root = copyFixture('docusaurus-swizzle');
  const write = (file: string, lines: string[]) => writeFileSync(path.join(root, file), lines.join('\n'));
  write('src/theme/DocItem/Layout/index.js', [
    "import React, { useState } from 'react';",
    "import Layout from '@theme-original/DocItem/Layout';",
    "import useIsBrowser from '@docusaurus/useIsBrowser';",
    '',
    'export default function LayoutWrapper(props) {',
    '  const browser = useIsBrowser();',
    '  const [notice, setNotice] = useState(true);',
    '  const close = notice ? <button className="close-notice" onClick={() => setNotice(false)}>Close</button> : null;',
    '  if (!browser) return <>{close}<Layout {...props} /></>;',
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
  write('src/theme/DocItem/Footer/index.js', [
    "import React, { useEffect, useState } from 'react';",
    "import Footer from '@theme-original/DocItem/Footer';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    '',
    'export default function FooterWrapper(props) {',
    '  const { metadata, frontMatter } = useDoc();',
    "  const [seen, setSeen] = useState('');",
    '  const [asked, setAsked] = useState(false);',
    '  useEffect(() => setSeen(metadata.title), [metadata.title]);',
    '  return (',
    '    <>',
    '      <Footer {...props} />',
    '      <p className="doc-feedback">Was “{metadata.title}” helpful?</p>',
    '      <p className="doc-seen">{seen}</p>',
    '      <button className="doc-ask" onClick={() => setAsked(true)}>Ask</button>',
    '      {asked ? <p className="doc-asked">{`${metadata.permalink} for ${frontMatter.audience ?? \'everyone\'}`}</p> : null}',
    '    </>',
    '  );',
    '}',
    '',
  ]);
  write('src/theme/BlogPostItem/index.js', [
    "import React, { useEffect, useState } from 'react';",
    "import BlogPostItem from '@theme-original/BlogPostItem';",
    "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    '',
    'export default function BlogPostItemWrapper(props) {',
    '  const { metadata, isBlogPostPage } = useBlogPost();',
    "  const [seen, setSeen] = useState('');",
    "  useEffect(() => setSeen(`${metadata.title} (${isBlogPostPage ? 'page' : 'list'})`), [metadata.title, isBlogPostPage]);",
    '  return (',
    '    <>',
    '      <BlogPostItem {...props} />',
    '      <p className="post-seen">{seen}</p>',
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

it("gives an island of a doc's part the doc useDoc() said on the server, and the next doc's after a client navigation", async () => {
  const { page, errors } = await e2e.open('/docs/intro');
  const seen = page.locator('main .doc-seen');
  await expect.poll(() => seen.textContent()).toBe('Introduction');
  await page.locator('main .doc-ask').click();
  await expect.poll(() => page.locator('main .doc-asked').textContent()).toBe('/docs/intro for operators');
  // A mark a full page load would lose.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.locator('main a[href="/docs/head"]').click();
  await page.waitForURL('**/docs/head');
  await expect.poll(() => seen.textContent()).toBe('Head elements');
  expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  expect(await page.locator('main .doc-feedback').textContent()).toBe('Was “Head elements” helpful?');
  await page.locator('main .doc-ask').click();
  await expect.poll(() => page.locator('main .doc-asked').textContent()).toBe('/docs/head for everyone');
  // Back: the first page's payload, read from its markup as it loaded.
  await page.goBack();
  await expect.poll(() => seen.textContent()).toBe('Introduction');
  expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  expect(errors).toEqual([]);
});

it('gives an island of a BlogPostItem its post, in a list and on its page, after a client navigation too', async () => {
  const { page, errors } = await e2e.open('/blog');
  const seen = page.locator('main .post-seen');
  await expect.poll(() => seen.allTextContents()).toEqual(['Frames in practice (list)', 'Hello (list)']);
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.locator('main a[href="/blog/2024/05/01/frames"]').first().click();
  await page.waitForURL('**/blog/2024/05/01/frames');
  await expect.poll(() => seen.allTextContents()).toEqual(['Frames in practice (page)']);
  expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  expect(errors).toEqual([]);
});
