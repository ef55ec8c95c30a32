import type { Worker } from 'node:worker_threads';
import type { RouteManifest } from '../content/manifest.js';
import { settleAll } from '../errors.js';
import { bodyShownElsewhere, pageBody, type PageBody } from '../compile/pageBody.js';
import type { ContentCache } from '../incremental/cache.js';
import { recordComponents, type ComponentsRecord } from '../incremental/componentPages.js';
import { recordAssets } from '../incremental/pageAssets.js';
import type { BuildPlan } from '../incremental/plan.js';
import { linkUrls } from '../incremental/routeKeys.js';
import type { LinkOptions } from '../markdown/links.js';
import type { OutputFiles } from '../output/outputFiles.js';
import { routeShape } from '../output/routeFiles.js';
import type { StagedOutput } from '../output/stagedOutput.js';
import { writeRoute } from '../output/writeRoute.js';
import { searchPage } from '../search/searchPage.js';
import type { RenderContext } from './renderRoute.js';

/** What rendering a site's pages works from. */
export interface PagesSite {
  root: string;
  manifest: RouteManifest;
  ctx: RenderContext;
  links: LinkOptions;
  output: StagedOutput;
  cache: ContentCache | undefined;
  /** Page workers started ahead, while the site was read (see startWorkers). */
  early: Worker[];
}

/** Files written without a key are recorded under this one, which no lookup matches. */
const UNKEYED = '';

/**
 * Compiles the pages the plan names and renders and writes every stale route, each page as soon
 * as it is compiled: .md pages by the page pipeline (in worker threads, or here for pages a worker
 * compiled, see compileInWorkers), MDX/TSX pages here, and pages made of other pages last. Returns
 * the record of the MDX and TSX pages' compile.
 */
export async function renderPages(
  site: PagesSite,
  plan: BuildPlan,
  tick: (done: number, total: number) => void,
): Promise<ComponentsRecord | undefined> {
  const { manifest, ctx, output } = site;
  const total = plan.stale.filter(Boolean).length;
  const rendered: number[] = [];
  const onPage = (file: string, body: PageBody, renderedNow: number[], written: boolean): void => {
    ctx.bodies.set(file, body);
    plan.assets.set(file, body.data.assets);
    plan.knownAssets.set(file, recordAssets(body.data.assets));
    for (const index of renderedNow) {
      if (!written) writeRoute(output.staging.dir, manifest.routes[index]!, ctx);
      rendered.push(index);
      tick(rendered.length, total);
    }
    indexForSearch(site, plan, file, body);
    if (!bodyShownElsewhere(file, manifest.site)) ctx.bodies.delete(file);
  };
  const [, components] = await settleAll([
    compileMarkdownPages(site, plan, onPage),
    compileComponentPages(site, plan, onPage),
  ] as const);
  // Pages made of other pages (blog lists, tags, archive) and pages without a source come last.
  manifest.routes.forEach((route, i) => {
    if (route.source || !plan.stale[i]) return;
    writeRoute(output.staging.dir, route, ctx);
    rendered.push(i);
    tick(rendered.length, total);
  });
  recordRendered(site, plan, rendered);
  return components;
}

type OnPage = (file: string, body: PageBody, renderedNow: number[], written: boolean) => void;

/** Adds a compiled page's text to the search index, for each of its routes the index needs. */
function indexForSearch(
  { manifest }: PagesSite,
  { routeIndexes, search }: BuildPlan,
  file: string,
  body: PageBody,
): void {
  for (const index of routeIndexes.get(file) ?? []) {
    if (search?.needs(index)) search.add(index, searchPage(manifest.routes[index]!, body, manifest));
  }
}

/**
 * The .md pages, in worker threads while MDX/TSX pages compile (esbuild + MDX) on this one. Each
 * compiler loads only now, and only with pages to compile: a preview renders its first page
 * without waiting for them, and MDX with esbuild alone takes 0.35 s to load.
 */
async function compileMarkdownPages(site: PagesSite, plan: BuildPlan, onPage: OnPage): Promise<void> {
  const { markdownJobs, compiled, keying, textKey } = plan;
  if (!markdownJobs.length) return;
  const jobs = new Map(markdownJobs.map((job) => [job.source.file, job]));
  const { compileMarkdown } = await import('../workers/compileMarkdown.js');
  const { ctx, links, output, cache, early } = site;
  await compileMarkdown(
    markdownJobs,
    links,
    site.manifest.site.markdown,
    cache,
    (file, { html, data }, written, key) => {
      const job = jobs.get(file)!;
      if (key) compiled.set(file, [textKey(job.source), linkUrls(data), key]);
      onPage(file, pageBody(html, data), job.render, written);
      keying?.settle(job.source, linkUrls(data));
    },
    // A site's swizzled doc parts are functions (see ItemParts), which no worker thread can be
    // sent: its pages are rendered here, as they are compiled.
    ctx.items?.doc ? undefined : { outDir: output.staging.dir, ctx, linkFree: output.linkFree },
    early,
  );
}

/** The MDX and TSX pages, compiled together, or kept together when neither they nor any file their bundles read changed. */
async function compileComponentPages(
  site: PagesSite,
  plan: BuildPlan,
  onPage: OnPage,
): Promise<ComponentsRecord | undefined> {
  const { componentPages: pages, keptComponents, knownComponents, keying } = plan;
  if (!pages.length) return undefined;
  const staleRoutes = (file: string): number[] => plan.routeIndexes.get(file)!.filter((i) => plan.stale[i]);
  const { root, links, output, cache } = site;
  if (keptComponents) {
    for (const rel of knownComponents!.files) output.files.keep(rel);
    for (const [file, body] of keptComponents) onPage(file, body, staleRoutes(file), false);
    return knownComponents;
  }
  const { compileComponentPages } = await import('../compile/compilePage.js');
  const compiled = await compileComponentPages(root, pages, links, output.files, cache, site.manifest.site);
  const { bodies, inputs, outputs } = compiled;
  for (const [file, body] of bodies) onPage(file, body, staleRoutes(file), false);
  if (!cache || !keying) return undefined;
  // Now keyed by what their bundles read, the component pages' routes get keys a next build can match.
  const components = recordComponents(cache, pages, bodies, inputs, outputs, site.manifest.site);
  for (const page of pages) keying.settle(page, linkUrls(bodies.get(page.file)!.data), components.key);
  return components;
}

/**
 * Keys the routes rendered now and records them with the output's files (a route written without
 * a key is still recorded, so that a later build sweeps it away), and copies every page's
 * co-located files, whether the page was compiled now or is unchanged.
 */
function recordRendered({ manifest, output }: PagesSite, plan: BuildPlan, rendered: number[]): void {
  plan.keying?.finish();
  for (const index of rendered) {
    const route = manifest.routes[index]!;
    output.files.writtenRoute(route.path, routeShape(route), plan.keying?.keys[index] ?? UNKEYED);
  }
  for (const file of plan.routeIndexes.keys())
    for (const asset of plan.assets.get(file) ?? []) copyAsset(asset.from, output.files, asset.to);
}

/** Copies a co-located file a page references to its hashed name (once, however many pages use it). */
function copyAsset(from: string, files: OutputFiles, to: string): void {
  // The name holds a hash of the content: the name is the key.
  if (!files.keys.has(to)) files.copy(from, to, to);
}
