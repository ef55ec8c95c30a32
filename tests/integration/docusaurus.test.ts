import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, readBuilt } from '../helpers.js';

/** The rendered Markdown body of a built page: the content of its `.markdown` element. */
function markdownOf(page: string): string {
  const start = page.indexOf('<div class="markdown"');
  const end = page.lastIndexOf('</article>');
  expect(start).toBeGreaterThanOrEqual(0);
  return page.slice(page.indexOf('>', start) + 1, end);
}

/** The sidebar links of a built page, in order, as [href, label]. */
function sidebarLinks(page: string): [string, string][] {
  const nav = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
  return [
    ...nav.matchAll(/<a class="sidebar__link[^"]*"(?: aria-current="page")? href="([^"]*)">([^<]*)<\/a>/g),
  ].map((m) => [m[1]!, m[2]!]);
}

describe('Docusaurus docs conventions (tests/fixtures/docusaurus-docs)', () => {
  let root = '';
  const page = (route: string): string => readBuilt(root, `${route.slice(1)}/index.html`);

  beforeAll(async () => {
    root = await buildFixture('docusaurus-docs');
  });

  it('strips number prefixes from ids and routes and orders by them', () => {
    expect(existsSync(path.join(root, 'build/docs/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/docs/guides/first/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/docs/01-intro/index.html'))).toBe(false);
    // 03-reference/ takes the sidebar_position (1) of the doc its category links to, as in Docusaurus:
    // after 01-intro.md (1, by name), before 02-guides/ (position 2 in its _category_.json).
    expect(sidebarLinks(page('/docs/intro')).map(([href]) => href)).toEqual([
      '/docs/intro',
      '/docs/reference/overview',
      '/docs/api',
      '/docs/reference/renamed-by-id',
      '/docs/category/guides',
      '/docs/guides/first',
      '/docs/guides/renamed',
      '/docs/concepts-index',
      '/docs/concepts/alpha',
      '/docs/markdown-features',
    ]);
  });

  it('applies front matter: title, description, sidebar_label, sidebar_class_name', () => {
    const html = page('/docs/intro');
    expect(html).toContain('<title>Introduction to the fixture | ');
    expect(html).toContain(
      '<meta name="description" content="The first page of the Docusaurus conventions fixture."/>',
    );
    expect(html).toContain('<h1 class="page-title">Introduction to the fixture</h1>');
    expect(sidebarLinks(html)[0]).toEqual(['/docs/intro', 'Start here']);
    expect(html).toMatch(
      /<li class="sidebar__item sidebar-intro"><a [^>]*href="\/docs\/intro">Start here<\/a>/,
    );
  });

  it('resolves slug (relative and absolute) and id', () => {
    // `slug: renamed` replaces the last segment; `slug: /api` is from the docs root.
    expect(markdownOf(page('/docs/guides/renamed'))).toContain('<h1 id="second-guide">Second guide</h1>');
    expect(markdownOf(page('/docs/api'))).toContain('The API page has an absolute slug.');
    // `id: renamed-by-id` replaces the file name in the id and the route.
    expect(markdownOf(page('/docs/reference/renamed-by-id'))).toContain('Named by id');
    expect(existsSync(path.join(root, 'build/docs/reference/named/index.html'))).toBe(false);
  });

  it('leaves draft docs out of the build, the sidebar and the sitemap', () => {
    expect(existsSync(path.join(root, 'build/docs/draft/index.html'))).toBe(false);
    expect(page('/docs/intro')).not.toContain('/docs/draft');
    expect(readBuilt(root, 'sitemap.xml')).not.toContain('/docs/draft');
  });

  it('builds a generated-index page for a category, at /docs/category/<slug> or its own slug', () => {
    const guides = page('/docs/category/guides');
    expect(guides).toContain('<h1 class="page-title">Guides</h1>');
    expect(guides).toContain('Every guide of the fixture.');
    expect(guides).toContain('<a href="/docs/guides/first">First guide</a>');
    expect(guides).toContain('<a href="/docs/guides/renamed">Second guide</a>');
    const concepts = page('/docs/concepts-index');
    expect(concepts).toContain('<h1 class="page-title">All concepts</h1>');
    expect(concepts).toContain('<a href="/docs/concepts/alpha">Alpha</a>');
  });

  it('links a category to a doc with link: {type: "doc"} and keeps that doc out of its children', () => {
    const html = page('/docs/reference/overview');
    expect(html).toContain(
      'class="sidebar__link sidebar__category-link sidebar__link--active" aria-current="page" href="/docs/reference/overview">Reference</a>',
    );
    expect(sidebarLinks(html).filter(([href]) => href === '/docs/reference/overview')).toHaveLength(1);
  });

  it('follows pagination_prev / pagination_next (null hides, an id links)', () => {
    const html = page('/docs/api');
    expect(html).not.toContain('pagination__link--prev');
    expect(html).toMatch(/pagination__link--next" href="\/docs\/intro">[\s\S]*?Start here/);
    // Without front matter the sidebar order decides.
    expect(page('/docs/guides/first')).toMatch(/pagination__link--next" href="\/docs\/guides\/renamed"/);
  });

  it('resolves relative links to .md files into routes, keeping the hash', () => {
    const intro = markdownOf(page('/docs/intro'));
    expect(intro).toContain('<a href="/docs/guides/first">the first guide</a>');
    expect(intro).toContain('<a href="/docs/guides/renamed#setup">its setup section</a>');
    const first = markdownOf(page('/docs/guides/first'));
    expect(first).toContain('<a href="/docs/intro">the introduction</a>');
    expect(first).toContain('<a href="/docs/guides/renamed#setup">the second guide</a>');
    // A link to a file that does not exist is left for `docsgen check` to report.
    expect(first).toContain('<a href="./02-second.mdx?x=1">kept</a>');
  });

  it('emits co-located images under /assets/images/ with a content hash', () => {
    const first = markdownOf(page('/docs/guides/first'));
    const src =
      /<img src="(\/assets\/images\/diagram-[0-9a-f]{8}\.png)" alt="A diagram" decoding="async" loading="lazy">/.exec(
        first,
      )?.[1];
    expect(src).toBeDefined();
    expect(existsSync(path.join(root, 'build', src!))).toBe(true);
    expect(first).toContain(
      '<img src="/img/static.png" alt="Unchanged absolute image" decoding="async" loading="lazy">',
    );
  });

  it('renders :::type, :::type[Title], :::type Title and nested (::::) admonitions', () => {
    const body = markdownOf(page('/docs/markdown-features'));
    const title = (type: string, text: string): RegExp =>
      new RegExp(
        `<div class="admonition admonition-${type}" role="note"><div class="admonition__title">${text}</div>`,
      );
    expect(body).toMatch(title('note', 'Note'));
    expect(body).toMatch(title('tip', 'Bracket <em>title</em>'));
    expect(body).toMatch(title('warning', 'Legacy title'));
    expect(body).toMatch(title('danger', 'Danger'));
    expect(body).toMatch(
      /admonition-info" role="note"><div class="admonition__title">Outer<\/div><div class="admonition__body">\s*<p>Outer body.<\/p>\s*<div class="admonition admonition-caution" role="note"><div class="admonition__title">Inner<\/div>/,
    );
    expect(body).not.toMatch(/^:::/m);
    // Inside a code block the syntax stays exactly as written.
    expect(body).toContain(':::tip Not rewritten</span>');
  });

  it('renders code-block titles, {1,4-5} highlights, magic comments and showLineNumbers', () => {
    const body = markdownOf(page('/docs/markdown-features'));
    expect(body).toContain('<div class="code-block__title">src/example.js</div>');
    const numbered = /<pre [^>]*class="([^"]*line-numbers[^"]*)"[^>]*>([\s\S]*?)<\/pre>/.exec(body);
    expect(numbered?.[1]).toContain('shiki');
    const lines = [
      ...numbered![2]!.matchAll(/<span class="line( theme-code-block-highlighted-line)?">/g),
    ].map((m) => !!m[1]);
    expect(lines).toEqual([true, false, false, true, true]);
    expect(body).not.toContain('highlight-next-line');
    expect(body).not.toContain('highlight-start');
    expect(body).not.toContain('highlight-end');
    const magic = [...body.matchAll(/<pre[\s\S]*?<\/pre>/g)]
      .map((m) => m[0])
      .find((pre) => pre.includes('> before<'))!;
    const marked = [
      ...magic.matchAll(/<span class="line( theme-code-block-highlighted-line)?">[\s\S]*?<\/span><\/span>/g),
    ].map((m) => !!m[1]);
    expect(marked).toEqual([false, true, true, true, false]);
    expect(body).toMatch(/<span class="line theme-code-block-highlighted-line"><span[^>]*>print<\/span>/);
  });

  it('reads {#id} only at the end of a heading and keeps it out of the text and TOC', () => {
    const html = page('/docs/guides/renamed');
    const body = markdownOf(html);
    expect(body).toContain('<h2 id="setup">Setup<a href="#setup"');
    expect(body).toContain('<h2 id="custom-usage-id">Usage<a href="#custom-usage-id"');
    expect(body).toContain('<code>{#not-an-id}</code>');
    expect(body).toContain(
      '<h2 id="braces-in-the-middle-are-text-here">Braces {#in-the-middle} are text here',
    );
    expect(html).toContain('<a class="toc__link" href="#custom-usage-id">Usage</a>');
  });

  it('keeps raw <details><summary> in .md with Markdown inside', () => {
    const body = markdownOf(page('/docs/markdown-features'));
    expect(body).toMatch(
      /<details>\s*<summary>Click to expand<\/summary>\s*<p>Hidden <strong>Markdown<\/strong> content.<\/p>\s*<\/details>/,
    );
  });

  it('leaves colons in prose alone (no text or leaf directives)', () => {
    const body = markdownOf(page('/docs/markdown-features'));
    expect(body).toContain('<p>Time 12:30 and a:b and :smile: stay text; so does :name[<em>x</em>].</p>');
  });

  it('narrows the table of contents with toc_max_heading_level and hides it with hide_table_of_contents', () => {
    const toc = (route: string): string => /<aside class="doc__toc">[\s\S]*?<\/aside>/.exec(page(route))![0];
    expect(toc('/docs/markdown-features')).toContain('href="#sub-heading"');
    expect(toc('/docs/reference/overview')).toContain('href="#level-two"');
    expect(toc('/docs/reference/overview')).not.toContain('href="#level-three"');
    expect(toc('/docs/reference/renamed-by-id')).not.toContain('toc__link');
  });
});
