import { hash } from 'node:crypto';
import type { SourceFile } from '../content/sources.js';
import type { ContentCache } from './cache.js';
import { fileStamp } from '../fileStamp.js';
import { compileUpToDate } from './pageAssets.js';
import type { LinkTargets } from '../markdown/links.js';
import { sourceText } from '../content/sourceTexts.js';
import type { PageBody } from '../compile/pageBody.js';
import type { SiteConfig } from '../../shared/types.js';
import { siteContext } from '../compile/siteModules.js';

/**
 * What a build recorded of its MDX and TSX pages. They are bundled together (one esbuild run for
 * the server, one for the islands, which share chunks), so they are compiled or kept together too.
 */
export interface ComponentsRecord {
  /** Hash of the pages' texts and of every file their bundles read, as they were. */
  key: string;
  /** Absolute paths of the files the bundles read (components, partials, media…). */
  deps: string[];
  /** Output files the compile wrote: island scripts and chunks, imported media. */
  files: string[];
}

/**
 * The key of the component pages now, given the files their last compile read (by size and mtime)
 * and what their code is told of the site (its config, its locale: see siteContext).
 */
export function componentsKey(
  cache: ContentCache,
  pages: SourceFile[],
  deps: string[],
  site: SiteConfig,
): string {
  const parts = [
    cache.version,
    JSON.stringify(siteContext(site)),
    ...pages.map((p) => `${p.file}\n${sourceText(p)}`),
    ...deps.map((d) => `${d}\n${fileStamp(d) ?? 'missing'}`),
  ];
  return hash('sha1', parts.join('\0'), 'base64url');
}

/**
 * The component pages' bodies from the cache, when neither they nor any file their bundles read
 * changed since the build that recorded them, and what they show of other files holds (so no
 * esbuild run is needed).
 */
export function cachedComponents(
  cache: ContentCache,
  pages: SourceFile[],
  known: ComponentsRecord | undefined,
  links: LinkTargets,
  site: SiteConfig,
): Map<string, PageBody> | undefined {
  if (!known || componentsKey(cache, pages, known.deps, site) !== known.key) return undefined;
  const bodies = new Map<string, PageBody>();
  for (const page of pages) {
    const body = cache.get<PageBody>(cache.key('component', page.file, known.key));
    if (!body || !compileUpToDate(body.data, page.file, links)) return undefined;
    bodies.set(page.file, body);
  }
  return bodies;
}

/** Keeps the compiled pages' bodies in the cache under their new key, and returns the record of them. */
export function recordComponents(
  cache: ContentCache,
  pages: SourceFile[],
  bodies: Map<string, PageBody>,
  deps: string[],
  files: string[],
  site: SiteConfig,
): ComponentsRecord {
  const key = componentsKey(cache, pages, deps, site);
  for (const page of pages) cache.set(cache.key('component', page.file, key), bodies.get(page.file));
  return { key, deps, files };
}
