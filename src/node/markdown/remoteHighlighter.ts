import type { Element } from 'hast';
import { availableParallelism } from 'node:os';
import { isMainThread, MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { bundleWorker, endWorker } from '../bundleWorker.js';

/** A code block for the highlight worker (see highlightWorker.ts), and its answer. */
export interface HighlightRequest {
  id: number;
  info: string | null | undefined;
  meta: string | null | undefined;
  value: string;
  /** Whether to answer with the block's HTML rather than its hast. */
  html?: boolean;
}
export type HighlightReply =
  { id: number; element: Element } | { id: number; html: string } | { id: number; error: string };

interface Pending {
  /** Given undefined when the worker went away without answering. */
  resolve(block: Element | string | undefined): void;
  reject(error: Error): void;
}

/** What requests go through: the highlight worker itself (main thread) or a port to it (page worker). */
interface Line {
  postMessage(request: HighlightRequest): void;
  ref(): void;
  unref(): void;
}

let worker: Worker | undefined;
/** In a page worker: its port to the highlight worker (see highlighterPort). */
let port: MessagePort | undefined;
let failed = false;
/** Whether the highlight worker was given any work (a block, or a port for a page worker). */
let used = false;
let nextId = 0;
const pending = new Map<number, Pending>();

/**
 * Highlights a code block in the highlight worker: from the main thread of a machine with more
 * than one core, or from a page worker given a port to it (useHighlighterPort). Pages compiled on
 * the main thread (a small site, MDX pages, the dev server) then get their Shiki work (a third to a
 * half of the Codex site's build) done on another core while this one goes on with the next page;
 * and page workers share one Shiki, whose grammars are compiled once rather than in every thread.
 * Undefined (or resolving to undefined) when the block is to be highlighted here: in a worker
 * without a port, on one core, run from source, or when the highlight worker failed.
 */
export function highlightRemotely(
  info: string | null | undefined,
  meta: string | null | undefined,
  value: string,
): Promise<Element | undefined> | undefined {
  return send({ id: nextId++, info, meta, value }) as Promise<Element | undefined> | undefined;
}

/**
 * highlightRemotely, answered with the block's HTML: a page that is serialised as HTML anyway then
 * gets a string from the highlight worker, rather than a tree of a node per token to copy over.
 */
export function highlightHtmlRemotely(
  info: string | null | undefined,
  meta: string | null | undefined,
  value: string,
): Promise<string | undefined> | undefined {
  return send({ id: nextId++, info, meta, value, html: true }) as Promise<string | undefined> | undefined;
}

function send(request: HighlightRequest): Promise<Element | string | undefined> | undefined {
  const line: Line | undefined = port ?? highlightWorker();
  if (!line) return undefined;
  used = true;
  return new Promise((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    // Held open only while it has work: an idle highlighter never keeps the process alive.
    if (pending.size === 1) line.ref();
    line.postMessage(request);
  });
}

/**
 * Starts the highlight worker ahead of its first block (on the main thread; see highlightWorker).
 * A build of a site without output starts it as it begins (see startWorkers): the worker takes
 * about 0.1 s to load, on a core that is otherwise idle while the main thread reads the site.
 */
export function startHighlighter(): void {
  highlightWorker();
}

/** A new port to the highlight worker, for a page worker to use (useHighlighterPort); undefined without one. */
export function highlighterPort(): MessagePort | undefined {
  const highlighter = highlightWorker();
  if (!highlighter) return undefined;
  used = true;
  const { port1, port2 } = new MessageChannel();
  highlighter.postMessage({ port: port1 }, [port1]);
  return port2;
}

/** In a page worker: highlights its code blocks through this port to the highlight worker. */
export function useHighlighterPort(given: MessagePort): void {
  port = given;
  port.on('message', onReply);
  // The highlight worker went away: this thread highlights its blocks itself.
  port.on('close', onFailure);
  // After the listeners: listening for messages refs the port, which would keep the worker from
  // ending while it has no block waiting (send refs it while one is).
  port.unref();
}

/**
 * Ends the highlight worker, if one started, so that it saves its compiled code (see endWorker).
 * One never given work is stopped at once: a build that highlights nothing (a site without code
 * blocks) may be done before the worker has even loaded, and must not wait for it.
 */
export async function endHighlighter(): Promise<void> {
  if (!worker) return;
  await (used ? endWorker(worker) : worker.terminate());
}

/** The highlight worker, started on first use and kept (with its grammars) for later builds. */
function highlightWorker(): Worker | undefined {
  if (worker || failed || !isMainThread || availableParallelism() < 2) return worker;
  worker = bundleWorker('highlight-worker.cjs');
  if (!worker) {
    failed = true;
    return undefined;
  }
  worker.on('message', onReply);
  // Should the worker fail, its blocks (and any later ones) are highlighted on this thread.
  worker.on('error', onFailure);
  worker.on('exit', onFailure);
  // After the listeners, as a listener for messages refs the worker (see useHighlighterPort): an
  // idle highlighter must not keep the process alive (`serve` whose first build failed exits).
  worker.unref();
  return worker;
}

function onReply(reply: HighlightReply): void {
  const job = pending.get(reply.id);
  if (!job) return;
  pending.delete(reply.id);
  if (!pending.size) (port ?? worker)?.unref();
  if ('error' in reply) job.reject(new Error(reply.error));
  else job.resolve('html' in reply ? reply.html : reply.element);
}

function onFailure(): void {
  failed = true;
  worker = undefined;
  port = undefined;
  const left = [...pending.values()];
  pending.clear();
  for (const job of left) job.resolve(undefined);
}
