import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, copyFixture, readBuilt, runCli } from '../helpers.js';

/** The rendered Markdown body of a built page: the content of its `.markdown` element. */
function markdownOf(page: string): string {
  const start = page.indexOf('<div class="markdown"');
  const end = page.lastIndexOf('</article>');
  expect(start).toBeGreaterThanOrEqual(0);
  return page.slice(page.indexOf('>', start) + 1, end);
}

describe('Docusaurus MDX content (tests/fixtures/docusaurus-mdx)', () => {
  let root = '';
  let page = '';
  let body = '';

  beforeAll(async () => {
    root = await buildFixture('docusaurus-mdx');
    page = readBuilt(root, 'docs/features/index.html');
    body = markdownOf(page);
  });

  it('runs ESM imports/exports (components and MDX partials), expressions and JSX', () => {
    expect(body).toMatch(/Version (<!-- -->)?1\.2\.3(<!-- -->)?, sum (<!-- -->)?3/);
    expect(body).toContain('<span class="badge">inline JSX</span>');
    expect(body).toMatch(/<strong class="greeting">Hello, (<!-- -->)?MDX(<!-- -->)?!<\/strong>/);
    // Underscore files are not pages but can be imported: an MDX partial renders in place.
    expect(body).toContain('<p>Shared text from a <strong>partial</strong>.</p>');
    expect(existsSync(path.join(root, 'build/docs/_partial/index.html'))).toBe(false);
    // A local component import makes the page an island that hydrates on the client.
    const island = /<div class="markdown" data-island="([^"]+)"/.exec(page)?.[1];
    expect(island).toMatch(/^\/assets\/islands\/.+\.js$/);
    expect(existsSync(path.join(root, 'build', island!))).toBe(true);
  });

  it('resolves @theme/Tabs, TabItem, Admonition, CodeBlock and Details to docsgen components', () => {
    expect(body).toContain('<div class="tabs-container" data-group="pm">');
    expect(body).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-value="npm">npm<\/button>/);
    expect(body).toMatch(/role="tabpanel" class="tabs__panel" data-value="yarn" hidden=""/);
    expect(body).toContain(
      '<div class="admonition admonition-warning" role="note"><div class="admonition__title">Careful</div>',
    );
    expect(body).toContain('<div class="code-block__title">component.js</div>');
    expect(body).toContain('<code>const x = 1;</code>');
    expect(body).toContain('<details class="details"><summary>More</summary>');
  });

  it('takes heading ids from {#id} and {/* #id */}', () => {
    expect(body).toContain('<h2 id="mdx-explicit">Explicit id<a href="#mdx-explicit"');
    expect(body).toContain('<h2 id="mdx-comment">Comment id<a href="#mdx-comment"');
    expect(page).toContain('<a class="toc__link" href="#mdx-comment">Comment id</a>');
  });

  it('renders directive admonitions in MDX, with legacy and bracket titles', () => {
    expect(body).toMatch(
      /admonition-tip" role="note"><div class="admonition__title">Legacy MDX title<\/div>/,
    );
    expect(body).toMatch(/admonition-note" role="note"><div class="admonition__title">Bracket title<\/div>/);
  });

  it('leaves code blocks exactly as written and applies code meta', () => {
    expect(body).toContain('## Not a heading {#not-an-id}</span>');
    expect(body).toContain(':::tip Not rewritten</span>');
    expect(body).toMatch(/<pre [^>]*class="shiki docsgen line-numbers"/);
    expect(body).not.toContain('highlight-next-line');
    expect([...body.matchAll(/<span class="line theme-code-block-highlighted-line">/g)]).toHaveLength(2);
  });

  it('resolves links between .md and .mdx files and emits co-located images', () => {
    expect(body).toContain('<a href="/docs/intro#intro">the intro</a>');
    expect(markdownOf(readBuilt(root, 'docs/intro/index.html'))).toContain(
      '<a href="/docs/features#mdx-comment">the MDX page</a>',
    );
    const src =
      /<img src="(\/assets\/images\/logo-[0-9a-f]{8}\.png)" alt="logo" decoding="async" loading="lazy"\/>/.exec(
        body,
      )?.[1];
    expect(src).toBeDefined();
    expect(existsSync(path.join(root, 'build', src!))).toBe(true);
  });
});

describe('pages saved with a byte order mark (tests/fixtures/docusaurus-mdx, rewritten)', () => {
  it('reads the front matter after it, and the first heading, in MDX as in Markdown', async () => {
    const root = copyFixture('docusaurus-mdx');
    for (const rel of ['content/docs/features.mdx', 'content/docs/intro.md']) {
      const file = path.join(root, rel);
      writeFileSync(file, '\uFEFF' + readFileSync(file, 'utf8'));
    }
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
    const features = readBuilt(root, 'docs/features/index.html');
    expect(features).toContain(
      '<meta name="description" content="ESM, expressions, JSX and theme components."/>',
    );
    expect(markdownOf(features)).not.toContain('title:');
    expect(markdownOf(readBuilt(root, 'docs/intro/index.html'))).toMatch(/^<h1 id="intro">Intro<\/h1>/);
  });
});
