import { formatMs } from '../task.js';
import type { LiveReload } from './createLiveReload.js';
import type { Rebuild } from './createRebuilder.js';
import { formatBuildError, problemsText } from './formatBuildError.js';

export interface RebuildQueue {
  /** Queues changed files (an empty list: everything) for the next rebuild. */
  schedule(files: string[]): void;
  /** Resolves when no rebuild is running or queued. */
  idle(): Promise<void>;
  /** Whether a rebuild is running or queued. */
  readonly busy: boolean;
  /** Drops queued work, ignores later changes and resolves when the running rebuild (if any) ends. */
  stop(): Promise<void>;
}

/**
 * Runs rebuilds one at a time: changes that arrive during a build are collected and built
 * together right after it, so the output is never written by two builds at once. A success
 * reloads open pages; a failure prints the problems and shows the overlay, and serving goes on.
 */
export function createRebuildQueue(
  rebuild: Rebuild,
  root: string,
  live: LiveReload,
  /** The first build only brings the output up to what pages made on demand already show: no reload for it. */
  quietFirstBuild = false,
): RebuildQueue {
  let quiet = quietFirstBuild;
  const pending = new Set<string>();
  let everything = false;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function drain(): Promise<void> {
    while (everything || pending.size) {
      const files = everything ? [] : [...pending];
      everything = false;
      pending.clear();
      const started = performance.now();
      try {
        await rebuild(files);
        if (!quiet) live.reload();
        quiet = false;
        process.stdout.write(
          `${files.length ? 'Rebuilt' : 'Built'} in ${formatMs(performance.now() - started)}${describe(files)}\n`,
        );
      } catch (error) {
        quiet = false;
        const problems = formatBuildError(error, root);
        process.stderr.write(problemsText(problems));
        live.showError(problems);
      }
    }
    running = undefined;
  }

  return {
    schedule(files) {
      if (stopped) return;
      if (files.length === 0) everything = true;
      for (const f of files) pending.add(f);
      running ??= drain();
    },
    async idle() {
      while (running) await running;
    },
    get busy() {
      return running !== undefined;
    },
    async stop() {
      stopped = true;
      everything = false;
      pending.clear();
      while (running) await running;
    },
  };
}

function describe(files: string[]): string {
  if (!files.length) return '';
  const shown = files.slice(0, 3).join(', ');
  return ` (${shown}${files.length > 3 ? ` and ${files.length - 3} more` : ''})`;
}
