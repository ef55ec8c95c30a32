import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The message that asks a bundle worker to finish (see endWorker). */
export const END_WORKER = 'docsgen:end';

/** How long a worker asked to finish may take before it is stopped. */
const END_TIMEOUT_MS = 2000;

/**
 * Starts a worker thread running one of docsgen's compiled bundles (`bundle`, a file in dist/node/,
 * where every bundle is) through the launcher, so that its code too comes from the compile cache.
 * Undefined when docsgen runs from source (tests), where there are no bundles.
 */
export function bundleWorker(bundle: string): Worker | undefined {
  const file = fileURLToPath(new URL(`./${bundle}`, import.meta.url));
  const launcher = fileURLToPath(new URL('./launch.cjs', import.meta.url));
  if (!existsSync(file) || !existsSync(launcher)) return undefined;
  return new Worker(`require(${JSON.stringify(launcher)}).runBundle(${JSON.stringify(file)});`, {
    eval: true,
  });
}

/**
 * Asks a worker to finish and waits until it has: a worker that ends by itself (rather than being
 * terminated) saves its compiled code for the next run. One that does not end in time is stopped.
 */
export function endWorker(worker: Worker): Promise<void> {
  // One that has already exited (a failure) has nothing left to do.
  if (worker.threadId === -1) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate(), END_TIMEOUT_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.postMessage(END_WORKER);
  });
}
