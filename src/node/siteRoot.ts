import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SiteError } from './errors.js';

/** Checks the site root exists and has a content/ folder; the one error that has no file. */
export function assertSiteRoot(root: string): void {
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new SiteError(`site root not found: ${root}`, undefined);
  if (!existsSync(path.join(root, 'content')))
    throw new SiteError(`no content/ folder in site root ${root}`, undefined);
}
