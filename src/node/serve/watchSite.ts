import { watch } from 'chokidar';
import { lstatSync, statSync } from 'node:fs';
import { SiteError } from '../errors.js';
import path from 'node:path';
import { packageDir, toPosix } from '../paths.js';
import { readsTopLevel } from '../siteRoot.js';

/** Editor droppings (swap, backup and lock files, vim's write test) that are never site input. */
const JUNK = /(?:^\.#|^4913$|\.sw[a-p]$|~$|^\.DS_Store$)/;
/**
 * chokidar drops a file's change events for 50 ms after one it reported (paulmillr/chokidar#1455).
 * A save written as truncate-then-write, the two steps more than a debounce apart on a busy
 * machine, would then be rebuilt from the empty file and never again. So each changed file is
 * looked at once more after that window, and reported again if it changed since it was reported.
 */
const RECHECK_MS = 60;

export interface WatchOptions {
  debounceMs?: number;
  maxWaitMs?: number;
  /** A path the watcher cannot follow (a symbolic link loop, a folder it may not read): it watches on. */
  onError?: (error: SiteError) => void;
}

export interface SiteWatcher {
  /** Resolves once the initial scan is done, so no later change can be missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches what the build reads of the site root (see readsTopLevel) and docsgen's templates/, never the output folder (nor its
 * staging and old siblings) or node_modules, and calls onChange with the changed paths after
 * `debounceMs` of quiet (at most `maxWaitMs` after the first change, so a stream of writes
 * cannot postpone the rebuild forever).
 */
export function watchSite(
  root: string,
  outDir: string,
  onChange: (files: string[]) => void,
  { debounceMs = 30, maxWaitMs = 300, onError }: WatchOptions = {},
): SiteWatcher {
  const templates = path.join(packageDir, 'templates');
  const reads = readsTopLevel(root);
  const under = (p: string, dir: string): boolean => p === dir || p.startsWith(dir + path.sep);
  const isOutput = (p: string): boolean =>
    under(p, outDir) || p.startsWith(`${outDir}.staging-`) || p.startsWith(`${outDir}.old-`);

  const ignored = (p: string): boolean => {
    const abs = path.resolve(p);
    if (isOutput(abs) || abs.split(path.sep).includes('node_modules') || JUNK.test(path.basename(abs)))
      return true;
    if (under(abs, templates)) return false;
    if (abs === root) return false;
    // Root is watched rather than its three folders so that creating config/ or static/ later works.
    if (!under(abs, root)) return true;
    const top = path.relative(root, abs).split(path.sep)[0] ?? '';
    return !reads(top);
  };

  const pending = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let first = 0;
  /**
   * Files in chokidar's window: their recheck's timer, and their state when last reported (unset
   * while still pending).
   */
  const settling = new Map<string, { timer: NodeJS.Timeout; reported?: string }>();

  const flush = (): void => {
    timer = undefined;
    for (const abs of pending.keys()) {
      const file = settling.get(abs);
      if (file) file.reported = fileState(abs);
    }
    const files = [...pending.values()];
    pending.clear();
    onChange(files);
  };

  const changed = (abs: string): void => {
    pending.set(abs, under(abs, root) ? toPosix(path.relative(root, abs)) : toPosix(abs));
    if (timer) clearTimeout(timer);
    else first = Date.now();
    timer = setTimeout(flush, Math.max(0, Math.min(debounceMs, first + maxWaitMs - Date.now())));
  };

  const recheck = (abs: string): void => {
    const reported = settling.get(abs)?.reported;
    settling.delete(abs);
    // Not reported yet: it is read after the window, and chokidar reports later changes itself.
    // A removed file chokidar reports too (unlinks are not throttled).
    if (reported === undefined) return;
    const now = fileState(abs);
    if (now !== 'missing' && now !== reported) changed(abs);
  };

  // Each lap round a symbolic link loop gives chokidar the same error again: it is said once, and
  // again only after something was removed (which may have broken the loop, and then made anew).
  const said = new Set<string>();

  const watcher = watch([root, templates], { ignoreInitial: true, ignored });
  watcher.on('all', (event, file) => {
    const abs = path.resolve(file);
    changed(abs);
    if (event === 'unlink' || event === 'unlinkDir') said.clear();
    if (event !== 'change' && event !== 'add') return;
    clearTimeout(settling.get(abs)?.timer);
    settling.set(abs, { timer: setTimeout(() => recheck(abs), RECHECK_MS) });
  });
  // Unhandled, chokidar's 'error' event would end the process.
  watcher.on('error', (error) => {
    const siteError = watchError(error as NodeJS.ErrnoException, root);
    if (said.has(siteError.format())) return;
    said.add(siteError.format());
    onError?.(siteError);
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    ready,
    async close() {
      if (timer) clearTimeout(timer);
      for (const file of settling.values()) clearTimeout(file.timer);
      await watcher.close();
    },
  };
}

/** A file's size and modification time, or 'missing': what tells one saved state from the next. */
function fileState(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.size}:${stats.mtimeMs}` : 'missing';
}

/**
 * A watcher's error, located at the path it names (for a symbolic link loop, the first link on the
 * way there: chokidar reports the path it reached going round the loop, `loop/loop/…/loop`).
 */
function watchError(error: NodeJS.ErrnoException, root: string): SiteError {
  const at = error.path && path.resolve(error.path);
  const inRoot = at && (at + path.sep).startsWith(root + path.sep) ? at : undefined;
  let file = inRoot;
  if (inRoot && error.code === 'ELOOP') {
    let dir = root;
    for (const part of path.relative(root, inRoot).split(path.sep)) {
      dir = path.join(dir, part);
      if (lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) {
        file = dir;
        break;
      }
    }
  }
  const reason = error.code === 'ELOOP' ? 'symbolic link loop (ELOOP)' : error.message;
  return file
    ? new SiteError(`cannot watch: ${reason}`, toPosix(path.relative(root, file)))
    : new SiteError(`cannot watch ${error.path ?? 'a path'}: ${reason}`, undefined);
}
