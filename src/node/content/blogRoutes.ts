import type { BlogOptions, SiteConfig } from '../../shared/types.js';
import type { Author, BlogPost } from './blog.js';
import { listedPosts, type BlogListPage } from './routeEntry.js';
import type { RouteManifest } from './manifest.js';
import type { RouteTable } from './routeTable.js';
import { sectionRoute } from './routePath.js';
import { itemsByTag, tagsRoute } from './tags.js';
import { postCount } from '../../../templates/postCount.js';
import { uiPlural, uiText } from '../../../templates/uiText.js';

/** One page of a paginated list of posts: its route, its posts, and where it sits among the others. */
export interface PostsPage {
  path: string;
  posts: BlogPost[];
  page: BlogListPage;
}

/** The route of a URL path under the blog: `blogRoute(blog, 'archive')` is /blog/archive, or /archive for a blog at the root. */
export function blogRoute(blog: BlogOptions, urlPath = ''): string {
  return sectionRoute(blog.routeBasePath, urlPath);
}

/** The route of the blog's tags under the blog ('' for the tags list itself). */
export function tagRoute(blog: BlogOptions, permalink: string): string {
  return tagsRoute(blog.routeBasePath, permalink);
}

/** The routes of the blog's RSS and Atom feeds, beside its list (as Docusaurus writes them). */
export interface BlogFeeds {
  blog: BlogOptions;
  rss: string;
  atom: string;
}

/** The blog's feeds, when it has posts to put in them. */
export function feedRoutes(manifest: Pick<RouteManifest, 'site' | 'posts'>): BlogFeeds | undefined {
  const { blog } = manifest.site;
  if (!blog || !manifest.posts.length) return undefined;
  return { blog, rss: blogRoute(blog, 'rss.xml'), atom: blogRoute(blog, 'atom.xml') };
}

/**
 * Splits posts into pages as Docusaurus's paginateBlogPosts does: the first at `base`, the others
 * at `base/page/N`, `perPage` posts each ('ALL': one page). An empty list still has its first page.
 */
export function paginatePosts(posts: BlogPost[], base: string, perPage: number | 'ALL'): PostsPage[] {
  const size = perPage === 'ALL' ? Math.max(1, posts.length) : perPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const permalink = (index: number): string =>
    index === 0 ? base : `${base === '/' ? '' : base}/page/${index + 1}`;
  return Array.from({ length: count }, (_, index) => ({
    path: permalink(index),
    posts: posts.slice(index * size, (index + 1) * size),
    page: {
      index: index + 1,
      count,
      previous: index > 0 ? permalink(index - 1) : undefined,
      next: index < count - 1 ? permalink(index + 1) : undefined,
    },
  }));
}

/**
 * Adds the blog's routes: its list pages, each post, the archive, the tags list and each tag's
 * pages, and (under `authorsBasePath`) the authors' list and the pages of authors that have one.
 */
export function addBlogRoutes(
  table: RouteTable,
  { posts, authors }: { posts: BlogPost[]; authors: Author[] },
  site: SiteConfig,
  blog: BlogOptions,
): void {
  // Titles in the site's locale, with Docusaurus's ids (docsgen's English where it has no translation).
  const t = uiText(site.uiMessages ?? {});
  const plural = uiPlural(site.uiMessages ?? {}, site.i18n.current);
  // An unlisted post has its page, and is in no list.
  const listed = listedPosts(posts);
  for (const list of paginatePosts(listed, blogRoute(blog), blog.postsPerPage))
    table.add({ ...list, kind: 'blog-list', title: blog.blogTitle, description: blog.blogDescription });
  for (const post of posts)
    table.add({
      path: post.route,
      kind: 'blog-post',
      title: post.title,
      description: post.description,
      source: post.source,
      post,
    });
  // As in Docusaurus, a blog without posts has no archive.
  if (listed.length)
    table.add({
      path: blogRoute(blog, 'archive'),
      kind: 'blog-archive',
      title: t('theme.blog.archive.title', 'Archive'),
      description: 'Every blog post, by year.',
      posts: listed,
    });
  const tags = itemsByTag(listed, (post) => post.tags);
  // As in Docusaurus, a blog without tags has no tags page.
  if (tags.length)
    table.add({
      path: tagRoute(blog, ''),
      kind: 'blog-tags',
      title: t('theme.tags.tagsPageTitle', 'Tags'),
      description: 'Every blog tag.',
      posts: listed,
    });
  for (const { tag, items: tagged } of tags) {
    for (const list of paginatePosts(tagged, tag.route, blog.postsPerPage))
      table.add({
        ...list,
        kind: 'blog-tag',
        title: t('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
          nPosts: postCount(plural, tagged.length),
          tagName: tag.label,
        }),
        description: tag.description ?? `Blog posts tagged with "${tag.label}".`,
        tag,
      });
  }
  addAuthorRoutes(table, listed, authors, blog, t('theme.blog.authorsList.pageTitle', 'Authors'));
}

/** The authors' list and each author's own pages (Docusaurus adds the list whenever authors.yml is there). */
function addAuthorRoutes(
  table: RouteTable,
  posts: BlogPost[],
  authors: Author[],
  blog: BlogOptions,
  title: string,
): void {
  if (blog.authorsBasePath === undefined || !authors.length) return;
  const base = blogRoute(blog, blog.authorsBasePath);
  const postsOf = (key: string | undefined): BlogPost[] =>
    posts.filter((post) => post.authors.some((a) => a.key === key));
  table.add({
    path: base,
    kind: 'blog-authors',
    title,
    description: `The authors of the ${blog.blogTitle.toLowerCase()}.`,
    authors: authors.map((author) => ({ author, count: postsOf(author.key).length })),
  });
  for (const author of authors) {
    if (author.route === undefined) continue;
    const written = postsOf(author.key);
    for (const list of paginatePosts(written, author.route!, blog.postsPerPage))
      table.add({
        ...list,
        kind: 'blog-author',
        title: author.name,
        description: author.title ?? `Blog posts by ${author.name}.`,
        author,
        count: written.length,
      });
  }
}

/** The route of an author's own page, if authors.yml gives it one and the blog has author pages. */
export function authorRoute(blog: BlogOptions, author: Author): string | undefined {
  if (blog.authorsBasePath === undefined || author.page === undefined) return undefined;
  return blogRoute(blog, `${blog.authorsBasePath}/${author.page}`);
}
