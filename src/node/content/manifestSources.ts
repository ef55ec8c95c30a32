import type { RouteManifest } from './manifest.js';
import type { SourceFile } from './sources.js';

const made = new WeakMap<RouteManifest, ReadonlySet<SourceFile>>();

/**
 * Every source file the manifest's routes, docs and posts show, once each. Made once per manifest
 * (a finished manifest's entries do not change): a build asks for them four times, and at 10,000
 * pages each set was 10,000 insertions.
 */
export function manifestSources(manifest: RouteManifest): ReadonlySet<SourceFile> {
  let sources = made.get(manifest);
  if (sources) return sources;
  // A loop, not a spread and a flatMap: those made two arrays of 20,000 entries at 10,000 pages.
  const found = new Set<SourceFile>();
  for (const entries of [manifest.routes, manifest.docs, manifest.posts])
    for (const entry of entries) if (entry.source) found.add(entry.source);
  made.set(manifest, (sources = found));
  return sources;
}
