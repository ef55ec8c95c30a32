import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_FILE } from '../../shared/constants.js';
import type { BuildPreview } from '../build.js';
import type { PageBody } from '../compile/pageBody.js';
import type { SourceFile } from '../content/sources.js';
import { encodePath } from '../content/routePath.js';
import { contentType } from './contentType.js';
import { parseRequestPath } from './parseRequestPath.js';
import { EXCERPT_KINDS } from '../content/routeEntry.js';
import type { RouteKind } from '../../shared/types.js';

export interface PreviewResponse {
  type: string;
  body: string | Buffer;
}

export interface Preview {
  /** Takes what the running build makes available, then (undefined) that the build is over. */
  set(preview: BuildPreview | undefined): void;
  /** Until the build is over: requests for pages it has not written are answered here. */
  readonly active: boolean;
  /** Resolves once the build is over. */
  settled(): Promise<void>;
  /** Resolves when the first page has been served or `ms` have passed: the build's compiling waits for it. */
  firstPage(ms: number): Promise<void>;
  /** The base URL of the site being built, once its config is read; undefined once the build is over (or failed first). */
  base(): Promise<string | undefined>;
  /** The page, payload or asset a request names (its base URL taken off), made on demand; undefined when it has to wait for the build. */
  respond(rawUrl: string): Promise<PreviewResponse | undefined>;
}

/** Route kinds whose content is other pages' bodies (lists, archives): they wait for the build. */
const AGGREGATE = new Set<RouteKind>([...EXCERPT_KINDS, 'blog-tags', 'blog-archive', 'blog-authors']);

/**
 * Pages on demand while the first build of `serve --watch` runs, so the first page shows within
 * a second however long the whole build takes: a request compiles and renders only its own page,
 * from the manifest and assets the build has already made. The finished build then takes over
 * (without reloading open pages: they already show what it built).
 */
export function createPreview(): Preview {
  let over = false;
  // Requests that arrive before the build has its manifest wait for it (or for the build to fail).
  let arrive: (preview: BuildPreview | undefined) => void = () => undefined;
  const ready = new Promise<BuildPreview | undefined>((resolve) => (arrive = resolve));
  let finish: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (finish = resolve));
  const bodies = new Map<string, Promise<PageBody>>();
  let servedFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (servedFirst = resolve));

  let compile: Promise<(source: SourceFile) => Promise<PageBody>> | undefined;
  return {
    set(preview) {
      arrive(preview);
      if (preview) return;
      over = true;
      finish();
    },
    get active() {
      return !over;
    },
    settled: () => settled,
    // Two cores shared with a starting build make an on-demand page ten times slower: the build
    // gives way to the first page (or, when nobody asks, to a short wait).
    firstPage: (ms) => Promise.race([first, new Promise<void>((resolve) => setTimeout(resolve, ms))]),
    async base() {
      const preview = over ? undefined : await ready;
      return preview?.ctx.manifest.site.baseUrl;
    },
    async respond(rawUrl) {
      const preview = over ? undefined : await ready;
      const parsed = parseRequestPath(rawUrl);
      if (!preview || !parsed.ok) return undefined;
      const { pathname } = parsed;
      if (pathname.startsWith('/assets/')) {
        const file = path.join(preview.files.dir, pathname);
        const asset = await readFile(file).catch(() => undefined);
        return asset && { type: contentType(file), body: asset };
      }
      const payload = pathname.endsWith(`/${PAGE_DATA_FILE}`);
      // Routes are URL paths, encoded as their links are; the request's path came decoded.
      const routePath = encodePath(
        payload ? pathname.slice(0, -PAGE_DATA_FILE.length).replace(/(.)\/$/, '$1') : pathname,
      );
      const { manifest } = preview.ctx;
      const route =
        manifest.byPath.get(routePath) ?? (payload ? manifest.byPath.get(`${routePath}/`) : undefined);
      if (!route || AGGREGATE.has(route.kind)) return undefined;
      const { source } = route;
      // The compilers load with the first page asked for, not with the server.
      compile ??= import('../compile/compilePage.js').then(({ createPageCompiler }) =>
        createPageCompiler({
          root: preview.root,
          links: preview.links,
          site: preview.ctx.manifest.site,
          files: preview.files,
        }),
      );
      if (source && !bodies.has(source.file))
        bodies.set(
          source.file,
          compile.then((page) => page(source)),
        );
      const own = new Map<string, PageBody>();
      if (source) own.set(source.file, await bodies.get(source.file)!);
      const { renderRoute } = await import('../render/renderRoute.js');
      const rendered = renderRoute(route, { ...preview.ctx, bodies: own });
      if (payload) return { type: 'application/json; charset=utf-8', body: JSON.stringify(rendered.payload) };
      servedFirst();
      return { type: 'text/html; charset=utf-8', body: rendered.html };
    },
  };
}
