import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../src/node/content/blog.js';
import { blogRoute, paginatePosts, tagRoute } from '../../../src/node/content/blogRoutes.js';
import type { BlogOptions } from '../../../src/shared/types.js';

const blog: BlogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'Blog',
  blogDescription: 'Blog',
  postsPerPage: 10,
  blogSidebarCount: 5,
  blogSidebarTitle: 'Recent posts',
};
const posts = Array.from({ length: 5 }, (_, i) => ({ route: `/blog/p${i}` }) as BlogPost);

describe('paginatePosts (Docusaurus paginateBlogPosts)', () => {
  it('puts the first page at the base and the others at base/page/N, with their neighbours', () => {
    const pages = paginatePosts(posts, '/blog', 2);
    expect(pages.map((p) => [p.path, p.posts.map((x) => x.route)])).toEqual([
      ['/blog', ['/blog/p0', '/blog/p1']],
      ['/blog/page/2', ['/blog/p2', '/blog/p3']],
      ['/blog/page/3', ['/blog/p4']],
    ]);
    expect(pages.map((p) => p.page)).toEqual([
      { index: 1, count: 3, previous: undefined, next: '/blog/page/2' },
      { index: 2, count: 3, previous: '/blog', next: '/blog/page/3' },
      { index: 3, count: 3, previous: '/blog/page/2', next: undefined },
    ]);
  });

  it("shows every post on one page with 'ALL', and keeps one page for no posts", () => {
    expect(paginatePosts(posts, '/blog', 'ALL').map((p) => p.posts.length)).toEqual([5]);
    expect(paginatePosts([], '/blog', 'ALL')).toEqual([
      { path: '/blog', posts: [], page: { index: 1, count: 1, previous: undefined, next: undefined } },
    ]);
  });

  it('paginates a blog at the site root from /', () => {
    expect(paginatePosts(posts, '/', 4).map((p) => p.path)).toEqual(['/', '/page/2']);
  });
});

describe('blog routes under routeBasePath', () => {
  it('joins the base and the path, for a blog at /blog, /news/blog or the root', () => {
    expect(blogRoute(blog)).toBe('/blog');
    expect(blogRoute(blog, 'archive')).toBe('/blog/archive');
    expect(blogRoute({ ...blog, routeBasePath: 'news/blog' }, '/2019/03/01/a')).toBe(
      '/news/blog/2019/03/01/a',
    );
    expect(blogRoute({ ...blog, routeBasePath: '' })).toBe('/');
    expect(blogRoute({ ...blog, routeBasePath: '' }, 'archive')).toBe('/archive');
    expect(tagRoute(blog, '/hello')).toBe('/blog/tags/hello');
    expect(tagRoute({ ...blog, routeBasePath: '' }, '')).toBe('/tags');
  });
});
