import type { PageBody } from '../compile/pageBody.js';
import { feedRoutes } from '../content/blogRoutes.js';
import type { RouteManifest } from '../content/manifest.js';
import { renderLlmsTxt, renderSitemap } from '../render/sitemap.js';
import { versionsFile } from '../render/versionsFile.js';
import { DOCS_VERSIONS_FILE } from '../../shared/constants.js';
import type { OutputFiles } from './outputFiles.js';

/** Writes the files made of the whole site: the sitemap, llms.txt, the site metadata, the docs' versions and the blog's feeds. */
export async function writeSiteFiles(
  manifest: RouteManifest,
  bodies: Map<string, PageBody>,
  files: OutputFiles,
): Promise<void> {
  files.write('sitemap.xml', renderSitemap(manifest));
  files.write('llms.txt', renderLlmsTxt(manifest));
  files.write('site-metadata.json', JSON.stringify(manifest.metadata, null, 2));
  const versions = versionsFile(manifest);
  if (versions) files.write(DOCS_VERSIONS_FILE, JSON.stringify(versions));
  for (const [rel, text] of await feedFiles(manifest, bodies)) files.write(rel, text);
}

/** The blog's feeds (RSS and Atom), as files of the output and their text; none without posts. */
export async function feedFiles(
  manifest: RouteManifest,
  bodies: Map<string, PageBody>,
): Promise<[rel: string, text: string][]> {
  const feeds = feedRoutes(manifest);
  if (!feeds) return [];
  const { renderFeeds } = await import('../render/feeds.js');
  const { rss, atom } = renderFeeds(manifest, bodies, feeds);
  return [
    [feeds.rss.slice(1), rss],
    [feeds.atom.slice(1), atom],
  ];
}
