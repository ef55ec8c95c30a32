import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { loadConfig } from './config/loadConfig.js';
import { contentFiles } from './content/contentFiles.js';
import { buildRouteManifest, readSiteSources, type RouteManifest } from './content/manifest.js';
import { manifestSources } from './content/manifestSources.js';
import { settleAll } from './errors.js';
import { outputDir } from './paths.js';
import { assertSiteRoot } from './siteRoot.js';
import type { LinkOptions } from './markdown/links.js';
import { bodyShownElsewhere, pageBody, type PageBody } from './compile/pageBody.js';
import { createReporter, formatMs, type Reporter } from './task.js';
import type { SourceFile } from './content/sources.js';
import { bootScript, copyTree, emitClientAssets, emitHashed } from './output/assets.js';
import { ContentCache } from './incremental/cache.js';
import { cachedComponents, recordComponents } from './incremental/componentPages.js';
import { currentAssets, recordAssets } from './incremental/pageAssets.js';
import { OutputFiles, readRecord, recordFiles, writeRecord } from './output/outputFiles.js';
import { SourceIndex } from './incremental/sourceIndex.js';
import { renderSidebarHtml, writeRoute, type RenderContext } from './render/render.js';
import { routeShape } from './output/routeFiles.js';
import { linkUrls, routeKeys } from './incremental/routeKeys.js';
import { SearchIndexBuilder, searchDocument } from './search/searchIndex.js';
import { renderLlmsTxt, renderSitemap } from './render/sitemap.js';
import { lockBuild } from './output/lock.js';
import {
  commitStaging,
  createStaging,
  discardStaging,
  holdsNoLinks,
  removeLeftovers,
} from './output/write.js';

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
  /** The staging folder's files: assets (CSS, runtime, sidebars) are already written there. */
  files: OutputFiles;
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
  const startedAt = Date.now();
  const root = path.resolve(options.root);
  const outDir = outputDir(root, options.outDir);
  const report = options.reporter ?? createReporter();
  assertSiteRoot(root);

  const cacheDir = path.join(root, 'node_modules/.cache/docsgen');
  // One build of a root at a time, even with --no-cache: two would write the same staging
  // siblings, spare and records.
  const unlock = await lockBuild(root, (pid) =>
    report.line(`Waiting for another docsgen build of this site (pid ${pid}) to finish…`),
  );
  let early: Worker[] = [];
  try {
    // What killed builds left next to the output goes first: on a full disk, it is what fills it.
    const sweeping = removeLeftovers(outDir);
    // With the cache on, the output before last is kept there (the spare) and recycled as the next
    // staging folder; records of what the output and the spare hold let unchanged files be skipped.
    const records = options.cache === false ? undefined : recordFiles(cacheDir);
    const previous = records && readRecord(records.output, outDir);
    // A build with no output to keep files from renders every page: with many pages, their workers
    // start now, to load their compilers while this thread reads the site.
    const docsFiles = contentFiles(root, 'content/docs');
    const pages = docsFiles.filter((file) => file.endsWith('.md')).length;
    const pageCompiler = previous ? undefined : await import('./workers/compileMarkdown.js');
    early = pageCompiler?.startWorkers(pages) ?? [];
    const cache = records && new ContentCache(cacheDir);
    const sources = cache && new SourceIndex(cache);
    const [config, read] = await report.task('Load config and read content', async () => {
      // esbuild bundles the config in its own process while this thread reads the content files.
      const loading = loadConfig(root, existsSync(path.join(root, 'content/blog')), records && cacheDir);
      const read = readSiteSources(root, docsFiles, sources?.known);
      return [await loading, read] as const;
    });
    const manifest = await report.task('Build route manifest', () => buildRouteManifest(root, config, read));
    if (early.length) pageCompiler?.warmHighlighter(manifestSources(manifest), pages, early);
    for (const dup of manifest.duplicates) {
      process.stderr.write(
        `warning: duplicate route ${dup.route} (${dup.files.join(', ')}); the first one wins\n`,
      );
    }
    const links: LinkOptions = { root, fileRoutes: fileRoutes(manifest) };
    const spare = cache && path.join(cacheDir, 'output');
    await sweeping;
    const stage = await createStaging(outDir, spare);
    const staging = stage.dir;
    const held = records && stage.recycled ? readRecord(records.spare, staging) : undefined;
    const files = new OutputFiles(
      staging,
      held,
      previous && { dir: outDir, keys: previous.keys, routes: previous.routes },
    );
    // Files are linked in only from a recycled folder or a previous output.
    const linkFree = !stage.recycled && !previous;
    if (linkFree) holdsNoLinks(staging);
    let ctx: RenderContext;
    try {
      const bodies = new Map<string, PageBody>();
      ctx = await report.task('Emit assets', async () => {
        const { css, runtime } = await emitClientAssets(files);
        copyTree(path.join(root, 'static'), files);
        const sidebars: RenderContext['sidebars'] = new Map();
        for (const [id, items] of manifest.sidebars.trees) {
          // Rendering a sidebar of a few hundred items takes a millisecond or two; the cache keeps each by its tree.
          const key = cache?.key('sidebar', id, JSON.stringify(items));
          let html = key ? cache?.get<string>(key) : undefined;
          if (html === undefined) {
            html = renderSidebarHtml(items);
            if (key) cache?.set(key, html);
          }
          sidebars.set(id, {
            html,
            url: emitHashed(files, 'sidebars', id.replace(/\W+/g, '-'), 'html', html),
          });
        }
        return {
          manifest,
          bodies,
          css,
          runtime,
          bootScript: bootScript(manifest.site),
          sidebars,
        } satisfies RenderContext;
      });

      await options.onPreview?.({ root, ctx, links, files });
      // The .md pages' last compiles: their cache keys (their highlighted code is used again) and links.
      const compiled = new Map(previous?.compiled ?? held?.compiled);
      // What the last build's pages showed of their folders (images): a changed file changes their keys.
      const knownAssets = new Map([...(held?.assets ?? []), ...(previous?.assets ?? [])]);
      const assets = new Map([...knownAssets].map(([file, recorded]) => [file, currentAssets(recorded)]));
      // MDX and TSX pages are compiled together, or kept together when neither they nor any file
      // their bundles read changed (see componentPages.ts).
      const componentPages = [
        ...new Set(manifest.routes.flatMap((r) => (r.source && r.source.format !== 'md' ? [r.source] : []))),
      ];
      const knownComponents = previous?.components ?? held?.components;
      const keptComponents =
        cache && componentPages.length && knownComponents?.files.every((rel) => files.has(rel))
          ? cachedComponents(cache, componentPages, knownComponents, links.fileRoutes)
          : undefined;
      let components = keptComponents && knownComponents;
      // Each source file's key, a hash of its text, computed once: the route keys hash it, and a .md
      // page's compile is cached under it (so a front matter edit compiles that one page again).
      const textKeys = new Map<SourceFile, string>();
      const textKey = (source: SourceFile, cache: ContentCache): string =>
        textKeys.get(source) ??
        textKeys
          .set(source, sources?.key(source) ?? cache.key(source.format, source.file, source.source))
          .get(source)!;
      // The links a page's compile resolved, when known before compiling: a .md page's last compile's,
      // if it was of this very text; MDX and TSX pages', when their bodies are kept.
      const knownLinks = (source: SourceFile): string[] | undefined => {
        if (source.format !== 'md')
          return keptComponents?.has(source.file)
            ? linkUrls(keptComponents.get(source.file)!.data)
            : undefined;
        const last = compiled.get(source.file);
        return last && cache && last[0] === textKey(source, cache) ? last[1] : undefined;
      };
      // Routes whose key is unchanged are in place already (kept or copied): only the others are rendered.
      const keying =
        cache &&
        routeKeys(manifest, ctx, {
          version: cache.version,
          text: (source) => textKey(source, cache),
          assets,
          fileRoutes: links.fileRoutes,
          known: knownLinks,
          components: components?.key,
        });
      const keys = keying?.keys;
      const stale = manifest.routes.map((route, i) => {
        const key = keys?.[i];
        return key === undefined || !files.reuseRoute(route.path, routeShape(route), key);
      });
      // The routes rendered now: recorded once every page is compiled and every route keyed.
      const rendered: number[] = [];
      const routeIndexes = new Map<string, number[]>();
      manifest.routes.forEach((route, i) => {
        if (route.source)
          routeIndexes.set(route.source.file, [...(routeIndexes.get(route.source.file) ?? []), i]);
      });
      // A page's doc id in the search index is its route's place in the manifest. Its text is keyed by
      // its source's key (not the route's, which a sidebar change also changes).
      const searchKey = (index: number): string | null =>
        keying?.source(manifest.routes[index]!.source!) ?? null;
      const search =
        options.search === false
          ? undefined
          : new SearchIndexBuilder(
              files,
              new Map(
                [...routeIndexes.values()].flat().map((i) => [i, [manifest.routes[i]!.path, searchKey(i)]]),
              ),
              previous?.search && { dir: outDir, state: previous.search },
            );
      // A page is compiled when a route showing it is rendered, when search needs its text, or for a
      // blog post (lists and feeds show it again).
      const markdownJobs = [...routeIndexes].flatMap(([file, indexes]) => {
        const source = manifest.routes[indexes[0]!]!.source!;
        const render = indexes.filter((i) => stale[i]);
        const needed = render.length || bodyShownElsewhere(file) || indexes.some((i) => search?.needs(i));
        if (source.format !== 'md' || !needed) return [];
        return [{ source, render, key: cache && textKey(source, cache), previous: compiled.get(file)?.[0] }];
      });
      const staleRoutes = (file: string): number[] => routeIndexes.get(file)!.filter((i) => stale[i]);
      await report.task('Compile and render pages', async (tick) => {
        const total = stale.filter(Boolean).length;
        let done = 0;
        // Each page is rendered and written as soon as it is compiled: .md pages by the page pipeline
        // (in worker threads, or here for pages a worker compiled, see compileInWorkers), MDX/TSX pages
        // here. Only blog posts stay in memory (lists and feeds show them again).
        const onPage = (file: string, body: PageBody, renderedNow: number[], written: boolean): void => {
          bodies.set(file, body);
          assets.set(file, body.data.assets);
          knownAssets.set(file, recordAssets(body.data.assets));
          for (const index of renderedNow) {
            if (!written) writeRoute(staging, manifest.routes[index]!, ctx);
            rendered.push(index);
            tick(++done, total);
          }
          for (const index of routeIndexes.get(file) ?? []) {
            const route = manifest.routes[index]!;
            if (search?.needs(index))
              search.add(
                index,
                searchDocument(
                  route.path,
                  body.meta?.title ?? route.title,
                  body.html,
                  body.meta?.description ?? route.description,
                ),
              );
          }
          if (!bodyShownElsewhere(file)) bodies.delete(file);
        };
        const jobs = new Map(markdownJobs.map((job) => [job.source.file, job]));
        // .md pages compile in worker threads while MDX/TSX pages compile (esbuild + MDX) on this one.
        // Each compiler loads only now, and only with pages to compile: a preview renders its first page
        // without waiting for them, and MDX with esbuild alone takes 0.35 s to load.
        await settleAll([
          markdownJobs.length &&
            import('./workers/compileMarkdown.js').then(({ compileMarkdown }) =>
              compileMarkdown(
                markdownJobs,
                links,
                cache,
                (file, { html, data }, written) => {
                  const job = jobs.get(file)!;
                  if (job.key) compiled.set(file, [job.key, linkUrls(data)]);
                  onPage(file, pageBody(html, data), job.render, written);
                  keying?.settle(job.source, linkUrls(data));
                },
                { outDir: staging, ctx, linkFree },
                early,
              ),
            ),
          componentPages.length &&
            (async () => {
              if (keptComponents) {
                for (const rel of components!.files) files.keep(rel);
                for (const [file, body] of keptComponents) onPage(file, body, staleRoutes(file), false);
                return;
              }
              const { compileComponentPages } = await import('./compile/compilePage.js');
              const {
                bodies: compiledBodies,
                inputs,
                outputs,
              } = await compileComponentPages(root, componentPages, links, files, cache);
              for (const [file, body] of compiledBodies) onPage(file, body, staleRoutes(file), false);
              if (!cache || !keying) return;
              // Now keyed by what their bundles read, the component pages' routes get keys a next build can match.
              components = recordComponents(cache, componentPages, compiledBodies, inputs, outputs);
              for (const page of componentPages)
                keying.settle(page, linkUrls(compiledBodies.get(page.file)!.data), components.key);
            })(),
        ]);
        // Pages made of other pages (blog lists, tags, archive) and pages without a source come last.
        manifest.routes.forEach((route, i) => {
          if (route.source || !stale[i]) return;
          writeRoute(staging, route, ctx);
          rendered.push(i);
          tick(++done, total);
        });
      });
      keying?.finish();
      for (const index of rendered) {
        const key = keys?.[index];
        // A route written without a key is still recorded, so that a later build sweeps it away.
        const route = manifest.routes[index]!;
        files.writtenRoute(route.path, routeShape(route), key ?? UNKEYED);
      }
      for (const index of [...routeIndexes.values()].flat()) {
        const key = searchKey(index);
        if (key) search?.settle(index, key);
      }
      // Every page's co-located files, whether the page was compiled now or is unchanged.
      for (const file of routeIndexes.keys())
        for (const a of assets.get(file) ?? []) copyAsset(a.from, files, a.to);
      await report.task('Write sitemap, feeds and llms.txt', async () => {
        files.write('sitemap.xml', renderSitemap(manifest));
        files.write('llms.txt', renderLlmsTxt(manifest));
        files.write('site-metadata.json', JSON.stringify(manifest.metadata, null, 2));
        if (manifest.posts.length) {
          const { renderFeeds } = await import('./render/feeds.js');
          const { rss, atom } = renderFeeds(manifest, bodies);
          files.write('blog/rss.xml', rss);
          files.write('blog/atom.xml', atom);
        }
      });
      const searchState = search && (await report.task('Index search', () => search.finish()));
      if (stage.recycled) files.sweep();
      await commitStaging(stage, outDir, spare);
      if (records) {
        const pageAssets = new Map(
          [...routeIndexes.keys()].flatMap((file) =>
            knownAssets.get(file)?.length ? [[file, knownAssets.get(file)!]] : [],
          ),
        );
        const pageCompiles = new Map([...compiled].filter(([file]) => routeIndexes.has(file)));
        // The old output is the spare now, the same folder (inode and birth time): its record moves
        // with it as it is (a record whose folder is gone matches no folder, see readRecord).
        if (!previous || !moveFile(records.output, records.spare))
          writeRecord(records.spare, spare!, undefined);
        writeRecord(records.output, outDir, {
          keys: files.keys,
          routes: files.routes,
          search: searchState,
          assets: pageAssets,
          compiled: pageCompiles,
          components,
        });
        sources!.write(manifestSources(manifest), (source) => textKey(source, cache!), startedAt);
        // The first build of this version of docsgen here: what earlier versions cached is of no use.
        if (cache!.fresh) await cache!.pruneOtherVersions();
      }
    } catch (error) {
      await discardStaging(stage, spare);
      // Whatever the failed build left in it, the spare's record no longer says.
      if (records) writeRecord(records.spare, spare!, undefined);
      throw error;
    }
    const ms = performance.now() - started;
    report.line(
      `Built ${manifest.routes.length} pages in ${formatMs(ms)} → ${path.relative(process.cwd(), outDir) || '.'}/`,
    );
    return {
      root,
      outDir,
      pages: manifest.routes.length,
      ms,
      manifest,
      timings: report.timings,
      render: ctx,
      links,
      cache,
    };
  } finally {
    // Workers started early and not used (the pages turned out to be few, or the build failed).
    for (const worker of early) void worker.terminate();
    unlock();
  }
}

/** Source file -> route, for rewriting links to .md/.mdx files. */
function fileRoutes(manifest: RouteManifest): Map<string, string> {
  return new Map(
    manifest.routes.flatMap((r) => (r.source ? [[r.source.file, r.path] as [string, string]] : [])),
  );
}

/** Renames a file; false if it could not be (it is gone). */
function moveFile(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** Copies a co-located file a page references to its hashed name (once, however many pages use it). */
function copyAsset(from: string, files: OutputFiles, to: string): void {
  // The name holds a hash of the content: the name is the key.
  if (!files.keys.has(to)) files.copy(from, to, to);
}

/** Files written without a key are recorded under this one, which no lookup matches. */
const UNKEYED = '';
