import type { Element } from 'hast';
import { availableParallelism } from 'node:os';
import { isMainThread, type Worker } from 'node:worker_threads';
import { bundleWorker, endWorker } from '../bundleWorker.js';

/** A code block for the highlight worker (see highlightWorker.ts), and its answer. */
export interface HighlightRequest {
  id: number;
  info: string | null | undefined;
  meta: string | null | undefined;
  value: string;
}
export type HighlightReply = { id: number; element: Element } | { id: number; error: string };

interface Pending {
  /** Given undefined when the worker went away without answering. */
  resolve(element: Element | undefined): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let failed = false;
let nextId = 0;
const pending = new Map<number, Pending>();

/**
 * Highlights a code block in a worker thread, when this is the main thread of a machine with more
 * than one core: pages compiled on the main thread (a site too small for page workers, MDX pages,
 * the dev server) then get their Shiki work (a third to a half of the Codex site's build) done on
 * another core while this one goes on with the next page. Undefined (or resolving to undefined)
 * when the block is to be highlighted here: in a worker, on one core, run from source, or when the
 * highlight worker failed.
 */
export function highlightRemotely(
  info: string | null | undefined,
  meta: string | null | undefined,
  value: string,
): Promise<Element | undefined> | undefined {
  const highlighter = highlightWorker();
  if (!highlighter) return undefined;
  const request: HighlightRequest = { id: nextId++, info, meta, value };
  return new Promise((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    // Held open only while it has work: an idle highlighter never keeps the process alive.
    if (pending.size === 1) highlighter.ref();
    highlighter.postMessage(request);
  });
}

/** Ends the highlight worker, if one started, so that it saves its compiled code (see endWorker). */
export async function endHighlighter(): Promise<void> {
  if (worker) await endWorker(worker);
}

/** The highlight worker, started on first use and kept (with its grammars) for later builds. */
function highlightWorker(): Worker | undefined {
  if (worker || failed || !isMainThread || availableParallelism() < 2) return worker;
  worker = bundleWorker('highlight-worker.cjs');
  if (!worker) {
    failed = true;
    return undefined;
  }
  worker.unref();
  worker.on('message', (reply: HighlightReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if (!pending.size) worker?.unref();
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(reply.element);
  });
  // Should the worker fail, its blocks (and any later ones) are highlighted on this thread.
  const fail = (): void => {
    failed = true;
    worker = undefined;
    const left = [...pending.values()];
    pending.clear();
    for (const job of left) job.resolve(undefined);
  };
  worker.on('error', fail);
  worker.on('exit', fail);
  return worker;
}
