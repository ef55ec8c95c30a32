import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { BuildMemory } from '../incremental/buildMemory.js';
import { OutputFiles, readRecord, type OutputRecord } from './outputFiles.js';
import {
  commitStaging,
  createStaging,
  discardStaging,
  holdsNoLinks,
  removeDir,
  type Staging,
} from './write.js';

/** The folder a build writes into, swapped in for the output only when the build succeeds. */
export interface StagedOutput {
  staging: Staging;
  files: OutputFiles;
  /** The record of the recycled spare, when it has one: what its files and compiles were. */
  held: OutputRecord | undefined;
  /** Whether no file in it is a hard link (see holdsNoLinks). */
  linkFree: boolean;
}

/**
 * Opens the staging folder next to outDir: with memory, the spare recycled (its files that are
 * unchanged stay), and the live output's unchanged files linked in rather than written again.
 */
export async function openOutput(outDir: string, memory: BuildMemory | undefined): Promise<StagedOutput> {
  const staging = await createStaging(outDir, memory?.spare);
  const held = memory && staging.recycled ? readRecord(memory.records.spare, staging.dir) : undefined;
  const previous = memory?.previous;
  const files = new OutputFiles(
    staging.dir,
    held,
    previous && { dir: outDir, keys: previous.keys, routes: previous.routes },
  );
  // Files are linked in only from a recycled folder or a previous output.
  const linkFree = !staging.recycled && !previous;
  if (linkFree) holdsNoLinks(staging.dir);
  return { staging, files, held, linkFree };
}

/**
 * Makes the finished staging folder the output (what a recycled one held and no longer needs goes
 * first). The output's folders named in `kept` (other locales', built on their own) move into it.
 */
export async function commitOutput(
  output: StagedOutput,
  outDir: string,
  memory: BuildMemory | undefined,
  kept: string[] = [],
): Promise<void> {
  if (output.staging.recycled) output.files.sweep();
  for (const folder of kept) {
    const from = path.join(outDir, folder);
    if (!existsSync(from)) continue;
    const to = path.join(output.staging.dir, folder);
    await removeDir(to);
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
  await commitStaging(output.staging, outDir, memory?.spare);
}

/** After a failed build: the output stays as it was, and the staging folder is removed (or kept as the spare). */
export async function discardOutput(output: StagedOutput, memory: BuildMemory | undefined): Promise<void> {
  await discardStaging(output.staging, memory?.spare);
}
