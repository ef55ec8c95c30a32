import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../shared/types.js';
import { SiteError } from '../errors.js';
import { CURRENT_VERSION, pluginVersionName, versionFiles } from './docsVersions.js';
import { versionPlugin } from '../../shared/docsPlugin.js';
import { loadModule } from './loadModule.js';
import { normalizeSidebars, type SidebarsConfig } from './normalizeSidebars.js';

/**
 * Loads a sidebars file (docsgen's, or a Docusaurus project's when `foreign`) and normalises it;
 * its problems are reported with those of the docs it names.
 */
export async function loadSidebars(
  file: string,
  root: string,
  cacheDir: string | undefined,
  foreign = false,
): Promise<SidebarsConfig> {
  const value = await loadModule(file, root, cacheDir, foreign);
  return normalizeSidebars(value, { file: path.relative(root, file), text: readFileSync(file, 'utf8') });
}

/**
 * The sidebars of each version but `current` (`versioned_sidebars/version-<name>-sidebars.json`,
 * JSON as `docs:version` writes them; another docs plugin's prefixed with its id), by version
 * key, and the files read; a version without one has generated sidebars.
 */
export function loadVersionSidebars(
  root: string,
  site: SiteConfig,
): { sidebars: Map<string, SidebarsConfig | undefined>; files: string[] } {
  const sidebars = new Map<string, SidebarsConfig | undefined>();
  const files: string[] = [];
  for (const version of site.docs.versions) {
    const { name } = version;
    if (pluginVersionName(version) === CURRENT_VERSION) continue;
    const file = path.posix.join(
      site.contentRoot,
      versionFiles(versionPlugin(version)).sidebars(pluginVersionName(version)),
    );
    const full = path.join(root, file);
    if (!existsSync(full)) {
      sidebars.set(name, undefined);
      continue;
    }
    const text = readFileSync(full, 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new SiteError(`invalid JSON: ${(error as Error).message}`, file);
    }
    sidebars.set(name, normalizeSidebars(value, { file, text }));
    files.push(file);
  }
  return { sidebars, files };
}
