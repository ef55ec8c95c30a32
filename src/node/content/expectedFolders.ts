import { existsSync } from 'node:fs';
import path from 'node:path';
import { docusaurusConfigFile } from '../config/docusaurusConfigFile.js';
import { versionFiles } from '../config/docsVersions.js';
import type { ContentFolders } from './contentFolders.js';

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
