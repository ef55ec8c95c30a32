import type { RouteKind } from '../../shared/types.js';
import type { Author, BlogPost } from './blog.js';
import type { DocEntry } from './docs.js';
import type { Tag } from './tags.js';
import type { GeneratedIndex } from './sidebar.js';
import type { SourceFile } from './sources.js';

/** What every route has, whatever its kind. */
interface RouteBase<K extends RouteKind> {
  path: string;
  kind: K;
  title: string;
  description: string;
}

/** A route with no source file of its own, and no sidebar (`source` stays readable on every route). */
interface Unsourced {
  source?: undefined;
  sidebarId?: undefined;
}

/** A doc: its file, its entry, and the sidebar shown beside it. */
export interface DocRoute extends RouteBase<'doc'> {
  source: SourceFile;
  doc: DocEntry;
  sidebarId: string | undefined;
}

/** A category's generated index page (`link: { type: 'generated-index' }`). */
export interface CategoryIndexRoute extends RouteBase<'category-index'> {
  source?: undefined;
  generated: GeneratedIndex;
  sidebarId: string | undefined;
}

/** A file under content/pages. */
export interface PageRoute extends RouteBase<'page'> {
  source: SourceFile;
  sidebarId?: undefined;
}

/** One blog post. */
export interface BlogPostRoute extends RouteBase<'blog-post'> {
  source: SourceFile;
  sidebarId?: undefined;
  post: BlogPost;
}

/** Where a page of a paginated list of posts sits: its number, how many there are, its neighbours' routes. */
export interface BlogListPage {
  index: number;
  count: number;
  previous?: string;
  next?: string;
}

/** One page of the blog's list of posts. */
export interface BlogListRoute extends RouteBase<'blog-list'>, Unsourced {
  posts: BlogPost[];
  page: BlogListPage;
}

/** The blog's archive and its list of tags: pages of every post. */
export interface BlogIndexRoute<K extends 'blog-archive' | 'blog-tags'> extends RouteBase<K>, Unsourced {
  posts: BlogPost[];
}

/** One page of the posts of one tag. */
export interface BlogTagRoute extends RouteBase<'blog-tag'>, Unsourced {
  tag: Tag;
  posts: BlogPost[];
  page: BlogListPage;
}

/** The blog's authors (authors.yml), each with how many posts it wrote. */
export interface BlogAuthorsRoute extends RouteBase<'blog-authors'>, Unsourced {
  authors: { author: Author; count: number }[];
}

/** One page of the posts of one author that has a page of its own. */
export interface BlogAuthorRoute extends RouteBase<'blog-author'>, Unsourced {
  author: Author;
  /** Every post of the author (the page shows `posts`). */
  count: number;
  posts: BlogPost[];
  page: BlogListPage;
}

/** A docs version's tags, each with how many of its listed docs have it. */
export interface DocsTagsRoute extends RouteBase<'docs-tags'>, Unsourced {
  tags: { tag: Tag; count: number }[];
}

/** The listed docs of a version that have one tag (what its page shows of each), and the route of its tags list. */
export interface DocsTagRoute extends RouteBase<'docs-tag'>, Unsourced {
  tag: Tag;
  allTags: string;
  docs: Pick<DocEntry, 'route' | 'title' | 'description'>[];
}

/** A page that sends its reader to another route. */
export interface RedirectRoute extends RouteBase<'redirect'>, Unsourced {
  redirectTo: string;
}

/** The not-found page. */
export type NotFoundRoute = RouteBase<'not-found'> & Unsourced;

/**
 * One route of the site, one shape per kind: plain data, everything the renderer needs to find its
 * content. A new field that holds a source file must add that file's key in routeKey
 * (incremental/routeKeys.ts), as the others do: a route holds no text (see sourceTexts), so its
 * JSON alone would miss an edit to the file, or to what an MDX page imports.
 */
export type RouteEntry =
  | DocRoute
  | CategoryIndexRoute
  | PageRoute
  | BlogPostRoute
  | BlogListRoute
  | BlogIndexRoute<'blog-archive'>
  | BlogIndexRoute<'blog-tags'>
  | BlogTagRoute
  | BlogAuthorsRoute
  | BlogAuthorRoute
  | DocsTagsRoute
  | DocsTagRoute
  | RedirectRoute
  | NotFoundRoute;

/** Routes that list posts with their excerpts: they change when a post's body does. */
export const EXCERPT_KINDS: ReadonlySet<RouteKind> = new Set(['blog-list', 'blog-tag', 'blog-author']);

/**
 * Whether a page is unlisted (front matter `unlisted: true`): built and reachable by its URL, but
 * left out of sidebars, blog lists, feeds, the sitemap and search, and marked for search engines
 * not to index, as Docusaurus builds it.
 */
export function isUnlisted(entry: { source?: SourceFile | undefined }): boolean {
  return entry.source?.data.unlisted === true;
}

const listed = new WeakMap<BlogPost[], BlogPost[]>();

/** The posts a blog's lists, feeds and neighbour links show: all but the unlisted (found once per set of posts). */
export function listedPosts(posts: BlogPost[]): BlogPost[] {
  let shown = listed.get(posts);
  if (!shown)
    listed.set(posts, (shown = posts.some(isUnlisted) ? posts.filter((p) => !isUnlisted(p)) : posts));
  return shown;
}

/** The blog posts a route shows: a post's own, or a list's. */
export function routePosts(route: RouteEntry): BlogPost[] {
  return route.kind === 'blog-post' ? [route.post] : 'posts' in route ? route.posts : [];
}
