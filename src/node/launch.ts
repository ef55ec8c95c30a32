import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, type Dirent } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { isMainThread, Worker, type ResourceLimits } from 'node:worker_threads';
import { compileCacheDir, pruneEntries } from './compileCache.js';
import { expectedFolders } from './content/expectedFolders.js';
import { IMPORT_HOOK, type Import } from './importModule.js';
import { earlyLayout, pageWorkers, WORKER_THRESHOLD } from './workers/chooseLayout.js';

/**
 * The launcher: runs docsgen's compiled bundles (dist/node/*.cjs) with V8's code cache, as Node 22
 * does for modules with `module.enableCompileCache()` and Node 20 cannot. Compiling docsgen and its
 * dependencies (about 5 MB of JavaScript) took 0.2 to 0.3 s in each thread of a build, the main
 * thread and every worker; from the cache, V8 only deserialises what the code ran the last time.
 */

/** A bundle that has run: whether its code came from the cache, and how to save it there. */
export interface LoadedBundle {
  cached: boolean;
  exports: unknown;
  /** Saves the code compiled so far, functions compiled lazily as it ran included (once, unless it came from the cache). */
  save(): void;
}

/**
 * Runs a CommonJS bundle, its code compiled from the cache in `dir` when there is an entry for it.
 * An entry is named by a hash of the bundle's bytes and Node's version: V8 itself checks only the
 * text's length before trusting a cache, so a rebuilt docsgen must never meet an older entry.
 */
export function loadBundle(file: string, dir = compileCacheDir()): LoadedBundle {
  const bytes = readFileSync(file);
  // Hashed as read: hashing the text would encode it back, for nothing.
  const key = createHash('sha1')
    .update(`${process.version} ${process.arch}\n`)
    .update(bytes)
    .digest('hex')
    .slice(0, 24);
  const source = bytes.toString('utf8');
  const entry = dir && path.join(dir, `${path.basename(file)}-${key}.bin`);
  let cachedData: Buffer | undefined;
  try {
    if (entry) cachedData = readFileSync(entry);
  } catch {
    // No entry yet.
  }
  // The wrapper Node gives every CommonJS module, so the bundle runs as if required.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  const cached = !!cachedData && !script.cachedDataRejected;
  let saved = cached;
  const save = (): void => {
    if (saved || !entry) return;
    saved = true;
    try {
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed, as several threads or processes may save the same entry at once.
      const temp = `${entry}.${process.pid}-${Math.random().toString(36).slice(2)}`;
      writeFileSync(temp, script.createCachedData());
      renameSync(temp, entry);
      pruneEntries(entry);
    } catch {
      // A read-only or full disk only costs the next run its compile.
    }
  };
  const module = { exports: {} };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  return { cached, exports: module.exports, save };
}

/**
 * V8 flags for docsgen's processes. A build is short and its work is spread over many functions,
 * which each of its threads optimises anew: TurboFan, compiling them on V8's background threads,
 * took a quarter of a 1,000-page build's CPU (1.2 of 4.5 s). Inlining less into each function makes
 * those compiles cheaper, and the code they make was as fast at 3,000 and 10,000 pages.
 */
const V8_FLAGS = '--max-inlined-bytecode-size-cumulative=150';

/** Sets V8_FLAGS, before any bundle loads: V8 rejects a code cache made under other flags. */
function useV8Flags(): void {
  if (isMainThread) setFlagsFromString(V8_FLAGS);
}

/**
 * Runs a bundle as the program of this thread (the CLI, or a worker's) and saves its compiled code
 * as the thread exits, after the work, so the cache holds the functions the work needed.
 */
export function runBundle(file: string): void {
  useV8Flags();
  (globalThis as { [IMPORT_HOOK]?: Import })[IMPORT_HOOK] = (specifier) => import(specifier);
  const { save } = loadBundle(file);
  process.once('exit', save);
}

/** Starts a worker thread that runs a bundle (a file in dist/node/) through this launcher, within `limits` if given. */
export function startBundleWorker(file: string, limits?: ResourceLimits): Worker {
  useV8Flags();
  return new Worker(`require(${JSON.stringify(__filename)}).runBundle(${JSON.stringify(file)});`, {
    eval: true,
    resourceLimits: limits,
  });
}

const prestarted = new Map<string, Worker>();

/**
 * Starts the page worker (bundle `file`) of a build that compiles every page of the site at
 * `root` ahead (see prestartWorker) when its docs are enough for one (see startEarlyWorkers, which
 * takes it over). On a smaller site, most of them, it would only cost its loading: 0.4 s of CPU.
 */
export function prestartPageWorker(file: string, root: string): void {
  const docs = markdownFiles(path.join(root, expectedFolders(root).docs), WORKER_THRESHOLD);
  if (pageWorkers(earlyLayout(docs))) prestartWorker(file);
}

/** How many `.md` files a folder holds, counted up to `enough` (and no further walked). */
function markdownFiles(dir: string, enough: number): number {
  let count = 0;
  const walk = (folder: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (count >= enough) return;
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
      else if (entry.name.endsWith('.md')) count++;
    }
  };
  walk(dir);
  return count;
}

/**
 * Starts a worker for a bundle before the code that will want it has loaded (see takeWorker): a
 * worker takes 0.1 s or more to load, which then overlaps with the main thread's own loading.
 * Until taken, it does not hold the process open, and one never taken is stopped as it exits.
 */
function prestartWorker(file: string): void {
  const worker = startBundleWorker(file);
  worker.unref();
  // A failed one is not handed over (see takeWorker): a new worker takes its place, and fails visibly.
  worker.on('error', () => {});
  prestarted.set(file, worker);
}

/** The worker prestarted for a bundle, once (as a new one: holding the process open), unless it failed. */
export function takeWorker(file: string): Worker | undefined {
  const worker = prestarted.get(file);
  prestarted.delete(file);
  if (!worker || worker.threadId === -1) return undefined;
  worker.ref();
  return worker;
}
