import { pageFormat } from '../compile/pageFormat.js';
import type { SourceFile } from '../content/sources.js';
import type { RouteManifest } from '../content/manifest.js';
import { manifestSources } from '../content/manifestSources.js';
import { resolveFileLink, type LinkTargets } from '../markdown/links.js';
import type { PageAsset, PageData } from '../markdown/pageData.js';
import { contentKey } from '../output/outputFiles.js';
import { routeNavbarView, routeNeighbours, type RenderContext } from '../render/renderRoute.js';
import { routePosts, type RouteEntry } from '../content/routeEntry.js';
import { hash } from 'node:crypto';

/** A page's links to `.md`/`.mdx` files, as written. */
export function linkUrls(data: PageData): string[] {
  return data.fileLinks.map(([url]) => url);
}

/** What route keys are made of, besides the routes (see routeKeys). */
export interface KeyInputs {
  /** docsgen's code version (see ContentCache). */
  version: string;
  /** A source file's key: a hash of its text. */
  text: (source: SourceFile) => string;
  /** The files each source shows, by source file. */
  assets: Map<string, PageAsset[]>;
  links: LinkTargets;
  /** The links a source's compile resolved, when known before compiling. */
  known: (source: SourceFile) => string[] | undefined;
  /** The MDX and TSX pages' bundles' key, when their bodies are kept. */
  components: string | undefined;
}

/** Route keys, and how routes unkeyed when a build begins (their pages' compiles unknown) get theirs. */
export interface RouteKeys {
  keys: (string | undefined)[];
  /** Keys a page compiled now, by the links it resolved (and an MDX or TSX page by its bundles' key). */
  settle(source: SourceFile, links: string[], bundles?: string): void;
  /** Keys the routes still unkeyed, from their pages' settled keys. */
  finish(): void;
  /** A source file's key, once known. */
  source(source: SourceFile): string | undefined;
}

/**
 * Each route's key (see routeKey), from what every page shares and its source files' keys: their
 * text, the names of the files they show (which hold a hash of each file) and the routes their
 * links to other pages resolve to. A source is unkeyed while its compile is unknown (`known` has
 * not its links, or MDX and TSX pages are compiled anew without `components`, their bundles' key):
 * the routes showing it are rendered, and keyed once it is settled.
 */
export function routeKeys(
  manifest: RouteManifest,
  ctx: RenderContext,
  { version, text, assets, links: targets, known, components }: KeyInputs,
): RouteKeys {
  const sources = new Map<SourceFile, string | undefined>();
  const sourceKey = (
    source: SourceFile,
    links: string[] | undefined,
    bundles: string | undefined,
  ): string | undefined => {
    const markdown = pageFormat(source, manifest.site) === 'md';
    if (links === undefined || (!markdown && bundles === undefined)) return undefined;
    const shown = (assets.get(source.file) ?? []).map((a) => a.to).join(' ');
    const routes = links.map((url) => resolveFileLink(url, source.file, targets)).join(' ');
    return [text(source), shown, routes, markdown ? '' : bundles].join('\0');
  };
  for (const source of manifestSources(manifest))
    sources.set(source, sourceKey(source, known(source), components));
  // The navbar's items and the docs' versions reach a page through its navbar and its version
  // notices alone, which each route's key takes (see routeNavbarView).
  const { navbar, docs } = manifest.site;
  const shared = {
    ...manifest.site,
    navbar: { ...navbar, items: undefined },
    docs: { ...docs, versions: undefined, lastVersion: undefined },
  };
  const site = contentKey(
    JSON.stringify([
      version,
      shared,
      ctx.css,
      ctx.runtime,
      ctx.bootScript,
      manifest.posts.length > 0,
      // The parts of the frame the site swizzled: a change to them changes every page (a doc's are
      // rendered from its source and neighbours, which its key holds, and their bundles).
      ctx.frame,
      ctx.items?.docKey,
    ]),
  );
  const keys = manifest.routes.map((route) => routeKey(route, ctx, site, sources));
  return {
    keys,
    settle(source, links, bundles) {
      if (sources.get(source) === undefined) sources.set(source, sourceKey(source, links, bundles));
    },
    finish() {
      manifest.routes.forEach((route, i) => {
        keys[i] ??= routeKey(route, ctx, site, sources);
      });
    },
    source: (source) => sources.get(source),
  };
}

/**
 * The key of a route's files: a hash of everything renderRoute reads for it, each source file
 * standing in by its key (`sources`: a hash of its text, which the manifest does not hold), and
 * of `site` (what all pages share). Undefined when a source it shows has no key (an MDX or TSX
 * page whose bundle is being compiled anew): it is rendered.
 */
export function routeKey(
  route: RouteEntry,
  ctx: RenderContext,
  site: string,
  sources: Map<SourceFile, string | undefined>,
): string | undefined {
  const { nav, newer, older, recent } = routeNeighbours(route, ctx);
  const isPost = route.kind === 'blog-post';
  const keys: string[] = [];
  for (const source of [
    route.source,
    ...routePosts(route).map((p) => p.source),
    newer?.source,
    older?.source,
  ]) {
    if (!source) continue;
    const key = sources.get(source);
    if (key === undefined) return undefined;
    keys.push(key);
  }
  // A doc entry is made from its source file alone (see createDoc), so the source's key stands
  // for both (serialised, they were two thirds of the text), but for its tags, which its
  // version's tags.yml names and links.
  const own =
    route.kind === 'doc' ? { ...route, doc: undefined, source: undefined, tags: route.doc.tags } : route;
  const json = JSON.stringify([
    own,
    route.sidebarId ? ctx.sidebars.get(route.sidebarId)?.url : null,
    nav,
    isPost ? [newer, older] : null,
    recent?.map((p) => [p.route, p.title]),
    routeNavbarView(route, ctx),
    keys,
    // The swizzled parts rendered for its posts, not every one's.
    routePosts(route).map((p) => ctx.items?.posts[p.route]),
    // The site's parts rendered for its page (they read its path).
    ctx.items?.pages[route.path],
  ]);
  return hash('sha1', site + json, 'base64url');
}
