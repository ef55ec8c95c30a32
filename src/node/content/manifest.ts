import path from 'node:path';
import type { BlogOptions, NavItem, SiteConfig } from '../../shared/types.js';
import { navLinks } from '../../shared/navLinks.js';
import type { LoadedConfig } from '../config/loadConfig.js';
import { SiteError, SiteErrors } from '../errors.js';
import { yaml } from './frontMatter.js';
import { withDocMeta } from './docMeta.js';
import { createBlogPosts, type BlogPost } from './blog.js';
import { addBlogRoutes } from './blogRoutes.js';
import type { PageRoute, RouteEntry } from './routeEntry.js';
import { RouteTable } from './routeTable.js';
import { createDoc, type DocEntry } from './docs.js';
import { buildSidebars, indexSidebar, type CategoryMeta, type Sidebars } from './sidebar.js';
import { contentFiles } from './contentFiles.js';
import { readContentFile } from './readContentFile.js';
import { decodeUrlPath, encodePath } from './routePath.js';
import { firstHeading, humanise, readSources, type KnownSource, type SourceFile } from './sources.js';
import { sourceBody } from './sourceTexts.js';
import { contentFolders, type ContentFolders } from './contentFolders.js';
import { isPageFile, withoutPageExtension } from './pageFiles.js';

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
  folders: ContentFolders,
  docsFiles = contentFiles(root, folders.docs),
  known?: ReadonlyMap<string, KnownSource>,
): Promise<SiteSources> {
  const sections = await Promise.allSettled([
    readSources(root, folders.docs, (rel) => /\.mdx?$/.test(rel), docsFiles, known),
    folders.blog ? readSources(root, folders.blog.path, isPostFile(folders.blog), undefined, known) : [],
    readSources(root, folders.pages, isPageFile, undefined, known),
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
  sources: Promise<SiteSources> = readSiteSources(root, contentFolders(config.site)),
): Promise<RouteManifest> {
  const { docsFiles, sections } = await sources;
  const [docSources = [], blogSources = [], pageSources = []] = settledSections(sections);
  const allDocs = withDocMeta(
    root,
    config,
    docSources.map((s) => createDoc(s, config.site.docs.routeBasePath)),
  );
  const docs = allDocs.filter((d) => d.data.draft !== true);
  const draftIds = allDocs.filter((d) => d.data.draft === true).map((d) => d.id);
  const sidebars = siteSidebars(root, config, docs, docsFiles, draftIds);
  const { blog } = config.site;
  const { posts, authors } = blog ? createBlogPosts(root, blogSources, blog) : { posts: [], authors: [] };

  const table = new RouteTable();
  for (const source of pageSources) table.add(pageRoute(source));
  addDocRoutes(table, docs, sidebars, config.site);
  if (blog && (posts.length || blogSources.length))
    addBlogRoutes(table, { posts, authors }, config.site, blog);
  table.add({
    path: '/404',
    kind: 'not-found',
    title: 'Page Not Found',
    description: 'We could not find what you were looking for.',
  });
  return {
    site: withDocLinks(config.site, docs),
    routes: table.routes,
    byPath: table.byPath,
    docs,
    posts,
    sidebars,
    metadata: siteMetadata(docs, draftIds, sidebars, config.site),
    duplicates: table.duplicates(),
  };
}

/**
 * Which files of the blog's folder are posts: with Docusaurus's routes, every .md and .mdx file; in
 * docsgen's own layout, the folder's files and folders' index files (with the post's images beside them).
 */
function isPostFile(blog: Pick<BlogOptions, 'datedRoutes'>): (rel: string) => boolean {
  return blog.datedRoutes
    ? (rel) => /\.mdx?$/.test(rel)
    : (rel) => /^(?:[^/]+\.mdx?|[^/]+\/index\.mdx?)$/.test(rel);
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
  const categories = readCategories(root, config.site.docs.path, docsFiles);
  return buildSidebars(docs, categories, config.sidebars, 'docs', new Set(draftIds));
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
  const docsRoot = `/${site.docs.routeBasePath}`;
  if (table.byPath.has(docsRoot) || !docs.length) return;
  const firstSidebar = [...sidebars.trees.values()][0];
  const target =
    site.docsLanding ?? (firstSidebar ? indexSidebar(firstSidebar).navigation[0]?.href : docs[0]?.route);
  if (target)
    table.add({
      path: docsRoot,
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
  const noExt = encodePath(withoutPageExtension(rel));
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

/** Reads every _category_.json (or .yml) among the docs folder's files, keyed by folder (as on disk). */
function readCategories(root: string, folder: string, docsFiles: string[]): Map<string, CategoryMeta> {
  const base = path.join(root, folder);
  const map = new Map<string, CategoryMeta>();
  for (const rel of docsFiles.filter((f) => /(?:^|\/)_category_\.(?:json|ya?ml)$/.test(f))) {
    const file = `${folder}/${rel}`;
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

/** The site config with each navbar item that names a doc (`docId`) linking to that doc's route. */
function withDocLinks(site: SiteConfig, docs: DocEntry[]): SiteConfig {
  if (!navLinks(site.navbar.items).some((item) => item.docId)) return site;
  const routes = new Map(docs.map((doc) => [doc.id, doc.route]));
  const resolve = (item: NavItem): NavItem => ({
    ...item,
    ...(item.docId && routes.has(item.docId) ? { to: routes.get(item.docId) } : {}),
    ...(item.items ? { items: item.items.map(resolve) } : {}),
  });
  return { ...site, navbar: { ...site.navbar, items: site.navbar.items.map(resolve) } };
}
