import { loadConfig } from '../config/loadConfig.js';
import type { Reporter } from '../task.js';
import type { BuildMemory } from '../incremental/buildMemory.js';
import { buildRouteManifest, readSiteSources, type RouteManifest } from './manifest.js';
import { contentFolders } from './contentFolders.js';
import { expectedFolders } from './expectedFolders.js';

/**
 * Loads the site's config and reads its content into the route manifest. `docsFiles` are the
 * expected docs folder's files (see expectedFolders). With the memory of earlier builds, a file
 * whose stamp is unchanged is not read again, and the bundled config is kept.
 */
export async function readSite(
  root: string,
  docsFiles: string[],
  report: Reporter,
  memory: BuildMemory | undefined,
  locale?: string,
): Promise<RouteManifest> {
  const expected = expectedFolders(root);
  const known = memory?.sources.known;
  const [config, read] = await report.task('Load config and read content', async () => {
    const loading = loadConfig(root, expected.blog !== undefined, memory?.cache.dir, locale);
    // docsgen's own folders are read while esbuild bundles the config in its own process; a
    // Docusaurus project's config says where its folders are.
    if (expected.fixed && locale === undefined)
      return [await loading, readSiteSources(root, expected, docsFiles, known)] as const;
    const config = await loading;
    const folders = contentFolders(config.site);
    const listed = folders.docs === expected.docs ? docsFiles : undefined;
    return [config, readSiteSources(root, folders, listed, known)] as const;
  });
  const manifest = await report.task('Build route manifest', () => buildRouteManifest(root, config, read));
  for (const dup of manifest.duplicates)
    process.stderr.write(
      `warning: duplicate route ${dup.route} (${dup.files.join(', ')}); the first one wins\n`,
    );
  return manifest;
}
