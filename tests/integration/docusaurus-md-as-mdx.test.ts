import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, readBuilt, runCli } from '../helpers.js';

/** The article of a built doc: its title, table of contents and Markdown body. */
function articleOf(page: string): string {
  return page.slice(page.indexOf('<article'), page.indexOf('</article>'));
}

// config/site.ts sets markdown.format to 'mdx', Docusaurus's default: .md files are MDX.
describe('.md parsed as MDX (tests/fixtures/docusaurus-md-as-mdx)', () => {
  let root = '';
  let tabs = '';

  beforeAll(async () => {
    root = await buildFixture('docusaurus-md-as-mdx');
    tabs = articleOf(readBuilt(root, 'docs/tabs/index.html'));
  });

  it('runs imports and JSX in a .md page: Tabs with their labels, one pane shown, an imported .md partial', () => {
    expect(tabs).not.toContain('import ');
    expect(tabs).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-value="npm">npm<\/button>/);
    expect(tabs).toMatch(/data-value="yarn">Yarn<\/button>/);
    expect(tabs).toMatch(/role="tabpanel" class="tabs__panel" data-value="yarn" hidden=""/);
    expect(tabs).toContain('<p>Shared <strong>partial</strong> text, parsed as MDX too.</p>');
    expect(tabs).toMatch(/Sum: (<!-- -->)?3(<!-- -->)?\./);
    // The partial's folder starts with _: not a page.
    expect(existsSync(path.join(root, 'build/docs/_partials'))).toBe(false);
  });

  it('keeps MDX 1 syntax working: HTML comments dropped, {#id} headings, legacy admonition titles', () => {
    expect(tabs).not.toMatch(/editors|several lines/);
    expect(tabs).toContain('<h2 id="custom-id">Custom id<a href="#custom-id"');
    expect(tabs).toContain(
      '<div class="admonition admonition-note" role="note"><div class="admonition__title">Legacy title',
    );
  });

  it('gives headings with markup text-only ids and table of contents entries', () => {
    expect(tabs).toContain('<h2 id="foo-bar"><code>foo</code> bar<a');
    expect(tabs).toContain('<h2 id="hello-x">Hello <span>x</span><a');
    expect(tabs).toContain('<a class="toc__link" href="#foo-bar">foo bar</a>');
    expect(tabs).toContain('<a class="toc__link" href="#hello-x">Hello x</a>');
  });

  it('compiles a plain .md page through the Markdown pipeline, as before', () => {
    const plain = articleOf(readBuilt(root, 'docs/plain/index.html'));
    expect(plain).toContain('<div class="markdown"><p>A page with no MDX syntax at all');
    expect(plain).not.toContain('data-island');
    expect(plain).toContain('<a href="/docs/tabs#custom-id">link</a>');
  });

  it('shows the front matter title unless the content starts with its own h1', () => {
    const later = readBuilt(root, 'docs/title-later/index.html');
    expect(articleOf(later)).toContain('<h1 class="page-title">Front matter title</h1>');
    expect(articleOf(later)).toContain('<h1 id="a-heading-one-further-down">A heading one further down</h1>');
    const first = readBuilt(root, 'docs/title-first/index.html');
    expect(articleOf(first)).not.toContain('page-title');
    expect(articleOf(first)).toContain('<h1 id="content-title">Content title</h1>');
    // The front matter title still names the page: its <title> and the sidebar.
    expect(first).toContain('<title>Sidebar title · MD as MDX</title>');
    expect(first).toMatch(/<a[^>]*href="\/docs\/title-first"[^>]*>Sidebar title<\/a>/);
  });

  it('checks the site clean: docsgen check parses .md as the build does', async () => {
    const result = await runCli(['check', '--root', root]);
    expect(result.stdout).toContain('0 errors, 0 warnings');
    expect(result.code).toBe(0);
  });
});
