import { renameSync } from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from '../content/manifest.js';
import { manifestSources } from '../content/manifestSources.js';
import type { SourceFile } from '../content/sources.js';
import {
  readRecord,
  recordFiles,
  writeRecord,
  type OutputFiles,
  type OutputRecord,
} from '../output/outputFiles.js';
import type { SearchState } from '../search/searchIndex.js';
import { ContentCache } from './cache.js';
import type { ComponentsRecord } from './componentPages.js';
import type { BuildPlan } from './plan.js';
import { SourceIndex } from './sourceIndex.js';

/**
 * What a build with the cache on knows of the builds before it: the content cache, what each
 * source file was (the source index), and records of what the output and the spare hold. The
 * spare is the output before last, recycled as the next staging folder: its files whose content is
 * unchanged are already in place.
 */
export interface BuildMemory {
  cache: ContentCache;
  sources: SourceIndex;
  records: { output: string; spare: string };
  spare: string;
  /** The live output's record, when it has one: its unchanged files are linked, not written. */
  previous: OutputRecord | undefined;
}

/**
 * The memory of a site's earlier builds of outDir, kept in its cache folder; `folder` is outDir's
 * place in the whole output ('' for the default locale's, `fr` for a locale's): each locale has
 * its own records, spare and source index.
 */
export function openMemory(root: string, outDir: string, folder: string): BuildMemory {
  const cacheDir = path.join(root, 'node_modules/.cache/docsgen');
  // A locale's names in the cache folder, apart from the default locale's.
  const suffix = folder ? `-${folder.replace(/[^\w-]/g, '_')}` : '';
  const records = recordFiles(cacheDir, suffix);
  const cache = new ContentCache(cacheDir);
  return {
    cache,
    sources: new SourceIndex(cache, suffix),
    records,
    spare: path.join(cacheDir, `output${suffix}`),
    previous: readRecord(records.output, outDir),
  };
}

/** What a finished build leaves for the next one to remember. */
export interface BuildOutcome {
  outDir: string;
  manifest: RouteManifest;
  files: OutputFiles;
  plan: BuildPlan;
  components: ComponentsRecord | undefined;
  search: SearchState | undefined;
  /** When the build began, before it read any file. */
  startedAt: number;
}

/**
 * Records what the committed output holds, and that the old output is the spare now, for the
 * next build; and the sources read, with their keys. Returns the output's record.
 */
export async function remember(memory: BuildMemory, outcome: BuildOutcome): Promise<OutputRecord> {
  const { records, spare, previous, cache, sources } = memory;
  const { outDir, manifest, files, plan } = outcome;
  const assets = new Map(
    [...plan.routeIndexes.keys()].flatMap((file) => {
      const known = plan.knownAssets.get(file);
      return known?.length ? [[file, known] as const] : [];
    }),
  );
  // The old output is the spare now, the same folder (inode and birth time): its record moves with
  // it as it is (a record whose folder is gone matches no folder, see readRecord).
  if (!previous || !moveFile(records.output, records.spare)) writeRecord(records.spare, spare, undefined);
  const record: OutputRecord = {
    keys: files.keys,
    routes: files.routes,
    search: outcome.search,
    assets,
    compiled: new Map([...plan.compiled].filter(([file]) => plan.routeIndexes.has(file))),
    components: outcome.components,
  };
  writeRecord(records.output, outDir, record);
  sources.write(manifestSources(manifest), (source: SourceFile) => plan.textKey(source), outcome.startedAt);
  // The first build of this version of docsgen here: what earlier versions cached is of no use.
  if (cache.fresh) await cache.pruneOtherVersions();
  return record;
}

/** After a failed build: whatever it left in the spare, the spare's record no longer says. */
export function forgetSpare(memory: BuildMemory): void {
  writeRecord(memory.records.spare, memory.spare, undefined);
}

/** Renames a file; false if it could not be (it is gone). */
function moveFile(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}
