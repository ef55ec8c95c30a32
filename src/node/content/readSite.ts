import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.js';
import type { Reporter } from '../task.js';
import type { BuildMemory } from '../incremental/buildMemory.js';
import { buildRouteManifest, readSiteSources, type RouteManifest } from './manifest.js';

/**
 * Loads the site's config and reads its content into the route manifest. With the memory of
 * earlier builds, a file whose stamp is unchanged is not read again, and the bundled config is kept.
 */
export async function readSite(
  root: string,
  docsFiles: string[],
  report: Reporter,
  memory: BuildMemory | undefined,
): Promise<RouteManifest> {
  const [config, read] = await report.task('Load config and read content', async () => {
    // esbuild bundles the config in its own process while this thread reads the content files.
    const loading = loadConfig(root, existsSync(path.join(root, 'content/blog')), memory?.cache.dir);
    const read = readSiteSources(root, docsFiles, memory?.sources.known);
    return [await loading, read] as const;
  });
  const manifest = await report.task('Build route manifest', () => buildRouteManifest(root, config, read));
  for (const dup of manifest.duplicates)
    process.stderr.write(
      `warning: duplicate route ${dup.route} (${dup.files.join(', ')}); the first one wins\n`,
    );
  return manifest;
}
