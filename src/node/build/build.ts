import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { loadConfig } from '../config/loadConfig.js';
import { buildRouteManifest, type RouteManifest } from '../content/manifest.js';
import { SiteError } from '../errors.js';
import { assertSiteRoot } from '../siteRoot.js';
import type { LinkOptions } from '../markdown/links.js';
import { splitExcerpt } from '../markdown/truncate.js';
import { createReporter, formatMs, type Reporter } from '../task.js';
import { IslandRoot } from '../../../templates/IslandRoot.js';
import { bootScript, contentHash, copyStatic, emitClientAssets, emitHashed } from './assets.js';
import { ContentCache } from './cache.js';
import { renderSidebarHtml, writeRoute, type PageBody, type RenderContext } from './render.js';
import { SearchIndexBuilder, searchDocument } from './searchIndex.js';
import { renderLlmsTxt, renderSitemap } from './sitemap.js';
import { commitStaging, createStaging, discardStaging, sweepStale, writeOutput } from './write.js';

export interface BuildOptions {
  root: string;
  outDir?: string;
  cache?: boolean;
  reporter?: Reporter;
  /** Build the search index (default true). */
  search?: boolean;
  /**
   * Called once rendering could start (config, manifest and assets ready), with what a page needs;
   * compiling waits for the promise it may return (serve lets its first on-demand page go first).
   */
  onPreview?: (preview: BuildPreview) => void | Promise<void>;
}

/** What rendering any single page needs, available early in a build (see serve's on-demand pages). */
export interface BuildPreview {
  root: string;
  ctx: RenderContext;
  links: LinkOptions;
  /** The staging folder: assets (CSS, runtime, sidebars) are already written there. */
  staging: string;
}

export interface BuildResult {
  root: string;
  outDir: string;
  pages: number;
  ms: number;
  manifest: RouteManifest;
  timings: Map<string, number>;
  /** What rendering needed, kept so a watch-mode edit can re-render single pages. */
  render: RenderContext;
  links: LinkOptions;
  cache: ContentCache | undefined;
}

/**
 * `docsgen build`: config -> manifest -> compiled pages -> HTML and payloads -> output folder.
 * Everything is written to a staging folder that replaces the output only when the build succeeds.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'build'));
  const report = options.reporter ?? createReporter();
  assertSiteRoot(root);

  const config = await report.task('Load config', () => loadConfig(root, existsSync(path.join(root, 'content/blog'))));
  const manifest = await report.task('Build route manifest', () => buildRouteManifest(root, config));
  for (const dup of manifest.duplicates) {
    process.stderr.write(`warning: duplicate route ${dup.route} (${dup.files.join(', ')}); the first one wins\n`);
  }
  const links: LinkOptions = { root, fileRoutes: fileRoutes(manifest) };
  const cacheDir = path.join(root, 'node_modules/.cache/docsgen');
  const cache =
    options.cache === false ? undefined : new ContentCache(cacheDir, contentHash(JSON.stringify([...links.fileRoutes])));
  // With the cache on, the output before last is kept there and recycled as the next staging folder.
  const spare = cache && path.join(cacheDir, 'output');
  const stage = await createStaging(outDir, spare);
  const staging = stage.dir;
  let ctx: RenderContext;
  try {
    const bodies = new Map<string, PageBody>();
    ctx = await report.task('Emit assets', async () => {
      const [{ css, runtime }] = await Promise.all([emitClientAssets(staging), copyStatic(root, staging)]);
      const sidebars: RenderContext['sidebars'] = new Map();
      for (const [id, items] of manifest.sidebars.trees) {
        const html = renderSidebarHtml(items);
        sidebars.set(id, { html, url: emitHashed(staging, 'sidebars', id.replace(/\W+/g, '-'), 'html', html) });
      }
      return { manifest, bodies, css, runtime, bootScript: bootScript(manifest.site), sidebars } satisfies RenderContext;
    });

    await options.onPreview?.({ root, ctx, links, staging });
    // The compilers (MDX, unified, Shiki) load only now, so that a preview renders its first page
    // without waiting for them.
    const [{ compileMarkdown }, { compileComponents }] = await Promise.all([
      import('./compileMarkdown.js'),
      import('./compileComponents.js'),
    ]);

    const routeIndexes = new Map<string, number[]>();
    manifest.routes.forEach((route, i) => {
      if (route.source) routeIndexes.set(route.source.file, [...(routeIndexes.get(route.source.file) ?? []), i]);
    });
    const sources = [...routeIndexes.values()].map((ids) => manifest.routes[ids[0]!]!.source!);
    // A page's doc id in the search index is its route's place in the manifest.
    const search = options.search === false ? undefined : new SearchIndexBuilder(staging, [...routeIndexes.values()].flat());
    await report.task('Compile and render pages', async (tick) => {
      const total = manifest.routes.length;
      let done = 0;
      const pending: Promise<unknown>[] = [];
      const track = (promise: Promise<unknown>): void => {
        // Marked handled now; the failure still surfaces when pending is awaited below.
        promise.catch(() => undefined);
        pending.push(promise);
      };
      // Each page is rendered and written as soon as it is compiled: .md pages by the page pipeline
      // (in worker threads), MDX/TSX pages here. Only blog posts stay in memory (lists and feeds show them again).
      const onPage = (file: string, body: PageBody, written: boolean): void => {
        bodies.set(file, body);
        for (const index of routeIndexes.get(file) ?? []) {
          const route = manifest.routes[index]!;
          if (!written) writeRoute(staging, route, ctx);
          search?.add(index, searchDocument(route.path, body.meta?.title ?? route.title, body.html));
          tick(++done, total);
        }
        for (const a of body.data.assets) track(copyAsset(a.from, staging, a.to));
        if (!file.startsWith('content/blog/')) bodies.delete(file);
      };
      // .md pages compile in worker threads while MDX/TSX pages compile (esbuild + MDX) on this one.
      const compiling = Promise.all([
        compileMarkdown(
          sources.filter((s) => s.format === 'md'),
          links,
          cache,
          (file, { html, data }) => onPage(file, { ...splitExcerpt(html), data }, true),
          { outDir: staging, ctx, routes: routeIndexes },
        ),
        compileComponents(root, sources.filter((s) => s.format !== 'md'), links, path.join(staging, 'assets'), cache).then(
          (modules) => {
            for (const [file, mod] of modules) {
              const html = renderComponent(mod.Component, file);
              onPage(file, { ...splitExcerpt(html), data: mod.data, island: mod.island, meta: mod.meta }, false);
            }
          },
        ),
      ]);
      // On failure, let in-flight writes settle before the staging folder is removed.
      await compiling.catch(async (error: unknown) => {
        await Promise.allSettled(pending);
        throw error;
      });
      // Pages made of other pages (blog lists, tags, archive) and pages without a source come last.
      for (const route of manifest.routes) {
        if (route.source) continue;
        writeRoute(staging, route, ctx);
        tick(++done, total);
      }
      await Promise.all(pending);
    });
    await report.task('Write sitemap, feeds and llms.txt', async () => {
      writeOutput(staging, 'sitemap.xml', renderSitemap(manifest));
      writeOutput(staging, 'llms.txt', renderLlmsTxt(manifest));
      writeOutput(staging, 'site-metadata.json', JSON.stringify(manifest.metadata, null, 2));
      if (manifest.posts.length) {
        const { renderFeeds } = await import('./feeds.js');
        const { rss, atom } = renderFeeds(manifest, bodies);
        writeOutput(staging, 'blog/rss.xml', rss);
        writeOutput(staging, 'blog/atom.xml', atom);
      }
    });
    if (search) await report.task('Index search', () => search.finish());
    sweepStale(stage);
    await commitStaging(stage, outDir, spare);
  } catch (error) {
    await discardStaging(stage, spare);
    throw error;
  }
  const ms = performance.now() - started;
  report.line(`Built ${manifest.routes.length} pages in ${formatMs(ms)} → ${path.relative(process.cwd(), outDir) || '.'}/`);
  return { root, outDir, pages: manifest.routes.length, ms, manifest, timings: report.timings, render: ctx, links, cache };
}

/** Server-renders a compiled MDX/TSX page inside the same error boundary its island hydrates with. */
export function renderComponent(Component: ComponentType, file: string): string {
  try {
    return renderToString(createElement(IslandRoot, null, createElement(Component)));
  } catch (error) {
    throw new SiteError(`failed to render: ${(error as Error).message}`, file);
  }
}

/** Source file -> route, for rewriting links to .md/.mdx files. */
function fileRoutes(manifest: RouteManifest): Map<string, string> {
  return new Map(manifest.routes.flatMap((r) => (r.source ? [[r.source.file, r.path] as [string, string]] : [])));
}

const copied = new Set<string>();

/** Copies a co-located file a page references to its hashed name (once, however many pages use it). */
async function copyAsset(from: string, outDir: string, to: string): Promise<void> {
  const target = path.join(outDir, to);
  if (copied.has(target)) return;
  copied.add(target);
  await cp(from, target);
}
