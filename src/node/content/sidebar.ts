import GithubSlugger from 'github-slugger';
import type { SidebarItem } from '../../shared/types.js';
import type { SidebarConfigItem } from '../config/loadConfig.js';
import { SiteError } from '../errors.js';
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
  link?:
    | { type: 'doc'; id: string }
    | { type: 'generated-index'; slug?: string; title?: string; description?: string }
    | null;
}

/** A generated category index page (`link: { type: 'generated-index' }`). */
export interface GeneratedIndex {
  route: string;
  title: string;
  description: string | undefined;
  items: SidebarItem[];
}

export interface Sidebars {
  /** Sidebar id -> items, in display order. */
  trees: Map<string, SidebarItem[]>;
  /** Doc id -> the sidebar it appears in (first one wins). */
  docSidebar: Map<string, string>;
  generatedIndexes: GeneratedIndex[];
}

interface Context {
  docs: Map<string, DocEntry>;
  categories: Map<string, CategoryMeta>;
  routeBase: string;
  generatedIndexes: GeneratedIndex[];
  /** Where config errors point: the sidebars file and its text. */
  configFile?: { file: string; text: string };
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
 * Builds every docs sidebar: from config/sidebars.ts when given, else one sidebar generated from
 * the folder tree (positions, number prefixes and _category_.json).
 */
export function buildSidebars(
  docs: DocEntry[],
  categories: Map<string, CategoryMeta>,
  config: Record<string, SidebarConfigItem[]> | undefined,
  routeBase: string,
  configFile?: { file: string; text: string },
): Sidebars {
  const ctx: Context = {
    docs: new Map(docs.map((d) => [d.id, d])),
    categories,
    routeBase,
    generatedIndexes: [],
    configFile,
    folders: indexFolders(docs),
  };
  const trees = new Map<string, SidebarItem[]>();
  if (config) {
    for (const [id, items] of Object.entries(config))
      trees.set(
        id,
        items.flatMap((item) => resolveItem(item, ctx)),
      );
  } else {
    trees.set('docs', autogenerate('', ctx));
  }
  for (const items of trees.values()) numberCategories(items, { next: 0 });
  const docSidebar = new Map<string, string>();
  for (const [id, items] of trees) {
    for (const link of flattenSidebar(items))
      if (link.docId && !docSidebar.has(link.docId)) docSidebar.set(link.docId, id);
  }
  return { trees, docSidebar, generatedIndexes: ctx.generatedIndexes };
}

/** Numbers categories in pre-order, the order the Sidebar template renders them. */
function numberCategories(items: SidebarItem[], counter: { next: number }): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    item.index = counter.next++;
    numberCategories(item.items, counter);
  }
}

type Category = SidebarItem & { type: 'category' };

export interface SidebarIndex {
  /** Every link in reading order (category links included), as flattenSidebar gives them. */
  links: { href: string; label: string; docId?: string }[];
  /** href -> position of its first link in `links`. */
  position: Map<string, number>;
  /** href -> the categories leading to its first occurrence (a category's own href includes itself). */
  trails: Map<string, Category[]>;
}

const indexes = new WeakMap<SidebarItem[], SidebarIndex>();

/**
 * A sidebar's links, positions and category trails, computed once per tree: each page then finds
 * its prev/next, breadcrumbs and open categories in constant time (not a walk of the whole tree).
 */
export function indexSidebar(items: SidebarItem[]): SidebarIndex {
  let index = indexes.get(items);
  if (index) return index;
  index = { links: flattenSidebar(items), position: new Map(), trails: new Map() };
  index.links.forEach((link, i) => {
    if (!index!.position.has(link.href)) index!.position.set(link.href, i);
  });
  const trails = index.trails;
  const walk = (list: SidebarItem[], trail: Category[]): void => {
    for (const item of list) {
      const own = item.type === 'category' ? [...trail, item] : trail;
      if (item.href && !trails.has(item.href)) trails.set(item.href, own);
      if (item.type === 'category') walk(item.items, own);
    }
  };
  walk(items, []);
  indexes.set(items, index);
  return index;
}

/** Every link of a sidebar in reading order, category links included (used for prev/next). */
export function flattenSidebar(items: SidebarItem[]): { href: string; label: string; docId?: string }[] {
  const out: { href: string; label: string; docId?: string }[] = [];
  const walk = (list: SidebarItem[]): void => {
    for (const item of list) {
      if (item.type === 'link') out.push(item);
      else {
        if (item.href) out.push({ href: item.href, label: item.label, docId: item.docId });
        walk(item.items);
      }
    }
  };
  walk(items);
  return out;
}

function docLink(doc: DocEntry, label?: string, className?: string): SidebarItem {
  return {
    type: 'link',
    label: label ?? doc.sidebarLabel,
    href: doc.route,
    docId: doc.id,
    className: className ?? doc.data.sidebar_class_name ?? undefined,
  };
}

function configError(ctx: Context, message: string, needle: string): SiteError {
  const file = ctx.configFile;
  if (!file) return new SiteError(message, undefined);
  const index = Math.max(0, file.text.indexOf(needle));
  const before = file.text.slice(0, index).split('\n');
  return new SiteError(message, file.file, before.length, (before[before.length - 1]?.length ?? 0) + 1);
}

function resolveItem(item: SidebarConfigItem, ctx: Context): SidebarItem[] {
  if (typeof item === 'string' || item.type === 'doc') {
    const id = typeof item === 'string' ? item : item.id;
    const doc = ctx.docs.get(id);
    if (!doc) throw configError(ctx, `sidebar refers to unknown doc id "${id}"`, `'${id}'`);
    return typeof item === 'string' ? [docLink(doc)] : [docLink(doc, item.label, item.className)];
  }
  if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
  if (item.type === 'autogenerated') return autogenerate(item.dirName === '.' ? '' : item.dirName, ctx);
  if (item.type === 'category') {
    const items = item.items.flatMap((child) => resolveItem(child, ctx));
    const category: SidebarItem & { type: 'category' } = {
      type: 'category',
      label: item.label,
      items,
      collapsed: item.collapsible === false ? false : (item.collapsed ?? true),
      index: 0,
      className: item.className,
    };
    applyLink(category, item.link, ctx, item.label);
    return [category];
  }
  throw configError(ctx, `unknown sidebar item ${JSON.stringify(item)}`, JSON.stringify(item).slice(0, 20));
}

function applyLink(
  category: SidebarItem & { type: 'category' },
  link: CategoryMeta['link'],
  ctx: Context,
  label: string,
): void {
  if (!link) return;
  if (link.type === 'doc') {
    const doc = ctx.docs.get(link.id);
    if (!doc) throw configError(ctx, `category "${label}" links to unknown doc id "${link.id}"`, link.id);
    category.href = doc.route;
    category.docId = doc.id;
    return;
  }
  const slug = link.slug ?? `/category/${new GithubSlugger().slug(label)}`;
  const route = sectionRoute(ctx.routeBase, slug);
  category.href = route;
  ctx.generatedIndexes.push({
    route,
    title: link.title ?? label,
    description: (link as { description?: string }).description,
    items: category.items,
  });
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
    const category: SidebarItem & { type: 'category' } = {
      type: 'category',
      label,
      items: autogenerate(subDisk, ctx),
      collapsed: meta.collapsible === false ? false : (meta.collapsed ?? true),
      index: 0,
      className: meta.className,
    };
    const subDocs = ctx.folders.get(subDisk)?.docs ?? [];
    const index = subDocs.find((d) => d.isIndex);
    if (meta.link?.type === 'doc') {
      // As in Docusaurus, `id` may be local to the folder ("overview") or qualified ("reference/overview").
      const dir = index?.dir ?? subDocs[0]?.dir;
      const localId = dir ? `${dir}/${meta.link.id}` : meta.link.id;
      applyLink(category, ctx.docs.has(localId) ? { ...meta.link, id: localId } : meta.link, ctx, label);
      // Docusaurus shows the linked doc as the category itself, not again as its first child.
      category.items = category.items.filter(
        (item) => !(item.type === 'link' && item.docId === category.docId),
      );
    } else if (meta.link !== undefined) applyLink(category, meta.link, ctx, label);
    else if (index) {
      category.href = index.route;
      category.docId = index.id;
    }
    entries.push({ position: meta.position ?? stripped.number, name: sub, item: category });
  }
  entries.sort(
    (a, b) =>
      (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
  return entries.map((e) => e.item);
}
