import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, readBuilt } from '../helpers.js';

describe('Docusaurus blog conventions (tests/fixtures/docusaurus-blog)', () => {
  let root = '';
  const page = (route: string): string => readBuilt(root, `${route.slice(1)}/index.html`);

  beforeAll(async () => {
    root = await buildFixture('docusaurus-blog');
  });

  it('strips the date prefix, honours front matter date and slug, and skips drafts', () => {
    expect(page('/blog/hello')).toMatch(/<time datetime="2024-01-02">/i);
    expect(page('/blog/mdx-post')).toMatch(/<time datetime="2024-02-03">/i);
    expect(page('/blog/custom-folder-slug')).toMatch(/<time datetime="2024-03-05">/i);
    expect(existsSync(path.join(root, 'build/blog/draft'))).toBe(false);
    expect(page('/blog')).not.toContain('Draft post');
  });

  it('resolves authors from authors.yml and inline author objects', () => {
    const html = page('/blog/hello');
    expect(html).toContain('<a class="author__name" href="https://example.com/ada">Ada Lovelace</a>');
    expect(html).toContain('<small class="author__title">First programmer</small>');
    expect(html).toContain('<span class="author__name">Grace Hopper</span>');
    expect(html).toContain('<img class="author__avatar" src="/img/ada.png"');
    expect(page('/blog/mdx-post')).toContain('<span class="author__name">Inline Author</span>');
  });

  it('uses tags.yml for labels, permalinks and descriptions', () => {
    const html = page('/blog/hello');
    expect(html).toContain('<a class="tag" href="/blog/tags/releases">Release notes</a>');
    expect(html).toContain('<a class="tag" href="/blog/tags/misc">misc</a>');
    // A tag tags.yml does not name gets Docusaurus's kebab-case page name.
    expect(page('/blog/mdx-post')).toContain(
      '<a class="tag" href="/blog/tags/graph-ql-tips">GraphQL Tips</a>',
    );
    const tag = page('/blog/tags/releases');
    expect(tag).toContain('2 posts tagged with &quot;Release notes&quot;');
    expect(tag).toContain('<meta name="description" content="Every release of the fixture."/>');
  });

  it('cuts list excerpts at <!-- truncate --> (.md) and {/* truncate */} (.mdx)', () => {
    const list = page('/blog');
    expect(list).toContain('This is the excerpt of the Markdown post.');
    expect(list).not.toContain('ONLY-IN-FULL-MD');
    expect(list).toMatch(/The MDX excerpt with (<!-- -->)?an expression/);
    expect(list).not.toContain('ONLY-IN-FULL-MDX');
    expect(list).toContain(
      'href="/blog/hello" aria-label="Read more about Hello from the fixture">Read more</a>',
    );
    // The post itself shows everything; the marker leaves at most an empty element behind.
    const md = page('/blog/hello');
    expect(md).toContain('ONLY-IN-FULL-MD');
    expect(md).not.toContain('<!-- truncate -->');
    expect(md.replace(/<docsgen-truncate><\/docsgen-truncate>/g, '')).not.toContain('truncate');
    expect(page('/blog/mdx-post')).toContain('ONLY-IN-FULL-MDX');
  });

  it('emits images co-located with a folder post', () => {
    const src =
      /<img src="(\/assets\/images\/cover-[0-9a-f]{8}\.png)" alt="Cover" decoding="async" loading="lazy">/.exec(
        page('/blog/custom-folder-slug'),
      )?.[1];
    expect(src).toBeDefined();
    expect(existsSync(path.join(root, 'build', src!))).toBe(true);
  });
});
