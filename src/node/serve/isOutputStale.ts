import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { packageDir } from '../paths.js';
import { readsTopLevel } from '../siteRoot.js';

/**
 * Whether anything the build reads (the site's inputs, see readsTopLevel, docsgen's templates and its own
 * compiled code) changed after outDir was written. Folders count too: a deleted file only shows
 * as a newer mtime on its folder.
 */
export async function isOutputStale(root: string, outDir: string): Promise<boolean> {
  const out = await stat(outDir).catch(() => undefined);
  if (!out) return true;
  const inputs = [
    ...(await readdir(root)).filter(readsTopLevel(root)).map((name) => path.join(root, name)),
    path.join(packageDir, 'templates'),
    path.join(packageDir, 'dist/node'),
  ];
  for (const dir of inputs) {
    const top = await stat(dir).catch(() => undefined);
    if (!top) continue;
    if (top.mtimeMs > out.mtimeMs) return true;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      if (full.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const s = await stat(full).catch(() => undefined);
      if (s && s.mtimeMs > out.mtimeMs) return true;
    }
  }
  return false;
}
