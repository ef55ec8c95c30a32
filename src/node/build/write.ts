import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Written into a recycled staging folder first (and removed): files older than it are left from an earlier build. */
const MARKER = '.docsgen-building';

export interface Staging {
  dir: string;
  /** For a recycled folder: the mtime before which a file is stale (see sweepStale). */
  since?: number;
}

/**
 * A staging folder next to the output, so a failed build never touches the previous output. With
 * a `spare` (the output before last, kept by commitStaging), that folder is recycled: on this
 * machine's filesystem overwriting a file costs an eighth of creating one, and nothing is deleted.
 */
export async function createStaging(outDir: string, spare?: string): Promise<Staging> {
  const dir = `${outDir}.staging-${process.pid}-${Date.now()}`;
  if (spare && existsSync(spare)) {
    try {
      await rename(spare, dir);
      const marker = path.join(dir, MARKER);
      writeFileSync(marker, '');
      const since = statSync(marker).mtimeMs;
      unlinkSync(marker);
      return { dir, since };
    } catch {
      // On another filesystem, or taken away meanwhile: start afresh.
    }
  }
  await mkdir(dir, { recursive: true });
  return { dir };
}

/**
 * Removes what a recycled staging folder kept from its earlier build: every file this build did
 * not write (older than the marker) and the folders left empty.
 */
export function sweepStale(staging: Staging): void {
  if (staging.since === undefined) return;
  const sweep = (dir: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (sweep(full)) rmdirSync(full);
        else empty = false;
      } else if (statSync(full).mtimeMs < staging.since!) unlinkSync(full);
      else empty = false;
    }
    return empty;
  };
  sweep(staging.dir);
}

/**
 * Swaps a finished staging folder into place: the old output is renamed away first, then kept as
 * the `spare` for the next build to recycle, or removed.
 */
export async function commitStaging(staging: Staging, outDir: string, spare?: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, old);
  await rename(staging.dir, outDir);
  if (hadOutput) await keepOrRemove(old, spare);
}

/** After a failed build: its staging folder becomes the spare (it will be swept), or is removed. */
export async function discardStaging(staging: Staging, spare?: string): Promise<void> {
  await keepOrRemove(staging.dir, spare);
}

async function keepOrRemove(dir: string, spare: string | undefined): Promise<void> {
  if (spare) {
    try {
      await rm(spare, { recursive: true, force: true });
      await mkdir(path.dirname(spare), { recursive: true });
      await rename(dir, spare);
      return;
    } catch {
      // Another filesystem (EXDEV): remove it instead.
    }
  }
  await rm(dir, { recursive: true, force: true });
}

const madeDirs = new Set<string>();

/**
 * Writes a file under root, creating its folder once. Synchronous on purpose: for thousands of
 * small files, a blocking write costs a third of what fs/promises' thread-pool round trips
 * (open, write, close) cost in time and CPU.
 */
export function writeOutput(root: string, rel: string, content: string | Uint8Array): void {
  const full = path.join(root, rel);
  ensureDir(path.dirname(full));
  writeFileSync(full, content);
}

/** Creates a folder (and its parents) unless this process already has. */
export function ensureDir(dir: string): void {
  if (madeDirs.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  madeDirs.add(dir);
}
