import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFiles } from '../output/outputFiles.js';

/**
 * Runs `use` with a fresh folder for server bundles (a site's pages and components bundled to be
 * imported and rendered), removed once it is done, whether it succeeded or threw. The folder is
 * inside the build's staging output, so nothing is written outside the output, and what a killed
 * build leaves goes with its staging folder (see removeLeftovers).
 */
export async function withServerBundleDir<T>(
  files: OutputFiles,
  use: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(files.dir, '.server-bundle-'));
  try {
    // The bundles are ES modules: without this, Node takes their type from the site's own
    // package.json, which may say CommonJS (or nothing, and Node warns as it parses them again).
    await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
