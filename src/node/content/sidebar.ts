import GithubSlugger from 'github-slugger';
import type { SidebarItem } from '../../shared/types.js';
import {
  sidebarError,
  type CategoryLinkConfig,
  type CustomProps,
  type SidebarConfigItem,
  type SidebarsConfig,
} from '../config/normalizeSidebars.js';
import { SiteError, SiteErrors } from '../errors.js';
import type { DocEntry } from './docs.js';
import { humanise } from './sources.js';
import { sectionRoute } from './routePath.js';
import { stripNumberPrefix } from './docs.js';

/** What a folder's _category_.json may say. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  link?: CategoryLinkConfig | null;
}

/** A generated category index page (`link: { type: 'generated-index' }`). */
export interface GeneratedIndex {
  route: string;
  title: string;
  description: string | undefined;
  items: SidebarItem[];
  /**
   * Its sidebar's id (unversioned) and its category's label, as the sidebars give them, and
   * whether `link.title` named it: what a locale's translations are found by (translateSidebar).
   */
  sidebar: string;
  label: string;
  linkTitle: boolean;
}

export interface Sidebars {
  /** Sidebar id -> items, in display order. */
  trees: Map<string, SidebarItem[]>;
  /** Doc id -> the sidebar it appears in (first one wins). */
  docSidebar: Map<string, string>;
  generatedIndexes: GeneratedIndex[];
}

type Category = SidebarItem & { type: 'category' };
type GeneratedIndexLink = CategoryLinkConfig & { type: 'generated-index' };

interface Context {
  /** The version's docs, by the id they have in it (what the sidebars file names). */
  docs: Map<string, DocEntry>;
  /** Docs left out of the build: Docusaurus drops the items that name them, without an error. */
  draftIds: ReadonlySet<string>;
  categories: Map<string, CategoryMeta>;
  routeBase: string;
  /** Categories whose page is a generated index, given their routes once every sidebar is built. */
  indexLinks: Map<Category, GeneratedIndexLink>;
  /** The sidebars file, for its problems' places. */
  config?: SidebarsConfig;
  problems: SiteError[];
  /** Folder -> its docs and its subfolders that hold docs (at any depth), so each folder is visited once. */
  folders: Map<string, { docs: DocEntry[]; subdirs: Set<string> }>;
}

/** Indexes docs by folder: generating a sidebar then costs time linear in the docs, not docs x folders. */
function indexFolders(docs: DocEntry[]): Context['folders'] {
  const folders: Context['folders'] = new Map();
  const folder = (dir: string) => {
    let entry = folders.get(dir);
    if (!entry) folders.set(dir, (entry = { docs: [], subdirs: new Set() }));
    return entry;
  };
  for (const doc of docs) {
    folder(doc.diskDir).docs.push(doc);
    // Register the folder under each of its ancestors, up to the root.
    for (let dir = doc.diskDir; dir !== '';) {
      const cut = dir.lastIndexOf('/');
      const parent = cut < 0 ? '' : dir.slice(0, cut);
      const { subdirs } = folder(parent);
      if (subdirs.has(dir.slice(cut + 1))) break;
      subdirs.add(dir.slice(cut + 1));
      dir = parent;
    }
  }
  return folders;
}

/**
 * Builds every docs sidebar: from the sidebars file when given, else one sidebar generated from
 * the folder tree (positions, number prefixes and _category_.json). Every problem of the file, its
 * own and the doc ids it names that do not exist, is thrown at once.
 */
export function buildSidebars(
  docs: DocEntry[],
  categories: Map<string, CategoryMeta>,
  config: SidebarsConfig | undefined,
  routeBase: string,
  draftIds: ReadonlySet<string> = new Set(),
): Sidebars {
  const ctx: Context = {
    docs: new Map(docs.map((d) => [d.unversionedId, d])),
    draftIds,
    categories,
    routeBase,
    indexLinks: new Map(),
    config,
    problems: [...(config?.problems ?? [])],
    folders: indexFolders(docs),
  };
  const trees = new Map<string, SidebarItem[]>();
  if (config) {
    for (const [id, items] of config.sidebars)
      trees.set(
        id,
        items.flatMap((item) => resolveItem(item, ctx)),
      );
  } else {
    trees.set('docs', autogenerate('', ctx));
  }
  if (ctx.problems.length)
    throw new SiteErrors(ctx.problems.sort((a, b) => a.line - b.line || a.column - b.column));
  const generatedIndexes = routeGeneratedIndexes(trees, ctx);
  for (const items of trees.values()) numberCategories(items, { next: 0 });
  // As in Docusaurus, a doc listed by several sidebars shows the last of them.
  const docSidebar = new Map<string, string>();
  for (const [id, items] of trees) {
    for (const item of indexSidebar(items).navigation) if (item.docId) docSidebar.set(item.docId, id);
  }
  return { trees, docSidebar, generatedIndexes };
}

/**
 * Gives each generated-index category its route, in pre-order across the sidebars as Docusaurus
 * does: one slugger for them all, so two categories of one label get `/category/x` and `/category/x-1`.
 */
function routeGeneratedIndexes(trees: Map<string, SidebarItem[]>, ctx: Context): GeneratedIndex[] {
  const slugger = new GithubSlugger();
  const indexes: GeneratedIndex[] = [];
  const walk = (items: SidebarItem[], sidebar: string): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const link = ctx.indexLinks.get(item);
      if (link) {
        item.href = sectionRoute(ctx.routeBase, link.slug ?? `/category/${slugger.slug(item.label)}`);
        indexes.push({
          route: item.href,
          title: link.title ?? item.label,
          description: link.description,
          items: item.items,
          sidebar,
          label: item.label,
          linkTitle: link.title !== undefined,
        });
      }
      walk(item.items, sidebar);
    }
  };
  for (const [sidebar, items] of trees) walk(items, sidebar);
  return indexes;
}

/** Numbers categories in pre-order, the order the Sidebar template renders them. */
function numberCategories(items: SidebarItem[], counter: { next: number }): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    item.index = counter.next++;
    numberCategories(item.items, counter);
  }
}

/** An item prev/next walks through: a doc's link, or a category that has its own page. */
export type NavigationItem = (SidebarItem & { type: 'link' }) | Category;

export interface SidebarIndex {
  /**
   * The pages of the sidebar in reading order, as Docusaurus's prev/next goes through them: doc
   * links and categories with a page (not plain links, refs or HTML items).
   */
  navigation: NavigationItem[];
  /** href -> position of its first item in `navigation`. */
  position: Map<string, number>;
  /** href -> the categories leading to its first occurrence (a category's own href includes itself). */
  trails: Map<string, Category[]>;
}

const indexes = new WeakMap<SidebarItem[], SidebarIndex>();

/**
 * A sidebar's pages, positions and category trails, computed once per tree: each page then finds
 * its prev/next, breadcrumbs and open categories in constant time (not a walk of the whole tree).
 */
export function indexSidebar(items: SidebarItem[]): SidebarIndex {
  let index = indexes.get(items);
  if (index) return index;
  const navigation: NavigationItem[] = [];
  const position = new Map<string, number>();
  const trails = new Map<string, Category[]>();
  const walk = (list: SidebarItem[], trail: Category[]): void => {
    for (const item of list) {
      if (item.type === 'html') continue;
      const own = item.type === 'category' ? [...trail, item] : trail;
      if (item.href && !trails.has(item.href)) trails.set(item.href, own);
      if (item.href && (item.type === 'category' || item.docId)) {
        if (!position.has(item.href)) position.set(item.href, navigation.length);
        navigation.push(item);
      }
      if (item.type === 'category') walk(item.items, own);
    }
  };
  walk(items, []);
  index = { navigation, position, trails };
  indexes.set(items, index);
  return index;
}

/** Every link of a sidebar in reading order, category links included (HTML items have none). */
export function flattenSidebar(items: SidebarItem[]): { href: string; label: string; docId?: string }[] {
  const out: { href: string; label: string; docId?: string }[] = [];
  const walk = (list: SidebarItem[]): void => {
    for (const item of list) {
      if (item.type === 'link') out.push(item);
      else if (item.type === 'category') {
        if (item.href) out.push({ href: item.href, label: item.label, docId: item.docId });
        walk(item.items);
      }
    }
  };
  walk(items);
  return out;
}

/**
 * A doc's link. As in Docusaurus, the doc's front matter (`sidebar_label`, `sidebar_class_name`,
 * `sidebar_custom_props`) wins over what the sidebar item says.
 */
function docLink(
  doc: DocEntry,
  item: { label?: string; className?: string; customProps?: CustomProps } = {},
): SidebarItem & { type: 'link' } {
  const customProps = (doc.data.sidebar_custom_props as CustomProps | undefined) ?? item.customProps;
  return {
    type: 'link',
    label: doc.data.sidebar_label ?? item.label ?? doc.sidebarLabel,
    href: doc.route,
    docId: doc.id,
    className: doc.data.sidebar_class_name ?? item.className ?? undefined,
    ...(customProps && { customProps }),
  };
}

/** A doc named by the sidebars file, or a problem at the item naming it (a draft is no problem: its item is dropped). */
function findDoc(id: string, at: SidebarConfigItem['at'], ctx: Context): DocEntry | undefined {
  const doc = ctx.docs.get(id);
  if (!doc && !ctx.draftIds.has(id) && ctx.config)
    ctx.problems.push(sidebarError(ctx.config, at, `no doc has the id "${id}"`));
  return doc;
}

function resolveItem(item: SidebarConfigItem, ctx: Context): SidebarItem[] {
  const { className, customProps } = item;
  const extra = { ...(className && { className }), ...(customProps && { customProps }) };
  switch (item.type) {
    case 'doc':
    case 'ref': {
      const doc = findDoc(item.id, item.at, ctx);
      if (!doc) return [];
      const link = docLink(doc, item);
      // A ref links to the doc without making the sidebar its own: no docId, so no prev/next or page.
      if (item.type === 'ref') delete link.docId;
      return [link];
    }
    case 'link':
      return [{ type: 'link', label: item.label, href: item.href, ...extra }];
    case 'html':
      return [{ type: 'html', value: item.value, defaultStyle: item.defaultStyle === true, ...extra }];
    case 'autogenerated':
      return autogenerate(item.dirName === '.' ? '' : item.dirName, ctx);
    case 'category':
      return resolveCategory(item, ctx);
  }
}

/**
 * A category of the sidebars file, as Docusaurus post-processes it: one with neither items nor a
 * link is an error; one whose items are all drafts becomes a link to its doc, or goes.
 */
function resolveCategory(item: SidebarConfigItem & { type: 'category' }, ctx: Context): SidebarItem[] {
  const items = item.items.flatMap((child) => resolveItem(child, ctx));
  const category: Category = {
    type: 'category',
    label: item.label,
    items,
    collapsed: item.collapsible === false ? false : (item.collapsed ?? true),
    ...(item.collapsible === false && { collapsible: false as const }),
    index: 0,
    className: item.className,
    ...(item.customProps && { customProps: item.customProps }),
  };
  const link = item.link;
  const linked =
    link?.type === 'doc'
      ? findDoc(link.id, { key: `${item.at.key}.link`, offset: item.at.offset }, ctx)
      : undefined;
  if (linked) Object.assign(category, { href: linked.route, docId: linked.id });
  else if (link && link.type !== 'doc') ctx.indexLinks.set(category, link);
  const named = item.items.some((child) => child.type === 'doc' || child.type === 'ref');
  if (!items.length && !link && !named && ctx.config)
    ctx.problems.push(
      sidebarError(ctx.config, item.at, `category "${item.label}" has neither items nor a link`),
    );
  if (items.length) return [category];
  ctx.indexLinks.delete(category);
  return linked
    ? [docLink(linked, { label: item.label, className: item.className, customProps: item.customProps })]
    : [];
}

/** Links a folder's category (from its _category_.json) to a doc or a generated index; returns the doc. */
function linkFolderCategory(
  category: Category,
  link: CategoryLinkConfig,
  ctx: Context,
): DocEntry | undefined {
  if (link.type === 'generated-index') {
    ctx.indexLinks.set(category, link);
    return undefined;
  }
  const doc = ctx.docs.get(link.id);
  if (doc) Object.assign(category, { href: doc.route, docId: doc.id });
  else if (!ctx.draftIds.has(link.id))
    ctx.problems.push(
      new SiteError(`category "${category.label}" links to unknown doc id "${link.id}"`, undefined),
    );
  return doc;
}

/** Generates the items of one folder: its docs and subfolders, sorted by position then name. */
function autogenerate(diskDir: string, ctx: Context): SidebarItem[] {
  const entries: { position: number | undefined; name: string; item: SidebarItem }[] = [];
  const prefix = diskDir ? `${diskDir}/` : '';
  const folder = ctx.folders.get(diskDir);
  for (const doc of folder?.docs ?? []) {
    if (doc.isIndex && diskDir !== '') continue;
    entries.push({ position: doc.position, name: doc.source.rel, item: docLink(doc) });
  }
  for (const sub of folder?.subdirs ?? []) {
    const subDisk = prefix + sub;
    const meta = ctx.categories.get(subDisk) ?? {};
    const stripped = stripNumberPrefix(sub);
    const label = meta.label ?? humanise(stripped.name);
    const category: Category = {
      type: 'category',
      label,
      items: autogenerate(subDisk, ctx),
      collapsed: meta.collapsible === false ? false : (meta.collapsed ?? true),
      index: 0,
      className: meta.className,
    };
    const subDocs = ctx.folders.get(subDisk)?.docs ?? [];
    const index = subDocs.find((d) => d.isIndex);
    let linked: DocEntry | undefined;
    if (meta.link?.type === 'doc') {
      // As in Docusaurus, `id` may be local to the folder ("overview") or qualified ("reference/overview").
      const dir = index?.dir ?? subDocs[0]?.dir;
      const localId = dir ? `${dir}/${meta.link.id}` : meta.link.id;
      linked = linkFolderCategory(
        category,
        ctx.docs.has(localId) ? { ...meta.link, id: localId } : meta.link,
        ctx,
      );
      // Docusaurus shows the linked doc as the category itself, not again as its first child.
      category.items = category.items.filter(
        (item) => !(item.type === 'link' && item.docId === category.docId),
      );
    } else if (meta.link !== undefined) {
      // `link: null` says the category has no page, not even its folder's index doc.
      if (meta.link) linkFolderCategory(category, meta.link, ctx);
    } else if (index) {
      category.href = index.route;
      category.docId = index.id;
      linked = index;
    }
    // As in Docusaurus, the doc a category links to stands in for what _category_.json leaves out:
    // its sidebar label and its position (intro/index.md at sidebar_position 0 puts intro/ first).
    if (meta.label === undefined && linked) category.label = linked.sidebarLabel;
    entries.push({
      position: meta.position ?? linked?.position ?? stripped.number,
      name: sub,
      item: category,
    });
  }
  entries.sort(
    (a, b) =>
      (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
  return entries.map((e) => e.item);
}
