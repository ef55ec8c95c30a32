import path from 'node:path';
import type { BlogOptions, NavItem, SiteConfig } from '../../shared/types.js';
import { navLinks } from '../../shared/navLinks.js';
import type { LoadedConfig } from '../config/loadConfig.js';
import { SiteError, SiteErrors } from '../errors.js';
import { yaml } from './frontMatter.js';
import { withDocMeta } from './docMeta.js';
import { createBlogPosts, type BlogPost } from './blog.js';
import { addBlogRoutes } from './blogRoutes.js';
import { addDocTagRoutes, docTagsMap } from './docTags.js';
import { isUnlisted, type PageRoute, type RouteEntry } from './routeEntry.js';
import { RouteTable } from './routeTable.js';
import { createDoc, versionedId, versionRouteBase, type DocEntry } from './docs.js';
import { CURRENT_VERSION } from '../config/docsVersions.js';
import { DEFAULT_DOCS_PLUGIN, pluginLastVersion, pluginVersions } from '../../shared/docsPlugin.js';
import { translateGeneratedIndex, translateSidebar } from './translateSidebar.js';
import { buildSidebars, indexSidebar, type CategoryMeta, type Sidebars } from './sidebar.js';
import { contentFiles } from './contentFiles.js';
import { readContentFile } from './readContentFile.js';
import { decodeUrlPath, encodePath, sectionRoute } from './routePath.js';
import { firstHeading, humanise, readSources, type KnownSource, type SourceFile } from './sources.js';
import { sourceBody } from './sourceTexts.js';
import { displayedSidebar } from './displayedSidebar.js';
import { contentFolders, type ContentFolders } from './contentFolders.js';
import { isPageFile, withoutPageExtension } from './pageFiles.js';
import { uiText } from '../../../templates/uiText.js';

/** Site metadata of SPEC §3, exposed to the theme and written to the output for tools. */
export interface SiteMetadata {
  /** Every docs version: the site's own docs', then each other docs plugin's (`plugin`, its id; see versionKey). */
  versions: {
    name: string;
    plugin?: string;
    label: string;
    mainDocId: string | undefined;
    docs: { id: string; path: string; sidebar: string | undefined }[];
  }[];
  locales: { code: string; direction: 'ltr' | 'rtl'; label: string }[];
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

/** The site's sections, each read or failed (each version's docs, the blog, the pages), and each version's folder's files. */
export interface SiteSources {
  versionFiles: string[][];
  sections: PromiseSettledResult<SourceFile[]>[];
}

/**
 * Reads the docs (of each version), blog and pages sections (see readSources). The reading is done
 * by the time this returns; its errors wait in the result for buildRouteManifest to report them all.
 * `docsFiles` are the docs folder's files, when already listed; `known`, what an earlier build read.
 */
export async function readSiteSources(
  root: string,
  folders: ContentFolders,
  docsFiles = contentFiles(root, folders.docs),
  known?: ReadonlyMap<string, KnownSource>,
): Promise<SiteSources> {
  const isDoc = (rel: string) => /\.mdx?$/.test(rel);
  const versionFiles = folders.versions.map((folder) =>
    folder === folders.docs ? docsFiles : contentFiles(root, folder),
  );
  // A locale's translation of a file stands for it; the others show as they are.
  const read = async (folder: string, match: (rel: string) => boolean, listed?: string[]) => {
    const translated = folders.translated?.get(folder);
    const [own, translations] = await Promise.all([
      readSources(root, folder, match, listed, known),
      translated ? readSources(root, translated, match, undefined, known) : [],
    ]);
    if (!translations.length) return own;
    const byRel = new Map(own.map((source) => [source.rel, source]));
    for (const source of translations) byRel.set(source.rel, source);
    return [...byRel.values()];
  };
  const sections = await Promise.allSettled([
    ...folders.versions.map((folder, i) => read(folder, isDoc, versionFiles[i])),
    folders.blog ? read(folders.blog.path, isPostFile(folders.blog)) : [],
    read(folders.pages, isPageFile),
  ]);
  return { versionFiles, sections };
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
  const { versionFiles, sections } = await sources;
  const { versions } = config.site.docs;
  const settled = settledSections(sections);
  const [blogSources = [], pageSources = []] = settled.slice(versions.length);
  const allDocs = withDocMeta(
    root,
    config,
    versions.flatMap((version, i) => {
      const tagsMap = docTagsMap(root, config.site, version);
      const routeBase = versionRouteBase(config.site.docs.routeBasePath, version);
      return (settled[i] ?? []).map((s) => createDoc(s, routeBase, version.name, tagsMap));
    }),
  );
  const docs = allDocs.filter((d) => d.data.draft !== true);
  const drafts = allDocs.filter((d) => d.data.draft === true);
  const draftIds = drafts.map((d) => d.id);
  // An unlisted doc is left out of the sidebars as a draft is, but keeps its route.
  const listed = docs.filter((d) => !isUnlisted(d));
  const hidden = [...drafts, ...docs.filter(isUnlisted)];
  const { sidebars, mainSidebars } = siteSidebars(root, config, listed, hidden, versionFiles);
  const mains = mainDocs(docs, sidebars, mainSidebars, config.site);
  const { blog } = config.site;
  const translatedBlog = blog && contentFolders(config.site).translated?.get(blog.path);
  const { posts, authors } = blog
    ? createBlogPosts(root, blogSources, blog, {
        locale: config.site.i18n.current,
        translated: translatedBlog,
      })
    : { posts: [], authors: [] };

  const table = new RouteTable();
  for (const source of pageSources) table.add(pageRoute(source));
  addDocRoutes(table, docs, sidebars, mainSidebars, config.site);
  addDocTagRoutes(table, docs, config.site);
  if (blog && (posts.length || blogSources.length || blog.listedWhenEmpty))
    addBlogRoutes(table, { posts, authors }, config.site, blog);
  const t = uiText(config.site.uiMessages ?? {});
  table.add({
    path: '/404',
    kind: 'not-found',
    title: t('theme.NotFound.title', 'Page Not Found'),
    description: t('theme.NotFound.p1', 'We could not find what you were looking for.'),
  });
  return {
    site: withDocsNav(config.site, docs, mains, sidebars),
    routes: table.routes,
    byPath: table.byPath,
    docs,
    posts,
    sidebars,
    metadata: siteMetadata(docs, draftIds, sidebars, mains, config.site),
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

/**
 * The sidebars of every version: each from its sidebars file when it has one, else generated from
 * its folders. The `hidden` docs (drafts, unlisted docs) are in none, even where a sidebars file
 * names them. A version's sidebar ids are prefixed as its docs' are (see versionedId); every
 * version's problems are reported together.
 */
function siteSidebars(
  root: string,
  config: LoadedConfig,
  docs: DocEntry[],
  hidden: DocEntry[],
  versionFiles: string[][],
): { sidebars: Sidebars; mainSidebars: Map<string, string> } {
  const all: Sidebars = { trees: new Map(), docSidebar: new Map(), generatedIndexes: [] };
  const mainSidebars = new Map<string, string>();
  const { routeBasePath, versions } = config.site.docs;
  const sidebars = settleSync(
    versions.map((version, i) => () => {
      const own = (doc: DocEntry) => doc.version === version.name;
      const categories = readCategories(root, version.folder, versionFiles[i] ?? []);
      const file =
        version.name === CURRENT_VERSION ? config.sidebars : config.versionSidebars?.get(version.name);
      const draftIds = new Set(hidden.filter(own).map((d) => d.unversionedId));
      const base = versionRouteBase(routeBasePath, version);
      return buildSidebars(docs.filter(own), categories, file, base, draftIds);
    }),
  );
  sidebars.forEach((version, i) => {
    const { name } = versions[i]!;
    const id = (sidebar: string) => versionedId(name, sidebar);
    const texts = config.sidebarTranslations?.get(name) ?? new Map<string, string>();
    for (const [sidebar, items] of version.trees)
      all.trees.set(id(sidebar), translateSidebar(items, sidebar, texts));
    for (const [doc, sidebar] of version.docSidebar) all.docSidebar.set(doc, id(sidebar));
    all.generatedIndexes.push(
      ...version.generatedIndexes.map((index) => translateGeneratedIndex(index, texts)),
    );
    const [first] = version.trees.keys();
    if (first !== undefined) mainSidebars.set(name, id(first));
  });
  return { sidebars: all, mainSidebars };
}

/**
 * Each version's main doc, the one its docs root and the version dropdown lead to, as Docusaurus
 * picks it: the doc at the version's root, else the first its first sidebar links, else its first.
 * docsgen's own `docsLanding` names the current version's.
 */
function mainDocs(
  docs: DocEntry[],
  sidebars: Sidebars,
  mainSidebars: Map<string, string>,
  site: SiteConfig,
): Map<string, DocEntry> {
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const mains = new Map<string, DocEntry>();
  for (const version of site.docs.versions) {
    const sidebar = sidebars.trees.get(mainSidebars.get(version.name) ?? '');
    const firstLink = sidebar && indexSidebar(sidebar).navigation.find((item) => item.docId)?.href;
    const main =
      (version.name === CURRENT_VERSION && site.docsLanding ? byRoute.get(site.docsLanding) : undefined) ??
      byRoute.get(sectionRoute(versionRouteBase(site.docs.routeBasePath, version), '')) ??
      (firstLink ? byRoute.get(firstLink) : undefined) ??
      docs.find((doc) => doc.version === version.name);
    if (main) mains.set(version.name, main);
  }
  return mains;
}

/** Runs each task, then gives their values or throws every content error they threw, together. */
function settleSync<T>(tasks: (() => T)[]): T[] {
  const errors: SiteError[] = [];
  const values = tasks.flatMap((task) => {
    try {
      return [task()];
    } catch (error) {
      errors.push(...toErrors(error));
      return [];
    }
  });
  if (errors.length) throw new SiteErrors(errors);
  return values;
}

/** Adds each doc's route, each generated category index's, and a redirect at /docs when no page has it. */
function addDocRoutes(
  table: RouteTable,
  docs: DocEntry[],
  sidebars: Sidebars,
  mainSidebars: Map<string, string>,
  site: SiteConfig,
): void {
  const sidebarIds = settleSync(docs.map((doc) => () => displayedSidebar(doc, sidebars, mainSidebars)));
  docs.forEach((doc, i) =>
    table.add({
      path: doc.route,
      kind: 'doc',
      title: doc.title,
      description: doc.description ?? '',
      source: doc.source,
      doc,
      sidebarId: sidebarIds[i],
    }),
  );
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
  const firstSidebar = sidebars.trees.get(mainSidebars.get(site.docs.lastVersion) ?? '');
  const lastDocs = docs.filter((doc) => doc.version === site.docs.lastVersion);
  const target =
    site.docsLanding ?? (firstSidebar ? indexSidebar(firstSidebar).navigation[0]?.href : lastDocs[0]?.route);
  if (target)
    table.add({
      path: docsRoot,
      kind: 'redirect',
      title: 'Documentation',
      description: `Redirects to ${target}.`,
      redirectTo: target,
    });
}

/** The site metadata of SPEC §3: every docs version with its docs, the locales, and the drafts left out. */
function siteMetadata(
  docs: DocEntry[],
  draftIds: string[],
  sidebars: Sidebars,
  mains: Map<string, DocEntry>,
  site: SiteConfig,
): SiteMetadata {
  return {
    versions: site.docs.versions.map((version) => ({
      name: version.name,
      ...(version.plugin ? { plugin: version.plugin.id } : {}),
      label: version.label,
      mainDocId: mains.get(version.name)?.unversionedId,
      docs: docs
        .filter((d) => d.version === version.name)
        .map((d) => ({ id: d.unversionedId, path: d.route, sidebar: sidebars.docSidebar.get(d.id) })),
    })),
    locales: site.i18n.locales.map(({ code, direction, label }) => ({ code, direction, label })),
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

/**
 * The site config with its navbar's docs links resolved, each in its docs plugin's docs
 * (`docsPluginId`): an item naming a doc (`docId`) links to it in the last version, one naming a
 * sidebar to that sidebar's first page, a version dropdown lists each version's main doc, a
 * `docsVersion` item links to the last one's. With several versions, each such link also knows
 * its route in every version (`versions`), for pages of another version and readers who chose one.
 */
function withDocsNav(
  site: SiteConfig,
  docs: DocEntry[],
  mains: Map<string, DocEntry>,
  sidebars: Sidebars,
): SiteConfig {
  const items = navLinks(site.navbar.items);
  if (!items.some((item) => item.docId || item.docsVersion || item.sidebarId)) return site;
  const routes = new Map(docs.map((doc) => [`${doc.version}\0${doc.unversionedId}`, doc.route]));
  const mainRoute = (version: string) => mains.get(version)?.route;
  const sidebarStart = (version: string, sidebarId: string) => {
    const tree = sidebars.trees.get(versionedId(version, sidebarId));
    return tree && indexSidebar(tree).navigation[0]?.href;
  };
  const resolve = (item: NavItem): NavItem => {
    const plugin = item.docsPlugin ?? DEFAULT_DOCS_PLUGIN;
    const versions = pluginVersions(site, plugin);
    const lastVersion = pluginLastVersion(site, plugin);
    const last = versions.find((v) => v.name === lastVersion);
    // A link to the docs: to its route in the last version (else the first version that has it).
    // The runtime finds its other versions' routes under `versionsKey`, which names the plugin.
    const inVersions = (key: string, route: (version: string) => string | undefined): NavItem => {
      const to = route(lastVersion) ?? versions.map(({ name }) => route(name)).find(Boolean);
      const perVersion = versions.flatMap(({ name }) => (route(name) ? [[name, route(name)!]] : []));
      const versionsKey = plugin === DEFAULT_DOCS_PLUGIN ? key : `${plugin}:${key}`;
      return {
        ...item,
        ...(to ? { to } : {}),
        ...(versions.length > 1 && to ? { versions: Object.fromEntries(perVersion), versionsKey } : {}),
      };
    };
    if (item.docsVersion === 'dropdown')
      return {
        ...item,
        label: item.label || (last?.label ?? ''),
        items: versions.flatMap(({ name, label }) =>
          mains.has(name) ? [{ label, to: mainRoute(name), version: name }] : [],
        ),
      };
    if (item.docsVersion === 'link')
      return { ...inVersions('main', mainRoute), label: item.label || (last?.label ?? '') };
    const { docId, sidebarId } = item;
    if (docId) return inVersions(`doc:${docId}`, (version) => routes.get(`${version}\0${docId}`));
    // As Docusaurus's docSidebar item: the sidebar's first page, in the page's version.
    if (sidebarId) return inVersions(`sidebar:${sidebarId}`, (version) => sidebarStart(version, sidebarId));
    return item.items ? { ...item, items: item.items.map(resolve) } : item;
  };
  return { ...site, navbar: { ...site.navbar, items: site.navbar.items.map(resolve) } };
}
