import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.js';
import type { Reporter } from '../task.js';
import type { BuildMemory } from '../incremental/buildMemory.js';
import { docusaurusConfigFile } from '../config/docusaurusConfig.js';
import { versionFiles } from '../config/docsVersions.js';
import { buildRouteManifest, readSiteSources, type RouteManifest } from './manifest.js';
import { contentFolders, type ContentFolders } from './contentFolders.js';

/**
 * Where a site's content is before its config is loaded: docsgen's own layout has fixed folders
 * (`fixed`) unless it has versions; a Docusaurus project's config may name others, and these are
 * Docusaurus's defaults.
 */
export function expectedFolders(root: string): ContentFolders & { fixed: boolean } {
  if (docusaurusConfigFile(root))
    return { docs: 'docs', versions: ['docs'], blog: { path: 'blog' }, pages: 'src/pages', fixed: false };
  const blog = existsSync(path.join(root, 'content/blog')) ? { path: 'content/blog' } : undefined;
  // Which versions are built is the config's to say (onlyIncludeVersions).
  const fixed = !existsSync(path.join(root, 'content', versionFiles().list));
  return { docs: 'content/docs', versions: ['content/docs'], blog, pages: 'content/pages', fixed };
}

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
