import { availableParallelism } from 'node:os';
import { SiteError } from '../errors.js';

/**
 * How a build's `.md` pages are spread over threads (see compileMarkdown):
 * - `main-thread`: compiled and rendered on the main thread, their code highlighted in the
 *   highlight worker (on more than one core);
 * - `pipeline`: one page worker compiles (highlighting its code itself) and the main thread renders
 *   and writes what it compiled (see compileInWorkers);
 * - `workers`: `count` page workers compile, render and write, sharing the highlight worker or each
 *   with its own Shiki (then taking pages by the languages of their code blocks, see PageQueue).
 */
export type Layout =
  | { kind: 'main-thread' }
  | { kind: 'pipeline' }
  | { kind: 'workers'; count: number; sharedHighlighter: boolean };

/** What a build's layout depends on. */
export interface Workload {
  /** The `.md` pages the build compiles or renders. */
  pages: number;
  /** How many of them need compiling (are not in the content cache). */
  toCompile: number;
  /** How many routes they render. */
  routes: number;
  /** The machine's cores (availableParallelism). */
  cores: number;
}

/**
 * Below this many pages to compile, starting worker threads costs more than it saves: each worker
 * takes about 0.3 s to start and compiles again every Shiki grammar its pages use (the Codex site,
 * 47 .md pages in a dozen languages, builds in 3.1 s on this thread against 4.4 s with two workers).
 */
export const WORKER_THRESHOLD = 100;
/** From this many pages, rendering and writing cached ones alone is worth the worker threads. */
const RENDER_THRESHOLD = 256;
/** The most page workers a build starts. */
const MAX_WORKERS = 8;
/**
 * On a machine with up to this many cores, a build with one page worker is a pipeline (see
 * compileInWorkers), and more page workers share one highlight worker: each thread's first pages
 * are slow (Shiki compiles a grammar on first use, TypeScript's in 0.25 s, and V8 has yet to
 * optimise the code), so one Shiki for all saves that per thread. One Shiki keeps up with about
 * three threads of page work (it is a third of a page's cost); with more cores, each page worker
 * has its own.
 */
const SHARED_HIGHLIGHTER_CORES = 3;
/** How many page workers a forced layout of several (`shared`, `own`) has unless it says. */
const FORCED_WORKERS = 2;

/** The layout of a build's threads for its workload, on a machine with `cores` cores. */
export function chooseLayout({ pages, toCompile, routes, cores }: Workload): Layout {
  // Worker threads pay for themselves only on pages that need compiling or rendering: a build with
  // few changes does its few pages on the main thread rather than start workers (and their compilers).
  if (toCompile < WORKER_THRESHOLD && routes < RENDER_THRESHOLD) return { kind: 'main-thread' };
  const threads = Math.max(1, Math.min(cores, MAX_WORKERS, Math.ceil(pages / WORKER_THRESHOLD)));
  // One core has no highlight worker (see highlightRemotely); many have a Shiki per page worker.
  if (cores < 2 || cores > SHARED_HIGHLIGHTER_CORES)
    return { kind: 'workers', count: threads, sharedHighlighter: false };
  // On few cores, a core is left for the highlight worker, or for the main thread's part of a pipeline.
  if (threads <= 2) return { kind: 'pipeline' };
  return { kind: 'workers', count: threads - 1, sharedHighlighter: true };
}

/**
 * The layout forced by `DOCSGEN_WORKERS` (`main`, `pipeline`, `shared[:N]` or `own[:N]`), so that
 * every layout can be built and tested on any machine; undefined when it is unset or empty.
 */
export function forcedLayout(value: string | undefined): Layout | undefined {
  if (!value) return undefined;
  if (value === 'main') return { kind: 'main-thread' };
  if (value === 'pipeline') return { kind: 'pipeline' };
  const several = /^(shared|own)(?::([1-9]\d*))?$/.exec(value);
  if (!several)
    throw new SiteError(
      `DOCSGEN_WORKERS is "${value}": expected main, pipeline, shared, own, shared:N or own:N`,
      undefined,
    );
  const count = several[2] ? Number(several[2]) : FORCED_WORKERS;
  return { kind: 'workers', count, sharedHighlighter: several[1] === 'shared' };
}

/** The layout of a build on this machine: the one `DOCSGEN_WORKERS` forces, else chooseLayout's. */
export function layoutFor(work: Omit<Workload, 'cores'>): Layout {
  return (
    forcedLayout(process.env.DOCSGEN_WORKERS) ?? chooseLayout({ ...work, cores: availableParallelism() })
  );
}

/** The layout of a build that compiles every one of its `pages` (one without output to keep files from). */
export function earlyLayout(pages: number): Layout {
  return layoutFor({ pages, toCompile: pages, routes: pages });
}

/** A layout named as DOCSGEN_WORKERS names it (`main`, `pipeline`, `shared:N` or `own:N`). */
export function layoutName(layout: Layout): string {
  if (layout.kind === 'workers') return `${layout.sharedHighlighter ? 'shared' : 'own'}:${layout.count}`;
  return layout.kind === 'main-thread' ? 'main' : 'pipeline';
}

/**
 * From this many pages to add, a build's search index is built in a thread of its own (see
 * openSearchIndex): at 30,000 pages its words and postings were a quarter of the main thread's
 * work, and the thread makes the build 15% faster; at 10,000 it gains nothing and costs 80 MB
 * (bench/DECISIONS.md).
 */
const SEARCH_THREAD_PAGES = 20_000;

/**
 * Whether a search index adding `pages` pages is built in the search thread: for many pages on more
 * than one core; under a forced layout, whenever it is not `main` (so every layout tests it).
 */
export function searchInThread(pages: number): boolean {
  const forced = forcedLayout(process.env.DOCSGEN_WORKERS);
  if (forced) return forced.kind !== 'main-thread' && pages > 0;
  return pages >= SEARCH_THREAD_PAGES && availableParallelism() > 1;
}

/** How many page workers a layout has. */
export function pageWorkers(layout: Layout): number {
  return layout.kind === 'workers' ? layout.count : layout.kind === 'pipeline' ? 1 : 0;
}

/** Whether a layout's page workers share the highlight worker. */
export function sharesHighlighter(layout: Layout): boolean {
  return layout.kind === 'workers' && layout.sharedHighlighter;
}
