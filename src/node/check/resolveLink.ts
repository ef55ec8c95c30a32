import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { normaliseHtmlPath, pathUnderBase } from '../../shared/paths.js';
import { feedRoutes } from '../content/blogRoutes.js';
import type { RouteManifest } from '../content/manifest.js';
import { linkCandidates, resolveFileLink, type LinkTargets } from '../markdown/links.js';
import { decodeUrlPath } from '../content/routePath.js';

/** Why a link fails; undefined from the resolver means it is fine (or external, or not checkable). */
export interface LinkFailure {
  kind: 'broken-link' | 'broken-anchor';
  reason: string;
}

/** Where a link was written: the page route it is resolved against (none for config) and its file. */
export interface LinkOrigin {
  route: string | undefined;
  file: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/;
/** Only used to resolve relative links the way a browser does; never fetched. */
const BASE = 'http://docsgen.invalid';

/**
 * Creates the link resolver: `href` is valid when it names a route (after `.html` and trailing-slash
 * normalisation, which `docsgen serve` redirects), a file from static/ or a generated file, and its
 * `#fragment` is an id of the target page when that page has heading data.
 */
export function createLinkResolver(
  root: string,
  manifest: RouteManifest,
  targets: LinkTargets,
  pageIds: ReadonlyMap<string, ReadonlySet<string>>,
): (href: string, origin: LinkOrigin) => LinkFailure | undefined {
  const generated = new Set(['/sitemap.xml', '/llms.txt', '/site-metadata.json']);
  const feeds = feedRoutes(manifest);
  if (feeds) generated.add(feeds.rss).add(feeds.atom);
  // The build writes a Markdown twin of every doc next to its HTML (`/docs/a.md`) for tools.
  for (const doc of manifest.docs) generated.add(`${doc.route}.md`);
  const staticFiles = new Map<string, boolean>();
  const isStaticFile = (urlPath: string): boolean => {
    let found = staticFiles.get(urlPath);
    if (found === undefined) {
      const file = path.join(root, 'static', urlPath);
      // A path that climbs out of static/ is never served.
      found =
        file.startsWith(path.join(root, 'static') + path.sep) && existsSync(file) && statSync(file).isFile();
      staticFiles.set(urlPath, found);
    }
    return found;
  };
  // Every locale has every route (an untranslated page shows the default locale's text).
  const localePrefixes = manifest.site.i18n.locales.flatMap((l) => (l.path ? [`/${l.path}`] : []));
  const findRoute = (urlPath: string): string | undefined => {
    const prefix = localePrefixes.find((p) => urlPath === p || urlPath.startsWith(`${p}/`));
    const unlocalised = prefix ? urlPath.slice(prefix.length) || '/' : urlPath;
    const p = normaliseHtmlPath(unlocalised) ?? unlocalised;
    if (manifest.byPath.has(p)) return p;
    // `docsgen serve` redirects `/x/` to the route `/x` and `/x` to the route `/x/`.
    const other = p.endsWith('/') ? p.slice(0, -1) : `${p}/`;
    return p !== '/' && manifest.byPath.has(other) ? other : undefined;
  };
  const anchor = (route: string, fragment: string, where: string): LinkFailure | undefined => {
    const ids = pageIds.get(route);
    // `#top` scrolls to the top in every browser, with or without such an element.
    if (
      !ids ||
      fragment === '' ||
      fragment === 'top' ||
      ids.has(fragment) ||
      ids.has(decodeUrlPath(fragment))
    )
      return undefined;
    return {
      kind: 'broken-anchor',
      reason: `${where} has no heading or element with id "${decodeUrlPath(fragment)}"`,
    };
  };

  const resolve = (href: string, origin: LinkOrigin): LinkFailure | undefined => {
    if (href === '' || EXTERNAL.test(href)) return undefined;
    const hashAt = href.indexOf('#');
    const fragment = hashAt === -1 ? '' : href.slice(hashAt + 1);
    const pathPart = (hashAt === -1 ? href : href.slice(0, hashAt)).replace(/\?.*$/, '');
    if (pathPart === '') {
      // A same-page anchor in the navbar or footer depends on the page it is shown on.
      return origin.route === undefined ? undefined : anchor(origin.route, fragment, 'this page');
    }
    const url = new URL(pathPart, BASE + (origin.route ?? '/'));
    const urlPath = decodeUrlPath(url.pathname);
    // A `.md` path is a file link (relative, or under content/docs when absolute), unless it is an
    // absolute path to a doc's generated Markdown twin.
    if (MARKDOWN_FILE.test(urlPath) && !(pathPart.startsWith('/') && generated.has(urlPath))) {
      return markdownFileLink(pathPart, origin, targets);
    }
    const route = findRoute(urlPath) ?? findRoute(url.pathname);
    if (route !== undefined) return anchor(route, fragment, route);
    // Written under the base URL already, where the build leaves it (see withBase).
    const rooted = pathPart.startsWith('/') ? pathUnderBase(url.pathname, manifest.site.baseUrl) : undefined;
    if (rooted !== undefined) return resolve(rooted + (hashAt === -1 ? '' : href.slice(hashAt)), origin);
    if (generated.has(urlPath) || isStaticFile(urlPath)) return undefined;
    // A path with an extension is meant to be a file, which would come from static/.
    const missing = /\.\w+$/.test(urlPath) ? `no such file static${urlPath}` : 'no such page';
    return {
      kind: 'broken-link',
      reason: pathPart.startsWith('/') ? missing : `resolves to ${urlPath}, ${missing}`,
    };
  };
  return resolve;
}

/** A `.md` link still in file form: either the file is missing, or it sits where links are not rewritten. */
function markdownFileLink(pathPart: string, origin: LinkOrigin, targets: LinkTargets): LinkFailure {
  const route = resolveFileLink(pathPart, origin.file, targets);
  if (route !== pathPart) {
    return {
      kind: 'broken-link',
      reason: `only Markdown links to .md files are rewritten; link to ${route}`,
    };
  }
  const tried = linkCandidates(decodeUrlPath(pathPart), origin.file, targets.folders);
  return { kind: 'broken-link', reason: `no such file ${tried.join(' or ')}` };
}
