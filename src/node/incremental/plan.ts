import type { RouteManifest } from '../content/manifest.js';
import type { SourceFile } from '../content/sources.js';
import { isUnlisted } from '../content/routeEntry.js';
import type { PageBody } from '../compile/pageBody.js';
import { bodyShownElsewhere } from '../compile/pageBody.js';
import type { LinkOptions } from '../markdown/links.js';
import type { PageAsset } from '../markdown/pageData.js';
import type { CompileRecord } from '../output/outputFiles.js';
import { routeShape } from '../output/routeFiles.js';
import type { StagedOutput } from '../output/stagedOutput.js';
import type { RenderContext } from '../render/renderRoute.js';
import { openSearchIndex, type SearchIndex } from '../search/openSearchIndex.js';
import type { PageJob } from '../workers/compileMarkdown.js';
import type { BuildMemory } from './buildMemory.js';
import { cachedComponents, type ComponentsRecord } from './componentPages.js';
import { pluginLastVersion, versionPlugin } from '../../shared/docsPlugin.js';
import { currentAssets, type RecordedAsset } from './pageAssets.js';
import { linkUrls, routeKeys, type RouteKeys } from './routeKeys.js';
import { sourceText } from '../content/sourceTexts.js';
import { pageFormat } from '../compile/pageFormat.js';
import { manifestSources } from '../content/manifestSources.js';

/** What a build has to do, decided before it compiles anything: the pages to compile, the routes to render. */
export interface BuildPlan {
  /** Each source file's routes, as indexes in the manifest's routes. */
  routeIndexes: Map<string, number[]>;
  /** Whether each route is rendered now: its key changed, or is not known yet. */
  stale: boolean[];
  /** Each route's key, with memory (see routeKeys); undefined until its page is compiled. */
  keying: RouteKeys | undefined;
  /** The .md pages to compile: those a stale route shows, blog posts, and those search needs the text of. */
  markdownJobs: PageJob[];
  /** The MDX and TSX pages, compiled (or kept) together. */
  componentPages: SourceFile[];
  /** Their bodies, kept from the last build when neither they nor any file they read changed. */
  keptComponents: Map<string, PageBody> | undefined;
  /** The record of the MDX and TSX pages' last compile. */
  knownComponents: ComponentsRecord | undefined;
  /** The .md pages' last compiles (updated as pages compile). */
  compiled: Map<string, CompileRecord>;
  /** The co-located files each page showed, as recorded (updated as pages compile). */
  knownAssets: Map<string, RecordedAsset[]>;
  /** The co-located files each page shows, with their current names (updated as pages compile). */
  assets: Map<string, PageAsset[]>;
  /** A source file's key: a hash of its text, computed once (needs memory). */
  textKey: (source: SourceFile) => string;
  /** The search index being built, unless search is off. */
  search: SearchIndex | undefined;
}

/** Where a build plans from: the site, its staged output, and what it remembers of the builds before. */
export interface PlanInputs {
  manifest: RouteManifest;
  ctx: RenderContext;
  links: LinkOptions;
  output: StagedOutput;
  outDir: string;
  memory: BuildMemory | undefined;
  search: boolean;
}

/**
 * Decides what is unchanged: each route's key against the records of the output and the spare
 * (a route whose key matches is in place already, kept or linked), and from that which pages
 * must be compiled and which routes rendered.
 */
export function plan(inputs: PlanInputs): BuildPlan {
  const { manifest, ctx, links, output, memory } = inputs;
  const { previous } = memory ?? {};
  memory?.sources.restoreFormats(manifestSources(manifest));
  // The .md pages' last compiles, and what the last build's pages showed of their folders
  // (images): a changed file changes their keys. The live output's record wins over the spare's.
  const compiled = new Map(previous?.compiled ?? output.held?.compiled);
  const knownAssets = new Map([...(output.held?.assets ?? []), ...(previous?.assets ?? [])]);
  const assets = new Map([...knownAssets].map(([file, recorded]) => [file, currentAssets(recorded)]));
  const components = componentPages(inputs);
  const textKey = textKeys(memory);
  // The links a page's compile resolved, when known before compiling: a .md page's last compile's,
  // if it was of this very text; MDX and TSX pages', when their bodies are kept.
  const knownLinks = (source: SourceFile): string[] | undefined => {
    if (pageFormat(source, manifest.site) !== 'md') {
      const kept = components.keptComponents?.get(source.file);
      return kept && linkUrls(kept.data);
    }
    const last = compiled.get(source.file);
    return last && last[0] === textKey(source) ? last[1] : undefined;
  };
  const keying =
    memory &&
    routeKeys(manifest, ctx, {
      version: memory.cache.version,
      text: textKey,
      assets,
      links,
      known: knownLinks,
      components: components.keptComponents ? components.knownComponents?.key : undefined,
    });
  const stale = manifest.routes.map((route, i) => {
    const key = keying?.keys[i];
    return key === undefined || !output.files.reuseRoute(route.path, routeShape(route), key);
  });
  const routeIndexes = sourceRoutes(manifest);
  const search = inputs.search ? searchIndex(inputs, routeIndexes, keying) : undefined;
  const markdownJobs = [...routeIndexes].flatMap(([file, indexes]): PageJob[] => {
    const source = manifest.routes[indexes[0]!]!.source!;
    const render = indexes.filter((i) => stale[i]);
    // Compiled when a route showing it is rendered, when search needs its text, or when other
    // routes show its body.
    const needed =
      render.length || bodyShownElsewhere(file, manifest.site) || indexes.some((i) => search?.needs(i));
    if (pageFormat(source, manifest.site) !== 'md' || !needed) return [];
    return [{ source, render, previous: compiled.get(file)?.[2] }];
  });
  return {
    routeIndexes,
    stale,
    keying,
    markdownJobs,
    ...components,
    compiled,
    knownAssets,
    assets,
    textKey,
    search,
  };
}

/** The MDX and TSX pages, and their bodies when they can be kept: neither they nor any file their bundles read changed. */
function componentPages({ manifest, links, output, memory }: PlanInputs) {
  const pages = [
    ...new Set(
      manifest.routes.flatMap((r) =>
        r.source && pageFormat(r.source, manifest.site) !== 'md' ? [r.source] : [],
      ),
    ),
  ];
  const knownComponents = memory?.previous?.components ?? output.held?.components;
  const keptComponents =
    memory && pages.length && knownComponents?.files.every((rel) => output.files.has(rel))
      ? cachedComponents(memory.cache, pages, knownComponents, links, manifest.site)
      : undefined;
  return { componentPages: pages, knownComponents, keptComponents };
}

/**
 * Each source file's key, computed once: the route keys hash it, and a .md page's compile is
 * cached under it (so a front matter edit compiles that one page again).
 */
function textKeys(memory: BuildMemory | undefined): (source: SourceFile) => string {
  const keys = new Map<SourceFile, string>();
  return (source) => {
    let key = keys.get(source);
    if (key === undefined) {
      key = memory!.sources.key(source) ?? memory!.cache.key(source.format, source.file, sourceText(source));
      keys.set(source, key);
    }
    return key;
  };
}

/** Each source file's routes, as indexes in the manifest's routes. */
function sourceRoutes(manifest: RouteManifest): Map<string, number[]> {
  const routes = new Map<string, number[]>();
  manifest.routes.forEach((route, i) => {
    if (route.source) routes.set(route.source.file, [...(routes.get(route.source.file) ?? []), i]);
  });
  return routes;
}

/**
 * The search index to build. A page's doc id in it is its route's place in the manifest; its
 * text is keyed by its source's key (not the route's, which a sidebar change also changes).
 */
function searchIndex(
  { manifest, output, outDir, memory }: PlanInputs,
  routeIndexes: Map<string, number[]>,
  keying: RouteKeys | undefined,
): SearchIndex {
  // Readers search the docs they are given by default: each docs plugin's last version's (as
  // Docusaurus's own search does).
  const { site } = manifest;
  const older = new Set(
    site.docs.versions.flatMap((v) => (v.name === pluginLastVersion(site, versionPlugin(v)) ? [] : [v.name])),
  );
  const pages = [...routeIndexes.values()].flat().flatMap((i): [number, [string, string | null]][] => {
    const route = manifest.routes[i]!;
    if ((route.kind === 'doc' && older.has(route.doc.version)) || isUnlisted(route)) return [];
    return [[i, [route.path, keying?.source(route.source!) ?? null]]];
  });
  const previous = memory?.previous?.search;
  return openSearchIndex(output.files, new Map(pages), previous && { dir: outDir, state: previous });
}
