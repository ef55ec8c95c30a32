import type { SourceFile } from '../content/sources.js';
import type { RouteManifest } from '../content/manifest.js';
import { manifestSources } from '../content/manifestSources.js';
import { resolveFileLink } from '../markdown/links.js';
import type { PageAsset, PageData } from '../markdown/pageData.js';
import { contentKey } from '../output/outputFiles.js';
import { routeNeighbours, type RenderContext } from '../render/render.js';
import type { RouteEntry } from '../content/manifest.js';
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
  fileRoutes: ReadonlyMap<string, string>;
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
  { version, text, assets, fileRoutes, known, components }: KeyInputs,
): RouteKeys {
  const sources = new Map<SourceFile, string | undefined>();
  const sourceKey = (
    source: SourceFile,
    links: string[] | undefined,
    bundles: string | undefined,
  ): string | undefined => {
    if (links === undefined || (source.format !== 'md' && bundles === undefined)) return undefined;
    const shown = (assets.get(source.file) ?? []).map((a) => a.to).join(' ');
    const routes = links.map((url) => resolveFileLink(url, source.file, fileRoutes)).join(' ');
    return [text(source), shown, routes, source.format === 'md' ? '' : bundles].join('\0');
  };
  for (const source of manifestSources(manifest))
    sources.set(source, sourceKey(source, known(source), components));
  const site = contentKey(
    JSON.stringify([version, manifest.site, ctx.css, ctx.runtime, ctx.bootScript, manifest.posts.length > 0]),
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
 * standing in by its key (`sources`), and of `site` (what all pages share). Undefined when a
 * source it shows has no key (an MDX or TSX page whose bundle is being compiled anew): it is rendered.
 */
export function routeKey(
  route: RouteEntry,
  ctx: RenderContext,
  site: string,
  sources: Map<SourceFile, string | undefined>,
): string | undefined {
  let unkeyed = false;
  const { nav, newer, older } = routeNeighbours(route, ctx);
  const isPost = route.kind === 'blog-post';
  // Each source file stands in by its key, and so does a doc entry, which createDoc makes from its
  // source file alone (it was two thirds of the text serialised). They are put in their place
  // while the route is serialised and put back after: copying the route and its entries to hold
  // the keys was a third of the time at 10,000 pages, and a JSON.stringify replacer (a call per
  // value) costs more still.
  const swapped: [Record<string, unknown>, string, unknown][] = [];
  const swap = (entry: object | undefined, field: 'source' | 'doc', source?: SourceFile): void => {
    const holder = entry as Record<string, unknown> | undefined;
    const value = holder?.[field];
    // Absent, or already a key (an entry the route holds twice).
    if (!value || typeof value === 'string') return;
    const key = sources.get(source ?? (value as SourceFile));
    if (key === undefined) unkeyed = true;
    swapped.push([holder!, field, value]);
    holder![field] = key;
  };
  let json: string;
  try {
    swap(route, 'doc', route.doc?.source);
    for (const entry of [route, route.post, ...(route.posts ?? []), newer, older]) swap(entry, 'source');
    json = JSON.stringify([
      route,
      route.sidebarId ? ctx.sidebars.get(route.sidebarId)?.url : null,
      nav,
      isPost ? [newer, older] : null,
    ]);
  } finally {
    for (const [holder, field, value] of swapped.reverse()) holder[field] = value;
  }
  return unkeyed ? undefined : hash('sha1', site + json, 'base64url');
}
