import { watch } from 'chokidar';
import path from 'node:path';
import { packageDir, toPosix } from '../paths.js';

/** The folders of a site root whose changes `serve --watch` rebuilds for. */
const WATCHED = new Set(['content', 'config', 'static']);
/** Editor droppings (swap, backup and lock files, vim's write test) that are never site input. */
const JUNK = /(?:^\.#|^4913$|\.sw[a-p]$|~$|^\.DS_Store$)/;

export interface SiteWatcher {
  /** Resolves once the initial scan is done, so no later change can be missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches content/, config/, static/ and docsgen's templates/, never the output folder (nor its
 * staging and old siblings) or node_modules, and calls onChange with the changed paths after
 * `debounceMs` of quiet (at most `maxWaitMs` after the first change, so a stream of writes
 * cannot postpone the rebuild forever).
 */
export function watchSite(
  root: string,
  outDir: string,
  onChange: (files: string[]) => void,
  debounceMs = 30,
  maxWaitMs = 300,
): SiteWatcher {
  const templates = path.join(packageDir, 'templates');
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
    return !WATCHED.has(top);
  };

  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let first = 0;
  const flush = (): void => {
    timer = undefined;
    const files = [...pending];
    pending.clear();
    onChange(files);
  };

  const watcher = watch([root, templates], { ignoreInitial: true, ignored });
  watcher.on('all', (_event, file) => {
    const abs = path.resolve(file);
    pending.add(under(abs, root) ? toPosix(path.relative(root, abs)) : toPosix(abs));
    if (timer) clearTimeout(timer);
    else first = Date.now();
    timer = setTimeout(flush, Math.max(0, Math.min(debounceMs, first + maxWaitMs - Date.now())));
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    ready,
    async close() {
      if (timer) clearTimeout(timer);
      await watcher.close();
    },
  };
}
