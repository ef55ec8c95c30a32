import { createHash, hash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Definition, Image, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { HASH_LINK_CLASS } from './headingAnchor.js';
import { pageData, REF_PREFIX, type PageAsset, type PageData, type PageRef } from './pageData.js';
import { decodeUrlPath } from '../content/routePath.js';
import type { RouteManifest } from '../content/manifest.js';
import { contentFolders, folderPaths } from '../content/contentFolders.js';

export interface LinkOptions extends LinkTargets {
  /** Absolute site root. */
  root: string;
  /**
   * Whether a compile leaves the URLs that depend on the page's place (links to Markdown files,
   * co-located images) as placeholders, placed for each file that has the page's text afterwards
   * (see placePage): a `.md` compile, which identical copies of a page then share. MDX pages,
   * whose URLs end up in code, resolve them as they compile.
   */
  deferRefs?: boolean;
}

/** What a link to a `.md`/`.mdx` file resolves against: the site's files and its content folders. */
export interface LinkTargets {
  /** Source file (relative to the site root) -> its route. */
  fileRoutes: ReadonlyMap<string, string>;
  folders: LinkFolders;
  /** The site's `trailingSlash`: whether its pages' URLs end in `/`, which relative links resolve against. */
  trailingSlash?: boolean;
}

/** The folders, relative to the site root, where a link to a Markdown file is looked for. */
export interface LinkFolders {
  /** The docs, blog and pages folders: a file's own is searched before `siteDir`. */
  content: readonly string[];
  /** The last folder searched: Docusaurus's site root, or the `content/` of docsgen's layout. */
  siteDir: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A link to a Markdown file: its path and what follows it (query, hash). */
const FILE_LINK = /^([^?#]+\.mdx?)([?#].*)?$/;
/** A relative URL (`results/beta`, `../guide`): neither a URL, nor root-relative, nor a hash or query alone. */
const RELATIVE = /^(?![/#?]|@site\/)./;

/**
 * Rewrites links to `.md`/`.mdx` files into routes and relative links into paths from the page's
 * route, emits co-located images under hashed names, and records every link (with its line) for
 * `docsgen check`.
 */
export function remarkLinks(options: LinkOptions) {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file);
    const from = String(file.path);
    visit(tree, ['link', 'definition', 'image'], (node) => {
      const target = node as Link | Definition | Image;
      // The heading plugin's own hash links are not authored links.
      const cls = (target.data?.hProperties as { className?: string[] } | undefined)?.className;
      const kind = target.type === 'image' ? 'image' : cls?.includes(HASH_LINK_CLASS) ? 'own' : 'link';
      target.url = rewriteUrl(target.url, kind, target.position?.start.line ?? 1, from, options, data);
    });
  };
}

/**
 * The URL a page should use for a link or image: `.md` links become routes, co-located images get
 * hashed names (or, with `deferRefs`, both become placeholders placePage fills in). Authored links
 * are recorded (with their line) on the page data for `docsgen check`.
 */
export function rewriteUrl(
  url: string,
  kind: 'link' | 'image' | 'own',
  line: number,
  from: string,
  options: LinkOptions,
  data: PageData,
): string {
  if (kind === 'image') {
    if (!isLocalAsset(url)) return url;
    return options.deferRefs ? deferRef(data, 'image', url) : emitAsset(url, from, options, data.assets);
  }
  if (EXTERNAL.test(url) || url === '#') return url;
  const fileLink = FILE_LINK.test(url);
  // A relative link depends on the page's place as a link to a Markdown file does.
  const placed = fileLink || RELATIVE.test(url);
  const resolved = !placed
    ? url
    : options.deferRefs
      ? deferRef(data, 'link', url)
      : resolveFileLink(url, from, options);
  // `docsgen check` names a relative link as written, and resolves it against the page itself.
  if (kind === 'link') data.links.push({ href: fileLink ? resolved : url, line });
  if (placed) data.fileLinks.push([url, resolved]);
  return resolved;
}

/**
 * The placeholder of a URL that depends on the page's place, recorded on the page data. It is
 * named by a hash of the URL: text of the page cannot hold it by chance, and it survives URL
 * normalisation and HTML escaping unchanged (letters, digits and dashes).
 */
function deferRef(data: PageData, kind: PageRef[0], url: string): string {
  const token = `${REF_PREFIX}${hash('sha1', `${kind}\0${url}`).slice(0, 20)}`;
  data.refs.push([kind, url, token]);
  return token;
}

/**
 * Turns `./other.md#x` into the route of that file, keeping the hash (see linkCandidates), and any
 * other relative link (`../guide`) into the path it names from the page's route, as Docusaurus's
 * links resolve it (React Router's, against the page's URL), so that it holds wherever the page is
 * served from (`/a/b` or `/a/b/`).
 */
export function resolveFileLink(url: string, from: string, targets: LinkTargets): string {
  if (EXTERNAL.test(url)) return url;
  const match = FILE_LINK.exec(url);
  if (!match) return RELATIVE.test(url) ? fromRoute(url, targets.fileRoutes.get(from), targets) : url;
  const found = linkCandidates(decodeUrlPath(match[1]!), from, targets.folders).find((file) =>
    targets.fileRoutes.has(file),
  );
  return found ? targets.fileRoutes.get(found)! + (match[2] ?? '') : url;
}

/** A relative URL resolved against a page's route (its URL as the site writes it), or as written for a file with no route (a partial). */
function fromRoute(url: string, route: string | undefined, targets: LinkTargets): string {
  if (route === undefined) return url;
  const base = targets.trailingSlash && route !== '/' ? `${route}/` : route;
  // A backslash is a character of the path in Markdown (CommonMark encodes it), a slash to the URL parser.
  const resolved = new URL(url.replaceAll('\\', '%5C'), `http://site${base}`);
  return resolved.pathname + resolved.search + resolved.hash;
}

/**
 * The files a link to `target` from `from` may name, in Docusaurus's order: `./x.md` and `../x.md`
 * from the linking file's folder; `/x.md` from the file's content folder, then the site's; `x.md`
 * from the file's folder, then as `/x.md`; `@site/x.md` from the site root.
 */
export function linkCandidates(target: string, from: string, folders: LinkFolders): string[] {
  if (target.startsWith('@site/')) return [target.slice('@site/'.length)];
  const own = path.posix.dirname(from);
  const roots = [...folders.content.filter((dir) => from.startsWith(`${dir}/`)), folders.siteDir];
  const dirs = target.startsWith('/') ? roots : /^\.\.?\//.test(target) ? [own] : [own, ...roots];
  return dirs.map((dir) => path.posix.join(dir, target.replace(/^\/+/, '')));
}

/** What links to Markdown files resolve against in a site: its pages' files and its folders. */
export function linkTargets(manifest: RouteManifest): LinkTargets {
  const { site } = manifest;
  const folders = contentFolders(site);
  const fileRoutes = new Map(
    manifest.routes.flatMap((r) => (r.source ? [[r.source.file, r.path] as const] : [])),
  );
  // In a locale, a page is its file's and its translation's alike: a translated page links to an
  // untranslated one by the path it would have translated, and the other way round.
  for (const [folder, translated] of folders.translated ?? [])
    for (const [file, route] of [...fileRoutes]) {
      const alias = file.startsWith(`${folder}/`)
        ? translated + file.slice(folder.length)
        : file.startsWith(`${translated}/`)
          ? folder + file.slice(translated.length)
          : undefined;
      if (alias && !fileRoutes.has(alias)) fileRoutes.set(alias, route);
    }
  return {
    fileRoutes,
    folders: { content: folderPaths(folders), siteDir: site.contentRoot },
    trailingSlash: site.trailingSlash,
  };
}

/** Whether an image's URL names a file beside the page (not a URL, a site path or data). */
function isLocalAsset(url: string): boolean {
  return !(EXTERNAL.test(url) || url.startsWith('/') || url.startsWith('data:'));
}

/**
 * The URL of a co-located image in a page at `from`: its hashed output name, recorded in `assets`,
 * or the URL as written when it names no file inside the site.
 */
export function emitAsset(url: string, from: string, options: LinkOptions, assets: PageAsset[]): string {
  const clean = decodeUrlPath(url.split(/[?#]/)[0]!);
  const abs = path.resolve(options.root, path.dirname(from), clean);
  // A file outside the site root (by its path or through a link) is never published: the link stays as written.
  if (!insideRoot(abs, options.root)) return url;
  const to = assetName(abs);
  if (!to) return url;
  assets.push({ from: abs, to });
  return `/${to}`;
}

const realRoots = new Map<string, string>();

/** Whether a file, its links followed, is inside the site root (false if it does not exist). */
function insideRoot(abs: string, root: string): boolean {
  try {
    let realRoot = realRoots.get(root);
    if (realRoot === undefined) realRoots.set(root, (realRoot = realpathSync(root)));
    return realpathSync(abs).startsWith(realRoot + path.sep);
  } catch {
    return false;
  }
}

/**
 * The output path of a co-located file: its name with a hash of its content, or undefined if it is
 * not a regular file (missing, a folder, or a FIFO, which would block the read).
 */
export function assetName(abs: string): string | undefined {
  if (!statSync(abs, { throwIfNoEntry: false })?.isFile()) return undefined;
  const hash = createHash('sha256').update(readFileSync(abs)).digest('hex').slice(0, 8);
  const ext = path.extname(abs);
  return `assets/images/${path.basename(abs, ext)}-${hash}${ext}`;
}
