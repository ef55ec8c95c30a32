import type { RouteManifest } from './manifest.js';
import type { SourceFile } from './sources.js';

/** Every source file the manifest's routes, docs and posts show, once each. */
export function manifestSources(manifest: RouteManifest): Set<SourceFile> {
  return new Set(
    [...manifest.routes, ...manifest.docs, ...manifest.posts].flatMap((e) => (e.source ? [e.source] : [])),
  );
}
