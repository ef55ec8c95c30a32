import type { Element } from 'hast';
import { availableParallelism } from 'node:os';
import { isMainThread, MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { bundleWorker, endWorker } from '../bundleWorker.js';
import { languageName } from './languageName.js';
import { NO_LINES, type LineClasses } from './magicComments.js';

/** A code block for the highlight worker (see highlightWorker.ts), and its answer. */
export interface HighlightRequest {
  id: number;
  info: string | null | undefined;
  meta: string | null | undefined;
  code: string;
  lines: LineClasses;
  /** Whether to answer with the block's HTML rather than its hast. */
  html?: boolean;
}
export type HighlightReply =
  { id: number; element: Element } | { id: number; html: string } | { id: number; error: string };

interface Pending {
  /** Given undefined when the worker went away without answering. */
  resolve(block: Element | string | undefined): void;
  reject(error: Error): void;
  /** The line the request went through, held open while it has requests waiting. */
  line: Line;
}

/** What requests go through: a highlight worker (main thread) or a port to one (page worker). */
interface Line {
  postMessage(request: HighlightRequest): void;
  ref(): void;
  unref(): void;
}

/**
 * How many highlight workers the main thread spreads its blocks over, each language to one of
 * them: one per core beside the main thread's, up to two. A site's blocks in many languages
 * (prettier's docs and blog, 1,600 blocks in 40 languages) take one Shiki longer than the main
 * thread takes to compile and render the pages; but on two cores a second worker only competes
 * for them, and compiles again the grammars both are given (prettier: 8.9 s of CPU in two
 * workers, 6.5 s in one, the main thread's 4.5 s alike).
 */
const HIGHLIGHTERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/**
 * The code the first highlight worker is given (in characters) before a new language may go to
 * another: a second worker takes about 0.1 s to load, which a few blocks (a one-page edit, a small
 * site) would wait for, where the first highlights them in less (an edit at 1,000 pages took 30
 * ms longer with every second language sent to a second worker).
 */
const SPREAD_AFTER = 20_000;
/** The main thread's highlight workers, started on first use (the first also serves page workers' ports). */
const workers: (Worker | undefined)[] = [];
/** Each language's highlight worker (its index in workers), and the code each worker was given, in characters. */
const languages = new Map<string, number>();
const given: number[] = Array.from({ length: HIGHLIGHTERS }, () => 0);
/** In a page worker: its port to the highlight worker (see highlighterPort). */
let port: MessagePort | undefined;
let failed = false;
/** Whether the highlight workers were given any work (a block, or a port for a page worker). */
let used = false;
let nextId = 0;
const pending = new Map<number, Pending>();
/** Requests sent through each line and not yet answered. */
const waiting = new Map<Line, number>();

/**
 * Highlights a code block in a highlight worker: from the main thread of a machine with more
 * than one core, or from a page worker given a port to one (useHighlighterPort). Pages compiled on
 * the main thread (a small site, MDX pages, the dev server) then get their Shiki work (a third to a
 * half of the Codex site's build) done on other cores while this one goes on with the next page;
 * and page workers share one Shiki, whose grammars are compiled once rather than in every thread.
 * Undefined (or resolving to undefined) when the block is to be highlighted here: in a worker
 * without a port, on one core, run from source, or when a highlight worker failed.
 */
export function highlightRemotely(
  info: string | null | undefined,
  meta: string | null | undefined,
  code: string,
  lines: LineClasses = NO_LINES,
): Promise<Element | undefined> | undefined {
  return send({ id: nextId++, info, meta, code, lines }) as Promise<Element | undefined> | undefined;
}

/**
 * highlightRemotely, answered with the block's HTML: a page that is serialised as HTML anyway then
 * gets a string from the highlight worker, rather than a tree of a node per token to copy over.
 * `shared` sends it to the highlight worker page workers share (to warm its grammars for them).
 */
export function highlightHtmlRemotely(
  info: string | null | undefined,
  meta: string | null | undefined,
  code: string,
  lines: LineClasses = NO_LINES,
  shared = false,
): Promise<string | undefined> | undefined {
  return send({ id: nextId++, info, meta, code, lines, html: true }, shared) as
    Promise<string | undefined> | undefined;
}

function send(request: HighlightRequest, shared = false): Promise<Element | string | undefined> | undefined {
  const line: Line | undefined = port ?? highlightWorker(shared ? 0 : highlighterFor(request));
  if (!line) return undefined;
  used = true;
  return new Promise((resolve, reject) => {
    pending.set(request.id, { resolve, reject, line });
    // Held open only while it has work: an idle highlighter never keeps the process alive.
    const count = (waiting.get(line) ?? 0) + 1;
    waiting.set(line, count);
    if (count === 1) line.ref();
    line.postMessage(request);
  });
}

/**
 * The highlight worker a block goes to: its language's, or for a language not seen yet, the first
 * until it has enough to do (SPREAD_AFTER), then the one given the least code so far (the measure
 * of its work that is known as blocks are sent).
 */
function highlighterFor({ info, code }: HighlightRequest): number {
  const lang = languageName(info ?? 'text');
  let index = languages.get(lang);
  if (index === undefined) {
    index = given[0]! < SPREAD_AFTER ? 0 : given.indexOf(Math.min(...given));
    languages.set(lang, index);
  }
  given[index]! += code.length;
  return index;
}

/**
 * Spreads the languages of the code this thread is about to have highlighted (`sizes`, characters
 * by language, see codeSizes) over the highlight workers (see spreadLanguages): a site whose pages
 * show most languages early (prettier's release notes: 40 languages) otherwise sent them all to
 * the first, which highlighted 1,737 of 1,777 blocks while this thread waited on it.
 */
export function planHighlighters(sizes: Map<string, number>): void {
  for (const [lang, index] of spreadLanguages(sizes, given, languages)) languages.set(lang, index);
}

/**
 * Which worker each language of `sizes` goes to: one it is already `placed` with keeps it, the
 * others go largest first to the worker with the least code given and planned. Code under
 * SPREAD_AFTER in all stays with the first worker, as a block of a new language would.
 */
export function spreadLanguages(
  sizes: Map<string, number>,
  given: readonly number[],
  placed: ReadonlyMap<string, number> = new Map(),
): Map<string, number> {
  const spread = new Map<string, number>();
  let total = 0;
  for (const size of sizes.values()) total += size;
  if (total < SPREAD_AFTER) return spread;
  const planned = [...given];
  for (const [lang, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
    const index = placed.get(lang) ?? planned.indexOf(Math.min(...planned));
    spread.set(lang, index);
    planned[index]! += size;
  }
  return spread;
}

/**
 * Starts the highlight worker ahead of its first block (on the main thread; see highlightWorker).
 * A build of a site without output starts it as it begins (see startWorkers): the worker takes
 * about 0.1 s to load, on a core that is otherwise idle while the main thread reads the site.
 */
export function startHighlighter(): void {
  highlightWorker(0);
}

/** A new port to the first highlight worker, for a page worker to use (useHighlighterPort); undefined without one. */
export function highlighterPort(): MessagePort | undefined {
  const highlighter = highlightWorker(0);
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
 * Ends the highlight workers that started, so that they save their compiled code (see endWorker).
 * Ones never given work are stopped at once: a build that highlights nothing (a site without code
 * blocks) may be done before a worker has even loaded, and must not wait for it.
 */
export async function endHighlighter(): Promise<void> {
  const started = workers.filter((worker) => worker !== undefined);
  await Promise.all(started.map((worker) => (used ? endWorker(worker) : worker.terminate())));
}

/** The main thread's highlight worker `index`, started on first use and kept (with its grammars) for later builds. */
function highlightWorker(index: number): Worker | undefined {
  if (failed) return undefined;
  if (workers[index] || !isMainThread || availableParallelism() < 2) return workers[index];
  const worker = bundleWorker('highlight-worker.cjs');
  if (!worker) {
    failed = true;
    return undefined;
  }
  workers[index] = worker;
  worker.on('message', onReply);
  // Should a worker fail, its blocks (and any later ones) are highlighted on this thread.
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
  const count = (waiting.get(job.line) ?? 1) - 1;
  waiting.set(job.line, count);
  if (!count) job.line.unref();
  if ('error' in reply) job.reject(new Error(reply.error));
  else job.resolve('html' in reply ? reply.html : reply.element);
}

/** A highlight worker went away: every block waiting on any of them, and every later one, is highlighted here. */
function onFailure(): void {
  failed = true;
  port = undefined;
  const left = [...pending.values()];
  pending.clear();
  for (const line of waiting.keys()) line.unref();
  waiting.clear();
  for (const job of left) job.resolve(undefined);
}
