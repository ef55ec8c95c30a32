import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docsgen's own package folder (holds templates/, dist/ and node_modules/). */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Resolves a module the way docsgen itself would, so site code shares docsgen's React. */
export const requireFromDocsgen = createRequire(path.join(packageDir, 'package.json'));

/** The output folder of a site: `out` if given, else `build/` in the site root (absolute). */
export function outputDir(root: string, out?: string): string {
  return path.resolve(out ?? path.join(root, 'build'));
}

/** Normalises a path to forward slashes (content paths are stored that way on every OS). */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
