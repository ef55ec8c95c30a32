import path from 'node:path';
import type { SiteConfig } from '../../shared/types.js';
import type { LoadedConfig } from '../config/loadConfig.js';
import { SiteError, SiteErrors } from '../errors.js';
import { yaml } from './frontMatter.js';
import { createBlogPosts, type BlogPost, type Tag } from './blog.js';
import type { PageRoute, RouteEntry } from './routeEntry.js';
import { RouteTable } from './routeTable.js';
import { createDoc, type DocEntry } from './docs.js';
import { buildSidebars, indexSidebar, type CategoryMeta, type Sidebars } from './sidebar.js';
import { contentFiles } from './contentFiles.js';
import { readContentFile } from './readContentFile.js';
import { decodeUrlPath, encodePath } from './routePath.js';
import { firstHeading, humanise, readSources, type KnownSource, type SourceFile } from './sources.js';
import { sourceBody } from './sourceTexts.js';

/** Number of posts on one page of the blog list. */
const POSTS_PER_PAGE = 10;

/** Site metadata of SPEC §3, exposed to the theme and written to the output for tools. */
export interface SiteMetadata {
  versions: {
    name: string;
    label: string;
    mainDocId: string | undefined;
    docs: { id: string; path: string; sidebar: string | undefined }[];
  }[];
  locales: { code: string; direction: 'ltr'; label: string }[];
  draftIds: string[];
}

export interface RouteManifest {
  site: SiteConfig;
  routes: RouteEntry[];
  byPath: Map<string, RouteEntry>;
  docs: DocEntry[];
  posts: BlogPost[];
  sidebars: Sidebars;
  metadata: SiteMetadata;
  /** Routes claimed by more than one file; the first one wins. */
  duplicates: { route: string; files: string[] }[];
}

/** content/'s docs, blog and pages sections, each read or failed, and the docs folder's files. */
export interface SiteSources {
  docsFiles: string[];
  sections: PromiseSettledResult<SourceFile[]>[];
}

/**
 * Reads the docs, blog and pages sections of content/ (see readSources). The reading is done by the
 * time this returns; its errors wait in the result for buildRouteManifest to report them all.
 * `docsFiles` are the docs folder's files, when already listed; `known`, what an earlier build read.
 */
export async function readSiteSources(
  root: string,
  docsFiles = contentFiles(root, 'content/docs'),
  known?: ReadonlyMap<string, KnownSource>,
): Promise<SiteSources> {
  const sections = await Promise.allSettled([
    readSources(root, 'docs', (rel) => /\.mdx?$/.test(rel), docsFiles, known),
    // A post is a file in the blog folder, or a folder's index file (with the post's images beside it).
    readSources(root, 'blog', (rel) => /^(?:[^/]+\.mdx?|[^/]+\/index\.mdx?)$/.test(rel), undefined, known),
    readSources(root, 'pages', (rel) => /\.(?:mdx?|tsx)$/.test(rel), undefined, known),
  ]);
  return { docsFiles, sections };
}

/**
 * Builds the typed RouteManifest from content/'s sources (read here unless given) and the loaded
 * config. No Markdown is compiled here.
 */
export async function buildRouteManifest(
  root: string,
  config: LoadedConfig,
  sources: Promise<SiteSources> = readSiteSources(root),
): Promise<RouteManifest> {
  const { docsFiles, sections } = await sources;
  const [docSources = [], blogSources = [], pageSources = []] = settledSections(sections);
  const allDocs = docSources.map((s) => createDoc(s, 'docs'));
  const docs = allDocs.filter((d) => d.data.draft !== true);
  const draftIds = allDocs.filter((d) => d.data.draft === true).map((d) => d.id);
  const sidebars = siteSidebars(root, config, docs, docsFiles, draftIds);
  const posts = createBlogPosts(root, blogSources);

  const table = new RouteTable();
  for (const source of pageSources) table.add(pageRoute(source));
  addDocRoutes(table, docs, sidebars, config.site);
  if (posts.length || blogSources.length) addBlogRoutes(table, posts, config.site);
  table.add({
    path: '/404',
    kind: 'not-found',
    title: 'Page Not Found',
    description: 'We could not find what you were looking for.',
  });
  return {
    site: config.site,
    routes: table.routes,
    byPath: table.byPath,
    docs,
    posts,
    sidebars,
    metadata: siteMetadata(docs, draftIds, sidebars, config.site),
    duplicates: table.duplicates(),
  };
}

/** The files of each section of content/, or, when any failed, every error each met (reported at once). */
function settledSections(sections: PromiseSettledResult<SourceFile[]>[]): SourceFile[][] {
  const errors = sections.flatMap((r) => (r.status === 'rejected' ? toErrors(r.reason) : []));
  if (errors.length) throw new SiteErrors(errors);
  return sections.map((r) => (r.status === 'fulfilled' ? r.value : []));
}

/** The site's sidebars: config/sidebars' when it has one, else generated from the docs folders. */
function siteSidebars(
  root: string,
  config: LoadedConfig,
  docs: DocEntry[],
  docsFiles: string[],
  draftIds: string[],
): Sidebars {
  return buildSidebars(docs, readCategories(root, docsFiles), config.sidebars, 'docs', new Set(draftIds));
}

/** Adds each doc's route, each generated category index's, and a redirect at /docs when no page has it. */
function addDocRoutes(table: RouteTable, docs: DocEntry[], sidebars: Sidebars, site: SiteConfig): void {
  // A doc that no sidebar lists still shows the main sidebar, so its reader can move on.
  const mainSidebar = [...sidebars.trees.keys()][0];
  for (const doc of docs) {
    table.add({
      path: doc.route,
      kind: 'doc',
      title: doc.title,
      description: doc.description ?? '',
      source: doc.source,
      doc,
      sidebarId: sidebars.docSidebar.get(doc.id) ?? mainSidebar,
    });
  }
  for (const generated of sidebars.generatedIndexes) {
    const sidebarId = [...sidebars.trees].find(([, items]) =>
      indexSidebar(items).position.has(generated.route),
    )?.[0];
    table.add({
      path: generated.route,
      kind: 'category-index',
      title: generated.title,
      description: generated.description ?? `Pages about ${generated.title}.`,
      generated,
      sidebarId,
    });
  }
  if (table.byPath.has('/docs') || !docs.length) return;
  const firstSidebar = [...sidebars.trees.values()][0];
  const target =
    site.docsLanding ?? (firstSidebar ? indexSidebar(firstSidebar).navigation[0]?.href : docs[0]?.route);
  if (target)
    table.add({
      path: '/docs',
      kind: 'redirect',
      title: 'Documentation',
      description: `Redirects to ${target}.`,
      redirectTo: target,
    });
}

/** The site metadata of SPEC §3: one docs version, one locale, and the drafts left out. */
function siteMetadata(
  docs: DocEntry[],
  draftIds: string[],
  sidebars: Sidebars,
  site: SiteConfig,
): SiteMetadata {
  const landingId = docs.find((d) => d.route === (site.docsLanding ?? ''))?.id ?? docs[0]?.id;
  return {
    versions: [
      {
        name: 'current',
        label: 'Next',
        mainDocId: landingId,
        docs: docs.map((d) => ({ id: d.id, path: d.route, sidebar: sidebars.docSidebar.get(d.id) })),
      },
    ],
    locales: [{ code: 'en', direction: 'ltr', label: 'English' }],
    draftIds,
  };
}

function toErrors(reason: unknown): SiteError[] {
  if (reason instanceof SiteErrors) return reason.errors;
  if (reason instanceof SiteError) return [reason];
  throw reason;
}

/** Maps a file under content/pages to its route: `a/b.md` -> /a/b, `icons/index.tsx` -> /icons/. */
export function pageRoutePath(rel: string): string {
  const noExt = encodePath(rel.replace(/\.(mdx?|tsx)$/, ''));
  if (noExt === 'index') return '/';
  if (noExt.endsWith('/index')) return `/${noExt.slice(0, -'index'.length)}`;
  return `/${noExt}`;
}

function pageRoute(source: SourceFile): PageRoute {
  const route = pageRoutePath(source.rel);
  const name = decodeUrlPath(path.posix.basename(route.replace(/\/$/, ''))) || 'home';
  return {
    path: route,
    kind: 'page',
    title: String(source.data.title ?? firstHeading(sourceBody(source)) ?? humanise(name)),
    description: source.data.description ?? '',
    source,
  };
}

function addBlogRoutes(table: RouteTable, posts: BlogPost[], site: SiteConfig): void {
  const count = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  for (let index = 0; index < count; index++) {
    table.add({
      path: index === 0 ? '/blog' : `/blog/page/${index + 1}`,
      kind: 'blog-list',
      title: 'Blog',
      description: `The ${site.title} blog`,
      posts: posts.slice(index * POSTS_PER_PAGE, (index + 1) * POSTS_PER_PAGE),
      page: { index: index + 1, count },
    });
  }
  for (const post of posts) {
    table.add({
      path: post.route,
      kind: 'blog-post',
      title: post.title,
      description: post.description,
      source: post.source,
      post,
    });
  }
  table.add({
    path: '/blog/archive',
    kind: 'blog-archive',
    title: 'Archive',
    description: 'Every blog post, by year.',
    posts,
  });
  const tags = new Map<string, { tag: Tag; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.route) ?? { tag, posts: [] };
      entry.posts.push(post);
      tags.set(tag.route, entry);
    }
  }
  table.add({ path: '/blog/tags', kind: 'blog-tags', title: 'Tags', description: 'Every blog tag.', posts });
  for (const { tag, posts: tagged } of [...tags.values()].sort((a, b) =>
    a.tag.label.localeCompare(b.tag.label),
  )) {
    table.add({
      path: tag.route,
      kind: 'blog-tag',
      title: `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`,
      description: tag.description ?? `Blog posts tagged with "${tag.label}".`,
      tag,
      posts: tagged,
    });
  }
}

/** Reads every _category_.json (or .yml) among the docs folder's files, keyed by folder (as on disk). */
function readCategories(root: string, docsFiles: string[]): Map<string, CategoryMeta> {
  const base = path.join(root, 'content/docs');
  const map = new Map<string, CategoryMeta>();
  for (const rel of docsFiles.filter((f) => /(?:^|\/)_category_\.(?:json|ya?ml)$/.test(f))) {
    const file = `content/docs/${rel}`;
    const text = readContentFile(path.join(base, rel), file);
    try {
      const meta: unknown = rel.endsWith('.json') ? JSON.parse(text) : yaml().parse(text);
      map.set(path.posix.dirname(rel), meta as CategoryMeta);
    } catch (error) {
      const message = (error as Error).message;
      // Node 20 says "at position N"; newer versions say "(line L column C)".
      const lineCol = /line (\d+) column (\d+)/.exec(message);
      const at = /position (\d+)/.exec(message);
      const before = text.slice(0, at ? Number(at[1]) : 0).split('\n');
      throw new SiteError(
        `invalid JSON: ${message}`,
        file,
        lineCol ? Number(lineCol[1]) : before.length,
        lineCol ? Number(lineCol[2]) : (before[before.length - 1]?.length ?? 0) + 1,
      );
    }
  }
  return map;
}
