import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/loadConfig.js';
import { buildRouteManifest, pageRoutePath } from '../../../src/node/content/manifest.js';
import { flattenSidebar } from '../../../src/node/content/sidebar.js';
import { repoRoot } from '../../helpers.js';

const bare = path.join(repoRoot, 'tests/fixtures/bare-site');

/** The manifest as a build reads it: the config says the site has a blog when content/blog exists. */
async function manifestOf(root: string) {
  return buildRouteManifest(root, await loadConfig(root, existsSync(path.join(root, 'content/blog'))));
}

describe('buildRouteManifest on a bare site root', () => {
  it('derives ids and routes: number prefixes stripped, id and slug front matter, index as folder', async () => {
    const m = await manifestOf(bare);
    const docs = Object.fromEntries(m.docs.map((d) => [d.id, d.route]));
    expect(docs).toEqual({
      'guides/overview': '/docs/guides/overview',
      'guides/install': '/docs/guides/install',
      index: '/docs',
      'reference/command-line': '/docs/reference/command-line',
      'reference/config': '/docs/settings',
    });
  });

  it('leaves drafts out and lists their ids in the metadata', async () => {
    const m = await manifestOf(bare);
    expect(m.byPath.has('/docs/reference/draft')).toBe(false);
    expect(m.metadata.draftIds).toEqual(['reference/draft']);
    expect(m.metadata.locales).toEqual([{ code: 'en', direction: 'ltr', label: 'English' }]);
    expect(m.metadata.versions[0]).toMatchObject({ name: 'current', label: 'Next' });
  });

  it('generates the sidebar from folders, _category_.json and positions', async () => {
    const m = await manifestOf(bare);
    const tree = m.sidebars.trees.get('docs')!;
    // Positioned items first, then by file name: index.md sorts before reference/.
    expect(tree.map((i) => (i.type === 'html' ? i.value : i.label))).toEqual([
      'Guides',
      'Welcome',
      'Reference',
    ]);
    const guides = tree[0]!;
    expect(guides).toMatchObject({ type: 'category', collapsed: false });
    expect(flattenSidebar(tree).map((l) => l.label)).toEqual([
      'Overview',
      'Installing',
      'Welcome',
      'Configuration',
      'CLI reference',
    ]);
  });

  it('uses the folder name as title and a Docs navbar item without config', async () => {
    const m = await manifestOf(bare);
    expect(m.site.title).toBe('Bare Site');
    expect(m.site.navbar.items).toEqual([{ label: 'Docs', to: '/docs' }]);
  });

  it('adds a not-found route and no /docs redirect when a doc owns /docs', async () => {
    const m = await manifestOf(bare);
    expect(m.byPath.get('/docs')?.kind).toBe('doc');
    expect(m.byPath.get('/404')?.kind).toBe('not-found');
  });
});

describe('the Codex site manifest', () => {
  it('has every SPEC route and a /docs redirect to the API intro', async () => {
    const m = await manifestOf(repoRoot);
    expect(m.byPath.get('/docs')).toMatchObject({ kind: 'redirect', redirectTo: '/docs/api/intro' });
    for (const route of [
      '/',
      '/markdown-page',
      '/icons/',
      '/blog',
      '/blog/archive',
      '/blog/tags',
      '/blog/tags/hola',
    ]) {
      expect(m.byPath.has(route), route).toBe(true);
    }
    expect(m.docs).toHaveLength(51);
    expect(m.duplicates).toEqual([]);
  });

  it('puts every doc except editor/block-quote in the sidebar', async () => {
    const m = await manifestOf(repoRoot);
    const inSidebar = new Set(flattenSidebar(m.sidebars.trees.get('docs')!).map((l) => l.docId));
    const missing = m.docs.filter((d) => !inSidebar.has(d.id)).map((d) => d.id);
    expect(missing).toEqual(['editor/block-quote']);
  });
});

describe('pageRoutePath', () => {
  it('maps pages to routes, index to its folder with a trailing slash', () => {
    expect(pageRoutePath('index.mdx')).toBe('/');
    expect(pageRoutePath('icons/index.tsx')).toBe('/icons/');
    expect(pageRoutePath('markdown-page.md')).toBe('/markdown-page');
  });
});
