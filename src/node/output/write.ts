import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { isAlive } from './lock.js';

export interface Staging {
  dir: string;
  /** Whether the folder is a recycled output (holding an earlier build's files), not a new one. */
  recycled: boolean;
}

/**
 * A staging folder next to the output, so a failed build never touches the previous output. With
 * a `spare` (the output before last, kept by commitStaging), that folder is recycled: a file
 * whose content is unchanged is already there, and nothing is deleted.
 */
export async function createStaging(outDir: string, spare?: string): Promise<Staging> {
  const dir = `${outDir}.staging-${process.pid}-${Date.now()}`;
  if (spare && existsSync(spare)) {
    try {
      await rename(spare, dir);
      return { dir, recycled: true };
    } catch {
      // On another filesystem, or taken away meanwhile: start afresh.
    }
  }
  await mkdir(dir, { recursive: true });
  return { dir, recycled: false };
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
      // The spare was recycled as this build's staging folder, so it is usually gone already: `rm`
      // is a process to start (50 ms of a one-page edit at 10,000 pages).
      if (existsSync(spare)) await removeDir(spare);
      await mkdir(path.dirname(spare), { recursive: true });
      await rename(dir, spare);
      return;
    } catch {
      // Another filesystem (EXDEV): remove it instead.
    }
  }
  await removeDir(dir);
}

/**
 * Removes the staging and old folders next to the output (`<out>.staging-<pid>-<ms>`,
 * `<out>.old-<pid>-<ms>`) that builds killed midway left behind: those whose process is gone, or
 * this process's own from before it started (its pid was a killed build's). A running build's
 * folders are left alone.
 */
export async function removeLeftovers(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const startedAt = Date.now() - process.uptime() * 1000;
  const names = await readdir(parent).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const match = name.startsWith(base) && /^\.(?:staging|old)-(\d+)-(\d+)$/.exec(name.slice(base.length));
      if (!match) return;
      const pid = Number(match[1]);
      const gone = pid === process.pid ? Number(match[2]) < startedAt : !isAlive(pid);
      // One that cannot be removed (no permission) stays: it does not stop this build.
      if (gone) await removeDir(path.join(parent, name)).catch(() => undefined);
    }),
  );
}

/**
 * Removes a folder and everything in it, with `rm -rf` where there is one: Node's recursive `rm`
 * walks the tree in JavaScript, a thread-pool call per file, and took 1.3 s (2.3 s of CPU) to
 * remove a 10,000-page output that `rm` removes in 0.6 s.
 */
export async function removeDir(dir: string): Promise<void> {
  if (process.platform !== 'win32') {
    try {
      await promisify(execFile)('rm', ['-rf', '--', dir]);
      return;
    } catch {
      // No `rm`, or it failed on some file: Node's rm says which.
    }
  }
  await rm(dir, { recursive: true, force: true });
}

/** Replaces a file at once: written aside and renamed over it, so a reader never sees half of it. */
export function replaceFile(file: string, content: string | Uint8Array): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}

const madeDirs = new Set<string>();
/** Folders known to hold no hard link (see holdsNoLinks). */
const linkFree = new Set<string>();

/**
 * Tells writeOutput that no file under dir is a hard link, so it need not look before writing: a
 * new staging folder of a build that links no file in (no previous output to share with). That
 * look is a stat per file, 30,000 of them at 10,000 pages.
 */
export function holdsNoLinks(dir: string): void {
  linkFree.add(dir);
}

/**
 * Writes a file under root, creating its folder once. Synchronous on purpose: for thousands of
 * small files, a blocking write costs a third of what fs/promises' thread-pool round trips
 * (open, write, close) cost in time and CPU.
 */
export function writeOutput(root: string, rel: string, content: string | Uint8Array): void {
  const full = outputPath(root, rel);
  ensureDir(path.dirname(full));
  if (!linkFree.has(root)) unshare(full);
  writeFileSync(full, content);
}

/**
 * Unlinks a file that is a hard link (an output folder shares unchanged files with the one before
 * it, see OutputFiles), so that what is written next goes to a file of its own: writing through
 * the link would change the other folder too, the live output among them.
 */
export function unshare(file: string): void {
  if ((statSync(file, { throwIfNoEntry: false })?.nlink ?? 1) > 1) unlinkSync(file);
}

/**
 * Writes a file under root as writeOutput does, but replaced at once (see replaceFile): for the
 * live output, which the server reads while an edit is written into it. The rename also leaves a
 * file hard-linked into another folder as it was.
 */
export function replaceOutput(root: string, rel: string, content: string | Uint8Array): void {
  const full = outputPath(root, rel);
  ensureDir(path.dirname(full));
  replaceFile(full, content);
}

/**
 * The absolute path of rel in an output folder. Routes are made safe where they are made (see
 * normalizeRoutePath); this is the last guard, so that no content can ever name a file outside.
 */
export function outputPath(root: string, rel: string): string {
  const full = path.join(root, rel);
  if (!full.startsWith(root + path.sep))
    throw new Error(`refusing to write outside the output folder: ${rel}`);
  return full;
}

/** Creates a folder (and its parents) unless this process already has. */
export function ensureDir(dir: string): void {
  if (madeDirs.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  madeDirs.add(dir);
}
