import type { LastUpdate } from './lastUpdates.js';
import path from 'node:path/posix';
import type { FrontMatter } from './frontMatter.js';
import { firstHeading, humanise, type SourceFile } from './sources.js';
import { SiteError } from '../errors.js';
import { encodePath, sectionRoute } from './routePath.js';
import { sourceBody } from './sourceTexts.js';
import type { DocsVersion } from '../../shared/types.js';
import { CURRENT_VERSION } from '../config/docsVersions.js';
import { resolveTags, type Tag } from './tags.js';

/**
 * One documentation page: identity, route and the metadata the sidebar and theme need. Made from
 * its source file alone (createDoc), so that the file's key stands for all of it (see routeKey),
 * but for its tags, which its version's tags.yml names.
 */
export interface DocEntry {
  /** Unique among the site's docs: its id in its version, prefixed `version-<name>/` for a version but `current`. */
  id: string;
  /** Its id within its version, as sidebars, navbar items and front matter name it. */
  unversionedId: string;
  /** The docs version it belongs to (see docsVersions). */
  version: string;
  /** Folder of the file under content/docs, '' at the top (number prefixes stripped). */
  dir: string;
  /** Folder as on disk (prefixes kept), used to match _category_.json files. */
  diskDir: string;
  route: string;
  title: string;
  sidebarLabel: string;
  /** Explicit sidebar_position, else the file name's number prefix. */
  position: number | undefined;
  /** True for index.md / README.md: the page stands for its folder. */
  isIndex: boolean;
  description: string | undefined;
  data: FrontMatter;
  source: SourceFile;
  /** Where its source can be edited ("Edit this page"), when the site says. */
  editUrl?: string;
  /** When it was last changed, when the site shows it. */
  lastUpdate?: LastUpdate;
  /** Its front matter's tags, each with its page under its version (see addDocTagRoutes). */
  tags: Tag[];
}

const NUMBER_PREFIX = /^(\d+)[-_.\s]+/;

/** Strips a Docusaurus number prefix ("01-intro" -> "intro"), returning the number too. */
export function stripNumberPrefix(name: string): { name: string; number: number | undefined } {
  const match = NUMBER_PREFIX.exec(name);
  // A name that is only digits ("2025") is a name, not a prefix.
  if (!match || match[0].length === name.length) return { name, number: undefined };
  return { name: name.slice(match[0].length), number: Number(match[1]) };
}

/** Folder on disk -> its names with their number prefixes stripped: worked out once for its many docs. */
const strippedFolders = new Map<string, string>();

/** A docs folder's path with each name's number prefix stripped ("01-guides/02-api" -> "guides/api"). */
function strippedFolder(diskDir: string): string {
  let dir = strippedFolders.get(diskDir);
  if (dir === undefined) {
    dir = diskDir
      .split('/')
      .filter(Boolean)
      .map((seg) => stripNumberPrefix(seg).name)
      .join('/');
    strippedFolders.set(diskDir, dir);
  }
  return dir;
}

/** The route base of a docs version's pages: the docs' base (or its plugin's) and the version's path (`docs/next`). */
export function versionRouteBase(routeBasePath: string, version: DocsVersion): string {
  return [version.plugin?.routeBasePath ?? routeBasePath, version.path].filter(Boolean).join('/');
}

/** A doc's id among every version's: the version's own id, prefixed for a version but `current`. */
export function versionedId(version: string, id: string): string {
  return version === CURRENT_VERSION ? id : `version-${version}/${id}`;
}

/**
 * Resolves a doc file of a version (`current` unless said) to its id and route following
 * Docusaurus's id, slug and index rules; `routeBase` is its version's (see versionRouteBase), and
 * `tagsMap` its version's tags.yml (see docTagsMap).
 */
export function createDoc(
  source: SourceFile,
  routeBase: string,
  version = CURRENT_VERSION,
  tagsMap: Record<string, unknown> = {},
): DocEntry {
  const { data } = source;
  const slash = source.rel.lastIndexOf('/');
  const diskDir = slash < 0 ? '' : source.rel.slice(0, slash);
  const dir = strippedFolder(diskDir);
  const base = path.basename(source.rel, path.extname(source.rel));
  const stripped = stripNumberPrefix(base);
  // Docusaurus's category-index convention: the file's own name (number prefix and all) is index,
  // readme or its folder's, whatever its id says.
  const folderName = diskDir.slice(diskDir.lastIndexOf('/') + 1);
  const isIndex = ['index', 'readme', folderName.toLowerCase()].includes(base.toLowerCase());
  const name = data.id ?? stripped.name;
  if (typeof name === 'string' && name.includes('/')) {
    throw new SiteError('front matter "id" must not contain "/"', source.file, 2, 1);
  }
  const id = dir ? `${dir}/${name}` : name;
  // A slug is a URL path (relative to the folder, or to the docs root when it starts with /); the
  // file path and id are names, encoded to become one.
  const slug = data.slug === undefined ? undefined : String(data.slug);
  const urlPath =
    slug === undefined
      ? encodePath(isIndex ? dir : id)
      : slug.startsWith('/')
        ? slug
        : `${encodePath(dir)}/${slug}`;
  const route = sectionRoute(routeBase, urlPath);
  const title =
    data.title ?? firstHeading(sourceBody(source)) ?? humanise(isIndex ? path.basename(dir) || 'Docs' : name);
  return {
    id: versionedId(version, id),
    unversionedId: id,
    version,
    dir,
    diskDir,
    route,
    title: String(title),
    sidebarLabel: data.sidebar_label ?? String(title),
    position: data.sidebar_position ?? stripped.number,
    isIndex,
    description: data.description ?? undefined,
    data,
    source,
    tags: resolveTags(data.tags, tagsMap, routeBase),
  };
}
