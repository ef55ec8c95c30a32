import { readFileSync } from 'node:fs';
import path from 'node:path';
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
