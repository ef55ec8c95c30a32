import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The cache folder: `DOCSGEN_COMPILE_CACHE`, else one in the system's temporary folder; none when
 * `DOCSGEN_DISABLE_COMPILE_CACHE` is set.
 */
export function compileCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DOCSGEN_DISABLE_COMPILE_CACHE) return undefined;
  return env.DOCSGEN_COMPILE_CACHE || path.join(tmpdir(), `docsgen-compile-cache-${process.getuid?.() ?? 0}`);
}

/** How many entries of each kind the cache keeps: as many versions of docsgen in use on the machine at once. */
const ENTRIES_PER_KIND = 3;

/**
 * Removes the oldest entries of a kind (a bundle's, the regex conversions') beyond ENTRIES_PER_KIND, the one just saved (`saved`) kept:
 * each new docsgen (or each compile, while developing it) saved an entry of a few MB that nothing
 * read again.
 */
export function pruneEntries(saved: string): void {
  const dir = path.dirname(saved);
  const bundle = path.basename(saved).replace(/-[0-9a-f]+\.bin$/, '-');
  const others = readdirSync(dir)
    .filter((name) => name.startsWith(bundle) && name.endsWith('.bin') && name !== path.basename(saved))
    .map((name) => ({ name, at: statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of others.slice(ENTRIES_PER_KIND - 1)) rmSync(path.join(dir, name), { force: true });
}
