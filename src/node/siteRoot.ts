import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SiteError } from './errors.js';
import { docusaurusConfigFile } from './config/docusaurusConfigFile.js';

/** Checks the site root exists and is a docsgen site (a content/ folder) or a Docusaurus project; the one error that has no file. */
export function assertSiteRoot(root: string): void {
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new SiteError(`site root not found: ${root}`, undefined);
  if (!existsSync(path.join(root, 'content')) && !docusaurusConfigFile(root))
    throw new SiteError(`no content/ folder (nor docusaurus.config.*) in site root ${root}`, undefined);
}

/** Top-level entries of a Docusaurus project that are never its input. */
const NOT_INPUT = new Set(['node_modules', '.git', '.docusaurus', 'build']);

/**
 * Which top-level entries of a site root the build reads: docsgen's content/, config/ and static/;
 * everything in a Docusaurus project but its dependencies, history and outputs (its config may
 * name any folder for docs, blog and pages, and the config and sidebars files sit at the top).
 */
export function readsTopLevel(root: string): (name: string) => boolean {
  if (docusaurusConfigFile(root)) return (name) => !NOT_INPUT.has(name);
  return (name) => name === 'content' || name === 'config' || name === 'static';
}
