import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkCandidates, resolveFileLink, type LinkOptions } from '../../../src/node/markdown/links.js';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { placePage } from '../../../src/node/markdown/placePage.js';
import { compileUpToDate } from '../../../src/node/incremental/pageAssets.js';
import { docsgenLinks } from '../../helpers.js';

const routes = new Map([
  ['content/docs/intro.md', '/docs/intro'],
  ['content/docs/guides/setup.md', '/docs/guides/setup'],
  ['content/docs/guides/with space.mdx', '/docs/guides/with-space'],
  ['content/blog/2024-01-01-post.md', '/blog/post'],
]);
const links = docsgenLinks('/tmp', routes);

/** The .md compiler, its pages placed at the file they are compiled for. */
function compileAt(options: LinkOptions) {
  const compile = createMarkdownCompiler(options);
  return async (body: string, file: string) => placePage(await compile(body, file), file, options);
}

describe('resolveFileLink', () => {
  const from = 'content/docs/guides/index.md';
  it('turns links to .md/.mdx files into routes, keeping hash and query', () => {
    expect(resolveFileLink('./setup.md', from, links)).toBe('/docs/guides/setup');
    expect(resolveFileLink('setup.md#step-2', from, links)).toBe('/docs/guides/setup#step-2');
    expect(resolveFileLink('../intro.md?x=1#y', from, links)).toBe('/docs/intro?x=1#y');
    expect(resolveFileLink('with%20space.mdx', from, links)).toBe('/docs/guides/with-space');
  });
  it('reads a leading / as the docs folder (or content/)', () => {
    expect(resolveFileLink('/guides/setup.md', from, links)).toBe('/docs/guides/setup');
    expect(resolveFileLink('/blog/2024-01-01-post.md', from, links)).toBe('/blog/post');
  });
  it('leaves unknown files, routes and external URLs as written', () => {
    for (const url of ['./missing.md', '/docs/intro', 'https://x.dev/a.md', '#top', 'mailto:a@b.md']) {
      expect(resolveFileLink(url, from, links)).toBe(url);
    }
  });
});

describe('relative links to routes (not files), as Docusaurus resolves them', () => {
  const from = 'content/docs/guides/setup.md';
  it("resolves them against the page's route, whatever URL the page is served at", () => {
    expect(resolveFileLink('../intro', from, links)).toBe('/docs/intro');
    expect(resolveFileLink('with-space#x', from, links)).toBe('/docs/guides/with-space#x');
    expect(resolveFileLink('guides/setup?a=1', 'content/docs/intro.md', links)).toBe(
      '/docs/guides/setup?a=1',
    );
  });
  it('resolves them against the URL with its slash under trailingSlash: true', () => {
    expect(resolveFileLink('step-2', from, { ...links, trailingSlash: true })).toBe(
      '/docs/guides/setup/step-2',
    );
  });
  it('leaves them as written in a file with no route (a partial)', () => {
    expect(resolveFileLink('../intro', 'content/docs/_partial.md', links)).toBe('../intro');
  });
  it('places them for each file a shared .md compile is placed at', async () => {
    const compile = compileAt({ ...links, deferRefs: true });
    const body = 'See [the intro](../intro).\n';
    expect((await compile(body, from)).html).toContain('<a href="/docs/intro">the intro</a>');
    expect((await compile(body, 'content/blog/2024-01-01-post.md')).html).toContain(
      '<a href="/intro">the intro</a>',
    );
  });
});

describe('linkCandidates (Docusaurus order) in a Docusaurus project', () => {
  const folders = { content: ['docs', 'blog', 'src/pages'], siteDir: '' };
  const targets = {
    fileRoutes: new Map([
      ['docs/intro.md', '/docs/intro'],
      ['docs/api/intro.md', '/docs/api/intro'],
      ['docs/api/client.md', '/docs/api/client'],
      ['README.md', '/readme'],
    ]),
    folders,
  };
  const from = 'docs/api/client.md';
  it('looks for a bare path beside the file first, then from the docs root, then the site root', () => {
    expect(linkCandidates('intro.md', from, folders)).toEqual([
      'docs/api/intro.md',
      'docs/intro.md',
      'intro.md',
    ]);
    expect(resolveFileLink('intro.md', from, targets)).toBe('/docs/api/intro');
    expect(resolveFileLink('api/client.md', 'docs/intro.md', targets)).toBe('/docs/api/client');
    expect(resolveFileLink('api/client.md', from, targets)).toBe('/docs/api/client');
  });
  it('never reads ./ and ../ from a root, nor / from the file', () => {
    expect(linkCandidates('./intro.md', 'docs/x/y.md', folders)).toEqual(['docs/x/intro.md']);
    expect(resolveFileLink('./intro.md', 'docs/x/y.md', targets)).toBe('./intro.md');
    expect(linkCandidates('/intro.md', from, folders)).toEqual(['docs/intro.md', 'intro.md']);
    expect(resolveFileLink('/intro.md', from, targets)).toBe('/docs/intro');
    expect(resolveFileLink('/README.md', from, targets)).toBe('/readme');
  });
  it('uses only the content folder the linking file is in', () => {
    expect(linkCandidates('/intro.md', 'blog/2020-01-01-a.md', folders)).toEqual([
      'blog/intro.md',
      'intro.md',
    ]);
    expect(resolveFileLink('/intro.md', 'blog/2020-01-01-a.md', targets)).toBe('/intro.md');
  });
  it('reads @site/ from the site root', () => {
    expect(resolveFileLink('@site/docs/intro.md#a', from, targets)).toBe('/docs/intro#a');
  });
});

describe('remarkLinks', () => {
  it('rewrites links and definitions, and records authored links with their line', async () => {
    const compile = compileAt(docsgenLinks('/tmp', routes));
    const { html, data } = await compile(
      '## Heading\n\n[a](./setup.md#x) and [b][ref]\n\n[ref]: ../intro.md\n',
      'content/docs/guides/index.md',
    );
    expect(html).toContain('<a href="/docs/guides/setup#x">a</a>');
    expect(html).toContain('<a href="/docs/intro">b</a>');
    // The heading's own hash link is not an authored link.
    expect(data.links).toEqual([
      { href: '/docs/guides/setup#x', line: 3 },
      { href: '/docs/intro', line: 5 },
    ]);
  });
  it('records each link to a .md file with what it resolved to, so a cached compile can be checked', async () => {
    const compile = compileAt(docsgenLinks('/tmp', routes));
    const file = 'content/docs/guides/index.md';
    const { data } = await compile(
      '[a](./setup.md#x) [b](./new.md) [c](/docs/intro) [d](https://x.dev/a.md)\n',
      file,
    );
    expect(data.fileLinks).toEqual([
      ['./setup.md#x', '/docs/guides/setup#x'],
      ['./new.md', './new.md'],
    ]);
    expect(compileUpToDate(data, file, links)).toBe(true);
    // A page added where a link pointed, or one removed that a link resolved to, makes it stale.
    expect(
      compileUpToDate(
        data,
        file,
        docsgenLinks('/tmp', [...routes, ['content/docs/guides/new.md', '/docs/guides/new']]),
      ),
    ).toBe(false);
    expect(
      compileUpToDate(
        data,
        file,
        docsgenLinks(
          '/tmp',
          [...routes].filter(([f]) => !f.endsWith('setup.md')),
        ),
      ),
    ).toBe(false);
  });
  it('emits co-located images under a content hash and leaves other images alone', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-links-'));
    mkdirSync(path.join(root, 'content/docs/img'), { recursive: true });
    writeFileSync(path.join(root, 'content/docs/img/a b.png'), 'png bytes');
    const compile = compileAt(docsgenLinks(root, routes));
    const { html, data } = await compile(
      '![x](./img/a%20b.png) ![y](/img/static.png) ![z](https://x.dev/z.png) ![w](./missing.png)',
      'content/docs/page.md',
    );
    const src = /src="(\/assets\/images\/a%20b-[0-9a-f]{8}\.png)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(data.assets).toEqual([
      { from: path.join(root, 'content/docs/img/a b.png'), to: decodeURI(src!.slice(1)) },
    ]);
    expect(html).toContain('src="/img/static.png"');
    expect(html).toContain('src="https://x.dev/z.png"');
    expect(html).toContain('src="./missing.png"');
  });
});
