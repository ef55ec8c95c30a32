import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { contentFiles } from './content/contentFiles.js';
import type { RouteManifest } from './content/manifest.js';
import { manifestSources } from './content/manifestSources.js';
import { expectedFolders } from './content/expectedFolders.js';
import { readSite } from './content/readSite.js';
import { forgetSpare, openMemory, remember, type BuildMemory } from './incremental/buildMemory.js';
import type { ContentCache } from './incremental/cache.js';
import { plan, type BuildPlan } from './incremental/plan.js';
import { linkTargets, type LinkOptions } from './markdown/links.js';
import { emitAssets } from './output/assets.js';
import { lockBuild } from './output/lock.js';
import type { OutputFiles, OutputRecord } from './output/outputFiles.js';
import { writeSiteFiles } from './output/siteFiles.js';
import { commitOutput, discardOutput, openOutput } from './output/stagedOutput.js';
import { removeLeftovers } from './output/write.js';
import { outputDir } from './paths.js';
import type { RenderContext } from './render/renderRoute.js';
import { renderPages } from './render/renderPages.js';
import type { SearchIndex } from './search/openSearchIndex.js';
import type { SearchState } from './search/searchIndex.js';
import { assertSiteRoot } from './siteRoot.js';
import { localeOutDir } from './localeOutDir.js';
import { createReporter, formatMs, type Reporter } from './task.js';

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
  /** Build this locale only (into its folder of the output); every locale, the default first, when unset. */
  locale?: string;
}

/** What rendering any single page needs, available early in a build (see serve's on-demand pages). */
export interface BuildPreview {
  root: string;
  ctx: RenderContext;
  links: LinkOptions;
  /** The staging folder's files: assets (CSS, runtime, sidebars) are already written there. */
  files: OutputFiles;
}

/** One locale's build (see buildLocale). */
export interface LocaleBuild {
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
  /** The search index's state, kept so a watch-mode edit can put a page's new text in it. */
  search: SearchState | undefined;
  /** The record of what the output holds and its file (with the cache), kept so a watch-mode edit can keep it true. */
  record: { file: string; value: OutputRecord } | undefined;
}

/** A build: the default locale's (or the one asked for), with the other locales built with it. */
export interface BuildResult extends LocaleBuild {
  /** The other locales' builds, when every locale was built. */
  locales: LocaleBuild[];
}

/**
 * `docsgen build`, stage by stage: config and content -> route manifest -> plan (what changed) ->
 * compile and render pages -> site-wide files -> search index -> commit the output. Everything is
 * written to a staging folder that replaces the output only when the build succeeds.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = path.resolve(options.root);
  const outDir = outputDir(root, options.outDir);
  const report = options.reporter ?? createReporter();
  assertSiteRoot(root);
  // One build of a root at a time, even with --no-cache: two would write the same staging
  // siblings, spare and records.
  const unlock = await lockBuild(root, (pid) =>
    report.line(`Waiting for another docsgen build of this site (pid ${pid}) to finish…`),
  );
  try {
    // As Docusaurus does, each locale is a site of its own, built into its folder of the output
    // (`fr/`, under the base URL's `/fr/`); the default locale's tells the others.
    if (options.locale !== undefined) {
      const dir = await localeOutDir(root, outDir, options.locale);
      const locale = { code: options.locale, folder: path.relative(outDir, dir) };
      return { ...(await buildLocale(root, dir, options, report, locale)), locales: [] };
    }
    const first = await buildLocale(root, outDir, options, report, { folder: '' });
    const locales: LocaleBuild[] = [];
    for (const { code, path: folder } of first.manifest.site.i18n.locales.slice(1))
      locales.push(await buildLocale(root, path.join(outDir, folder), options, report, { code, folder }));
    return { ...first, locales };
  } finally {
    unlock();
  }
}

/** The folders of the output that the locales other than the one a manifest builds are in. */
function otherLocaleFolders({ site }: RouteManifest): string[] {
  return site.i18n.locales.flatMap((locale) =>
    locale.code !== site.i18n.current && locale.path ? [locale.path] : [],
  );
}

/**
 * One locale's build (the default one's unless `code` says) into `outDir`, its `folder` of the
 * whole output ('' for the default locale's). The default locale's output keeps the other
 * locales' folders.
 */
async function buildLocale(
  root: string,
  outDir: string,
  options: BuildOptions,
  report: Reporter,
  { code, folder }: { code?: string; folder: string },
): Promise<LocaleBuild> {
  const started = performance.now();
  const startedAt = Date.now();
  let early: EarlyWorkers | undefined;
  try {
    // What killed builds left next to the output goes first: on a full disk, it is what fills it.
    const sweeping = removeLeftovers(outDir);
    const memory = options.cache === false ? undefined : openMemory(root, outDir, folder);
    const docsFiles = contentFiles(root, expectedFolders(root).docs);
    early = await startEarlyWorkers(docsFiles, memory);
    const manifest = await readSite(root, docsFiles, report, memory, code);
    early.warm(manifest);
    const links: LinkOptions = { root, ...linkTargets(manifest) };
    await sweeping;
    const output = await openOutput(outDir, memory);
    // A search index built in a thread of its own is stopped if the build fails.
    let searching: SearchIndex | undefined;
    try {
      const ctx = await report.task('Emit assets', () =>
        emitAssets(root, manifest, output.files, memory?.cache, links),
      );
      await options.onPreview?.({ root, ctx, links, files: output.files });
      const planned = plan({
        manifest,
        ctx,
        links,
        output,
        outDir,
        memory,
        search: options.search !== false,
      });
      searching = planned.search;
      const site = { root, manifest, ctx, links, output, cache: memory?.cache, early: early.workers };
      const components = await report.task('Compile and render pages', (tick) =>
        renderPages(site, planned, tick),
      );
      await report.task('Write sitemap, feeds and llms.txt', () =>
        writeSiteFiles(manifest, ctx.bodies, output.files),
      );
      const search = await indexSearch(planned, manifest, report);
      await commitOutput(output, outDir, memory, otherLocaleFolders(manifest));
      const record =
        memory &&
        (await remember(memory, {
          outDir,
          manifest,
          files: output.files,
          plan: planned,
          components,
          search,
          startedAt,
        }));
      const ms = performance.now() - started;
      report.line(
        `Built ${manifest.routes.length} pages in ${formatMs(ms)} → ${path.relative(process.cwd(), outDir) || '.'}/`,
      );
      const { timings } = report;
      return {
        root,
        outDir,
        pages: manifest.routes.length,
        ms,
        manifest,
        timings,
        render: ctx,
        links,
        cache: memory?.cache,
        search,
        record: memory && record && { file: memory.records.output, value: record },
      };
    } catch (error) {
      searching?.close();
      await discardOutput(output, memory);
      if (memory) forgetSpare(memory);
      throw error;
    }
  } finally {
    // Workers started early and not used (the pages turned out to be few, or the build failed).
    for (const worker of early?.workers ?? []) void worker.terminate();
  }
}

/** Page workers started before the site is read, and how to warm their highlighter once it is. */
interface EarlyWorkers {
  workers: Worker[];
  warm(manifest: RouteManifest): void;
}

/**
 * A build with no output to keep files from renders every page: with many pages, their workers
 * start now, to load their compilers while this thread reads the site.
 */
async function startEarlyWorkers(
  docsFiles: string[],
  memory: BuildMemory | undefined,
): Promise<EarlyWorkers> {
  if (memory?.previous) return { workers: [], warm: () => undefined };
  const pages = docsFiles.filter((file) => file.endsWith('.md')).length;
  const { startWorkers, warmHighlighter } = await import('./workers/compileMarkdown.js');
  const workers = startWorkers(pages);
  return {
    workers,
    warm: (manifest) => {
      if (workers.length) warmHighlighter(manifestSources(manifest), pages, workers);
    },
  };
}

/** Settles each page's text in the search index (by its source's key) and writes the index. */
async function indexSearch(
  { search, routeIndexes, keying }: BuildPlan,
  manifest: RouteManifest,
  report: Reporter,
): Promise<SearchState | undefined> {
  if (!search) return undefined;
  for (const index of [...routeIndexes.values()].flat()) {
    const key = keying?.source(manifest.routes[index]!.source!);
    if (key) search.settle(index, key);
  }
  return report.task('Index search', () => search.finish());
}
