import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** The message that asks a bundle worker to finish (see endWorker). */
export const END_WORKER = 'docsgen:end';

/** How long a worker asked to finish may take before it is stopped. */
const END_TIMEOUT_MS = 2000;

/**
 * Starts a worker thread running one of docsgen's compiled bundles (`bundle`, a file in dist/node/,
 * where every bundle is) through the launcher, so that its code too comes from the compile cache;
 * or hands over the one the launcher started ahead (see prestartWorker). A new one gets `limits`.
 * Undefined when docsgen runs from source (tests), where there are no bundles.
 */
export function bundleWorker(bundle: string, limits?: ResourceLimits): Worker | undefined {
  const file = fileURLToPath(new URL(`./${bundle}`, import.meta.url));
  const launcherFile = fileURLToPath(new URL('./launch.cjs', import.meta.url));
  if (!existsSync(file) || !existsSync(launcherFile)) return undefined;
  // The launcher module that runs docsgen (Node loads it once): it may hold a worker started ahead.
  const launcher = createRequire(import.meta.url)(launcherFile) as typeof import('./launch.js');
  return launcher.takeWorker(file) ?? launcher.startBundleWorker(file, limits);
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
