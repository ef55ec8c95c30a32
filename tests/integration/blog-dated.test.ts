import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/node/config/loadConfig.js';
import { feedRoutes } from '../../src/node/content/blogRoutes.js';
import { buildRouteManifest, type RouteManifest } from '../../src/node/content/manifest.js';
import { renderRoute } from '../../src/node/render/renderRoute.js';
import type { BlogOptions } from '../../src/shared/types.js';
import { repoRoot } from '../helpers.js';

const root = path.join(repoRoot, 'tests/fixtures/docusaurus-blog-dated');

/**
 * The fixture's manifest with `site.blog` as the Docusaurus layout sets it (its config loader fills
 * BlogOptions from docusaurus.config; here they are given): the blog in blog/, Docusaurus's routes
 * and recent-posts sidebar, and `options` on top.
 */
async function manifestWith(options: Partial<BlogOptions> = {}): Promise<RouteManifest> {
  const config = await loadConfig(root, true);
  const blog = { ...config.site.blog!, path: 'blog', datedRoutes: true, showRecentPosts: true, ...options };
  return buildRouteManifest(root, { ...config, site: { ...config.site, blog } });
}

/** The HTML of a route, rendered without compiled bodies (the blog's own markup is what is tested). */
function render(manifest: RouteManifest, route: string): string {
  const entry = manifest.byPath.get(route);
  expect(entry, route).toBeDefined();
  return renderRoute(entry!, {
    manifest,
    bodies: new Map(),
    css: '/theme.css',
    runtime: '/runtime.js',
    bootScript: '',
    sidebars: new Map(),
  }).html;
}

const postRoutes = (m: RouteManifest) => m.posts.map((p) => p.route);
const pathsOf = (m: RouteManifest, kind: string) =>
  m.routes.filter((r) => r.kind === kind).map((r) => r.path);

describe('a Docusaurus blog (tests/fixtures/docusaurus-blog-dated)', () => {
  it('routes dated files and folders under their date, and a front matter slug as it says', async () => {
    const m = await manifestWith();
    expect(postRoutes(m)).toEqual([
      '/blog/2021/6/7/short-date',
      '/blog/undated',
      '/blog/custom-slug',
      '/blog/custom-slug',
      '/blog/2019/05/03/folder-post',
      '/blog/2019/04/02/nested',
      '/blog/2019/03/01/update',
    ]);
    expect(m.posts.map((p) => p.date)).toEqual([
      '2021-06-07',
      '2020-03-04',
      '2020-02-02',
      '2020-01-01',
      '2019-05-03',
      '2019-04-02',
      '2019-03-01',
    ]);
    // Title: front matter, else the first heading, else the file name's text as it is.
    expect(m.posts.map((p) => p.title)).toContain('A nested dated post');
    expect(m.posts[0]!.title).toBe('short-date');
  });

  it('reports two posts with one route as a duplicate, as any route', async () => {
    const m = await manifestWith();
    expect(m.duplicates).toEqual([
      { route: '/blog/custom-slug', files: ['blog/2020-02-02-same-slug.md', 'blog/2020-01-01-custom.md'] },
    ]);
  });

  it('paginates the list and each tag with postsPerPage, and adds the archive and the tags list', async () => {
    const m = await manifestWith({ postsPerPage: 2 });
    expect(pathsOf(m, 'blog-list')).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4']);
    expect(pathsOf(m, 'blog-tag')).toEqual([
      '/blog/tags/news',
      '/blog/tags/news/page/2',
      '/blog/tags/releases',
    ]);
    expect(pathsOf(m, 'blog-archive')).toEqual(['/blog/archive']);
    expect(pathsOf(m, 'blog-tags')).toEqual(['/blog/tags']);
    const page2 = render(m, '/blog/page/2');
    expect(page2).toContain('<a class="pagination__link" href="/blog">Newer entries</a>');
    expect(page2).toContain('href="/blog/page/3">Older entries</a>');
    expect(render(m, '/blog/tags/news/page/2')).toContain(
      '<a class="pagination__link" href="/blog/tags/news">',
    );
    expect(pathsOf(await manifestWith({ postsPerPage: 'ALL' }), 'blog-list')).toEqual(['/blog']);
  });

  it('serves a blog-only site from / (routeBasePath "")', async () => {
    const m = await manifestWith({ routeBasePath: '', postsPerPage: 5 });
    expect(pathsOf(m, 'blog-list')).toEqual(['/', '/page/2']);
    expect(m.byPath.get('/2019/03/01/update')?.kind).toBe('blog-post');
    expect(m.byPath.get('/tags/releases')?.kind).toBe('blog-tag');
    expect(m.byPath.get('/archive')?.kind).toBe('blog-archive');
    expect(feedRoutes(m)).toMatchObject({ rss: '/rss.xml', atom: '/atom.xml' });
    expect(render(m, '/')).toContain('<link rel="alternate" type="application/rss+xml" href="/rss.xml"');
  });

  it('shows authors of every form, with their socials as links', async () => {
    const m = await manifestWith();
    const folder = render(m, '/blog/2019/05/03/folder-post');
    expect(folder).toContain('<a class="author__name" href="https://example.com/ada">Ada Lovelace</a>');
    expect(folder).toContain('href="https://x.com/ada" rel="noopener noreferrer" data-platform="x">X</a>');
    expect(folder).toContain(
      'href="https://github.com/ada-l" rel="noopener noreferrer" data-platform="github">GitHub</a>',
    );
    expect(folder).toContain('href="https://www.linkedin.com/in/ada-lovelace/"');
    expect(folder).toContain('href="mailto:ada@example.com"');
    expect(folder).toContain('<small class="author__title">Rear admiral</small>');
    expect(folder).toContain('<img class="author__avatar" src="https://example.com/grace.png"');
    expect(folder).toContain('href="https://bsky.app/profile/writer.example"');
    const legacy = render(m, '/blog/2019/04/02/nested');
    expect(legacy).toContain('<a class="author__name" href="https://github.com/JoelMarcey">Joel Marcey</a>');
    expect(legacy).toContain('<small class="author__title">Technical Lead</small>');
    expect(legacy).toContain('<img class="author__avatar" src="https://github.com/JoelMarcey.png"');
  });

  it('shows blogSidebarCount recent posts under blogSidebarTitle beside lists and posts, not the archive', async () => {
    const m = await manifestWith({ blogSidebarCount: 2, blogSidebarTitle: 'Latest' });
    const post = render(m, '/blog/2019/03/01/update');
    expect(post).toContain('<h2 class="toc__title">Latest</h2>');
    const links = /<nav class="toc" aria-label="Latest">([\s\S]*?)<\/nav>/.exec(post)?.[1] ?? '';
    expect([...links.matchAll(/href="([^"]+)"/g)].map((l) => l[1])).toEqual([
      '/blog/2021/6/7/short-date',
      '/blog/undated',
    ]);
    expect(render(m, '/blog')).toContain('aria-label="Latest"');
    expect(render(m, '/blog/tags/releases')).toContain('aria-label="Latest"');
    expect(render(m, '/blog/archive')).not.toContain('aria-label="Latest"');
    expect(render(await manifestWith({ blogSidebarCount: 0 }), '/blog')).not.toContain('toc__title');
  });

  it("keeps docsgen's own rule with datedRoutes off: a date must be YYYY-MM-DD (Docusaurus takes 2021-6-7)", async () => {
    await expect(manifestWith({ datedRoutes: false })).rejects.toThrow(/needs a date/);
  });
});
