import { locate, settleAll, SiteError, SiteErrors } from '../errors.js';
import type { Worker } from 'node:worker_threads';
import { bundleWorker, endWorker } from '../bundleWorker.js';
import type { SourceFile } from '../content/sources.js';
import type { SiteConfig } from '../../shared/types.js';
import { forgetText, keepBody, sourceBody } from '../content/sourceTexts.js';
import { markdownText } from '../compile/pageFormat.js';
import type { LinkOptions } from '../markdown/links.js';
import type { PageData } from '../markdown/pageData.js';
import { codeSizes, fenceLanguages, firstBlocks } from '../markdown/codeBlocks.js';
import { NO_LINES } from '../markdown/magicComments.js';
import {
  highlighterPort,
  highlightHtmlRemotely,
  planHighlighters,
  startHighlighter,
} from '../markdown/remoteHighlighter.js';
import type { CompiledMarkdown } from '../markdown/markdownCompiler.js';
import { ContentCache } from '../incremental/cache.js';
import { createMarkdownPageCompiler, type MarkdownInput } from '../compile/compilePage.js';
import { placePage } from '../markdown/placePage.js';
import { bodyShownElsewhere, pageBody } from '../compile/pageBody.js';
import {
  earlyLayout,
  layoutFor,
  layoutName,
  pageWorkers,
  sharesHighlighter,
  type Layout,
} from './chooseLayout.js';
import { PageQueue } from './pageQueue.js';
import type { RenderContext } from '../render/renderRoute.js';
import { writeRoute } from '../output/writeRoute.js';
import { holdsNoLinks } from '../output/write.js';

/** Where a page pipeline writes rendered routes: the staging folder and what rendering needs. */
export interface PageOutput {
  outDir: string;
  ctx: RenderContext;
  /** Whether no file in outDir is a hard link (see holdsNoLinks). */
  linkFree?: boolean;
}

/** Everything a page pipeline needs, as plain data a worker thread can receive. */
export interface PipelineInit {
  links: LinkOptions;
  /** The site's Markdown options (see createMarkdownPageCompiler). */
  markdown: SiteConfig['markdown'];
  cache?: { dir: string; version: string };
  output?: PageOutput;
}

/** A .md page to compile, and which of the routes showing it to render (indexes in the manifest's routes). */
export interface PageJob {
  source: SourceFile;
  render: number[];
  /** The cache key of the page's previous compile: its highlighted code blocks are used again. */
  previous?: string;
}

/** A file a compiled text is placed in (see placePage), and which of the routes showing it to render. */
export interface PagePlace {
  /** Its place in the build's pages (results are sent back by it). */
  id: number;
  file: string;
  render: number[];
}

/**
 * A .md text a worker compiles once, and every file of the build that has it: copies of a page in
 * several versions (or locales) are compiled once and placed in each.
 */
export interface MarkdownJob extends MarkdownInput {
  places: PagePlace[];
  /** The pages' body when it is not the text compiled (see markdownText): a doc's .md twin is written from it. */
  source?: string;
}

/** A compiled page placed in one file of its job, or why it could not be (an image it shows cannot be read, say). */
export type PlacedPage = { id: number; page: CompiledMarkdown } | { id: number; error: SiteError };

export type MarkdownResult =
  | { id: number; html: string; data: PageData }
  | { id: number; error: { message: string; line: number; column: number } };

/** Pages a worker is given at once (and gives back at once). */
const BATCH = 4;
/** How many of the first pages warmHighlighter looks through for languages. */
const WARM_PAGES = 200;
/** Pages compiled at once on this thread. */
const LANES = 8;
/**
 * Receives each compiled page as soon as it is ready (pages arrive in no particular order), whether
 * its routes were rendered and written (given an output; if not, that is for the receiver), and
 * its compile's key in the content cache, given a cache.
 */
export type OnCompiled = (file: string, compiled: CompiledMarkdown, written: boolean, key?: string) => void;

/**
 * The per-page work of a build for one `.md` text: compile it (through the content cache), place
 * it in each file that has it and, with an output, render and write their routes. It runs in
 * worker threads, so that rendering and the file writes (the main cost on a slow filesystem) use
 * every core, not just the main thread.
 */
export function createPagePipeline(
  init: PipelineInit,
  ctx?: RenderContext,
): (job: MarkdownJob) => Promise<PlacedPage[]> {
  const { links } = init;
  const cache = init.cache && new ContentCache(init.cache.dir, init.cache.version);
  const compile = createMarkdownPageCompiler(links, cache, init.markdown);
  const output = init.output;
  if (output?.linkFree) holdsNoLinks(output.outDir);
  const render = output && (ctx ?? { ...output.ctx, bodies: new Map() });
  return async (job) => {
    const compiled = await compile(job);
    return job.places.map(({ id, file, render: indexes }): PlacedPage => {
      try {
        const page = placePage(compiled, file, links);
        if (output && render && indexes.length) {
          render.bodies.set(file, pageBody(page.html, page.data));
          const own = indexes.map((index) => render.manifest.routes[index]!);
          // A worker's manifest holds no texts: the doc's .md twin needs this page's, which its job brings.
          const source = own[0]!.source!;
          if (!ctx) keepBody(source, job.source ?? job.body);
          for (const route of own) writeRoute(output.outDir, route, render);
          if (!ctx) forgetText(source);
          if (!bodyShownElsewhere(file, render.manifest.site)) render.bodies.delete(file);
        }
        return { id, page };
      } catch (error) {
        // The other files with this text may place well: each is reported for itself.
        return { id, error: errorAt(error, file) };
      }
    });
  };
}

/**
 * Compiles every .md page of jobs (and, given an output, renders and writes the routes each job
 * names), in worker threads when there are many (see chooseLayout). Each page goes to onPage as
 * soon as it is done.
 */
export async function compileMarkdown(
  jobs: PageJob[],
  links: LinkOptions,
  markdown: SiteConfig['markdown'],
  cache: ContentCache | undefined,
  onPage: OnCompiled,
  output?: PageOutput,
  started: Worker[] = [],
): Promise<void> {
  const init: PipelineInit = {
    links,
    markdown,
    cache: cache && { dir: cache.dir, version: cache.version },
    output,
  };
  const { messages, places } = byText(jobs, markdown, cache);
  const routes = jobs.reduce((n, job) => n + job.render.length, 0);
  const toCompile = messages.filter((job) => !job.cached).length;
  // A site's remark and rehype plugins are functions, which no worker thread can be sent: its
  // pages compile here (see sitePlugins). Loading the config again in each worker would cost each
  // the config's bundle and the plugins' packages, for sites that are seldom large.
  const layout: Layout = markdown.plugins
    ? { kind: 'main-thread' }
    : layoutFor({ pages: jobs.length, toCompile, routes });
  if (process.env.DEBUG?.includes('docsgen'))
    process.stderr.write(
      `docsgen: ${jobs.length} .md pages, ${toCompile} to compile: layout ${layoutName(layout)}\n`,
    );
  if (layout.kind === 'main-thread') {
    for (const worker of started) void worker.terminate();
    planHighlighters(codeSizes(messages.filter((job) => !job.cached).map((job) => job.body)));
    return compileHere(messages, places, init, onPage);
  }
  // Pages go to the worker that knows their languages only among several with their own Shiki. A
  // cached page is not highlighted again: then its languages do not matter.
  const ownShikis = pageWorkers(layout) > 1 && !sharesHighlighter(layout);
  const languages = (job: MarkdownJob): string[] =>
    ownShikis && !job.cached ? fenceLanguages(job.body) : [];
  const queue = (cached: boolean): PageQueue<MarkdownJob> =>
    new PageQueue(
      messages.filter((job) => job.cached === cached),
      languages,
    );
  await compileInWorkers(places, queue(false), queue(true), init, onPage, started, layout);
}

/** Where each page of a build is: the job of its text, and its place in it. */
interface PageIndex {
  job: MarkdownJob;
  place: PagePlace;
}

/**
 * The build's pages as jobs, one for each distinct text (its front matter blanked), with each
 * page's job and place by its id (its index in `jobs`). Whether a text's compile is cached is
 * looked up once for all its files.
 */
function byText(
  jobs: PageJob[],
  markdown: SiteConfig['markdown'],
  cache: ContentCache | undefined,
): { messages: MarkdownJob[]; places: PageIndex[] } {
  const texts = new Map<string, MarkdownJob>();
  const places = jobs.map(({ source, render, previous }, id): PageIndex => {
    const text = sourceBody(source);
    const place = { id, file: source.file, render };
    let job = texts.get(text);
    if (job) {
      job.places.push(place);
      job.previous ??= previous;
    } else {
      const body = markdownText(source, { markdown });
      const key = cache?.pageKey(body);
      // A cache folder this build made held nothing: no need to look for every page's entry first.
      const cached = key !== undefined && !cache!.fresh && cache!.has(key);
      job = { file: source.file, body, key, cached, previous, places: [place] };
      if (body !== text) job.source = text;
      texts.set(text, job);
    }
    return { job, place };
  });
  return { messages: [...texts.values()], places };
}

/** An error at a page's file: a text's compile fails for every file that has it. */
function errorAt(error: unknown, file: string): SiteError {
  const { message, line, column, frame } = locate(error, file);
  return new SiteError(message, file, line, column, frame);
}

/**
 * Gives a job's pages compiled on this thread (and `rendered` and written, given an output) to
 * onPage, and those that failed to `failed`.
 */
function deliver(
  placed: PlacedPage[],
  job: MarkdownJob,
  places: PageIndex[],
  onPage: OnCompiled,
  failed: SiteError[],
  rendered: boolean,
): void {
  for (const one of placed)
    if ('error' in one) failed.push(one.error);
    else onPage(places[one.id]!.place.file, one.page, rendered, job.key);
}

/** Compiles (and renders, given an output) every page of jobs on this thread, a few at once. */
async function compileHere(
  jobs: MarkdownJob[],
  places: PageIndex[],
  init: PipelineInit,
  onPage: OnCompiled,
): Promise<void> {
  const run = createPagePipeline(init, init.output?.ctx);
  // A few pages at once: while one waits for its code blocks (highlighted on another core, see
  // highlightRemotely), the next one compiles.
  let next = 0;
  const failed: SiteError[] = [];
  const lane = async (): Promise<void> => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      // A broken page does not stop the others: every one is reported, in one build.
      const placed = await run(job).catch(
        (error: unknown) => void failed.push(...job.places.map(({ file }) => errorAt(error, file))),
      );
      if (placed) deliver(placed, job, places, onPage, failed, init.output !== undefined);
    }
  };
  await settleAll(Array.from({ length: LANES }, lane));
  if (failed.length) throw new SiteErrors(failed);
}

/**
 * Spreads pages over the page workers (those `started` ahead first), pages to compile before
 * cached ones (`toCompile`, `toRender`). Each worker keeps its pipeline warm.
 *
 * In a `pipeline` layout (one page worker on few cores, see chooseLayout), the build is a pipeline
 * rather than threads doing the same: the worker compiles Markdown, highlighting its code itself,
 * and this thread renders and writes what it compiled (and indexes it for search, as it does every
 * page). Each thread then loads, warms up and has V8 optimise only its own part of the work,
 * rather than each all of it: on 2 cores, 6% less wall time and 7 to 8% less CPU from 300 to 3,000
 * pages (at 10,000, where this thread's share holds the build back, 2% more; bench/RESULTS.md,
 * session 10). Cached pages need no compiling: this thread renders those too, as does the worker
 * once it has nothing to compile.
 */
async function compileInWorkers(
  places: PageIndex[],
  toCompile: PageQueue<MarkdownJob>,
  toRender: PageQueue<MarkdownJob>,
  init: PipelineInit,
  onPage: OnCompiled,
  started: Worker[],
  layout: Layout,
): Promise<void> {
  const count = pageWorkers(layout);
  const shared = sharesHighlighter(layout);
  // Without an output there is nothing for this thread to render: the worker only compiles.
  const pipeline = layout.kind === 'pipeline' && init.output !== undefined;
  // Workers that wait on the highlight worker for their code blocks need more pages at hand to
  // stay busy; those that highlight themselves need two batches (see feed below).
  const batches = shared ? 8 : 2;
  // An early worker that failed as it started is gone (a new one in its place reports the error).
  const ready = started.filter((worker) => worker.threadId !== -1);
  for (const worker of ready.slice(count)) void worker.terminate();
  const workers = [...ready.slice(0, count), ...Array.from({ length: count - ready.length }, pageWorker)];
  for (const worker of workers) worker.ref();
  // A pipeline's worker renders only cached pages: with none, its copy of the output (the whole
  // manifest, which took 0.1 s at 10,000 pages to copy here and again in the worker) is left out.
  initWorkers(workers, pipeline && !toRender.size ? { ...init, output: undefined } : init, shared);
  const here = pipeline ? createPagePipeline(init, init.output!.ctx) : undefined;
  let done = false;
  let stopped = false;
  // Pages that failed: the others go on, so that every broken page is reported in one build.
  const failed: SiteError[] = [];
  // This thread's lane: cached pages, one at a time, as it also feeds the workers and takes their pages.
  const lane = (async (): Promise<void> => {
    if (!here) return;
    for (let job = toRender.next(count); job && !stopped; job = toRender.next(count))
      deliver(await here(job), job, places, onPage, failed, true);
  })();
  try {
    await Promise.all([
      lane,
      ...workers.map(
        (worker, index) =>
          new Promise<void>((resolve, reject) => {
            let inFlight = 0;
            const feed = (): void => {
              const batch: MarkdownJob[] = [];
              for (let job; batch.length < BATCH && (job = toCompile.next(index) ?? toRender.next(index));) {
                // In a pipeline, a page to compile comes back to be rendered here.
                const unrendered = job.places.map((place) => ({ ...place, render: [] }));
                batch.push(pipeline && !job.cached ? { ...job, places: unrendered } : job);
                inFlight += job.places.length;
              }
              if (!batch.length) return;
              worker.postMessage(batch);
            };
            worker.on('message', (results: MarkdownResult[]) => {
              for (const result of results)
                if ('error' in result) {
                  const { message, line, column } = result.error;
                  failed.push(new SiteError(message, places[result.id]!.place.file, line, column));
                }
              inFlight -= results.length;
              // Give the worker its next pages before handling these, so it never waits on us.
              feed();
              try {
                for (const result of results) {
                  const { job, place } = places[result.id]!;
                  if ('html' in result)
                    onPage(
                      place.file,
                      { html: result.html, data: result.data },
                      init.output !== undefined && (!pipeline || job.cached),
                      job.key,
                    );
                }
              } catch (error) {
                // Writing the page failed (ENOSPC, say): the build fails, rather than the process
                // from an exception thrown in an event handler.
                return reject(error);
              }
              if (!inFlight) resolve();
            });
            worker.on('error', reject);
            // Batches in flight: while the main thread (on a busy core) handles one, the worker
            // already has the next, so it never sits idle waiting for it.
            for (let i = 0; i < batches; i++) feed();
            // This thread's lane may have taken every page already.
            if (!inFlight) resolve();
          }),
      ),
    ]);
    done = true;
    if (failed.length) throw new SiteErrors(failed);
  } finally {
    // After a failure, this thread's lane finishes the page it has (nothing is written later).
    stopped = true;
    await lane.catch(() => {});
    // Finished workers end by themselves (saving their compiled code); after a failure, they are stopped.
    await Promise.all(workers.map((w) => (done ? endWorker(w) : w.terminate())));
  }
}

/**
 * Starts page workers ahead of their pages, for a build that will compile `pages` (none for few):
 * each loads its compilers while the main thread reads the site. Until given pages, they do not
 * hold the process open.
 */
export function startWorkers(pages: number): Worker[] {
  const layout = earlyLayout(pages);
  // The highlight worker loads while the site is read, as the page workers do: for the code blocks
  // of pages compiled on this thread (a small site), or of page workers that share it.
  if (layout.kind === 'main-thread' || sharesHighlighter(layout)) startHighlighter();
  const workers = Array.from({ length: pageWorkers(layout) }, pageWorker);
  for (const worker of workers) {
    worker.unref();
    // Until it is given pages nobody waits on it, and a failure must not go unhandled: it is
    // replaced then (see compileInWorkers).
    worker.on('error', () => {});
  }
  return workers;
}

/**
 * Has the Shiki that will highlight the page workers' code blocks (the highlight worker they share,
 * or a pipeline's one worker, see chooseLayout) compile the grammars of the first pages' blocks
 * while this thread prepares the build, by highlighting the first block of each language: the
 * workers would otherwise wait for it as they start (TypeScript's grammar takes 0.25 s). The
 * answers are dropped. `workers` are those started for a build of `pages`.
 */
export function warmHighlighter(sources: Iterable<SourceFile>, pages: number, workers: Worker[]): void {
  const layout = earlyLayout(pages);
  const shared = sharesHighlighter(layout);
  // Page workers with their own Shiki (on more cores) warm its grammars on their first pages.
  if (!shared && layout.kind !== 'pipeline') return;
  const bodies: string[] = [];
  for (const source of sources) {
    if (source.format === 'md') bodies.push(sourceBody(source));
    if (bodies.length === WARM_PAGES) break;
  }
  const blocks = [...firstBlocks(bodies)];
  // The shared highlight worker is asked for HTML, the smaller answer to send back.
  if (shared)
    for (const [lang, code] of blocks)
      void highlightHtmlRemotely(lang, null, code, NO_LINES, true)?.catch(() => {});
  else for (const worker of workers) worker.postMessage({ warm: blocks });
}

function pageWorker(): Worker {
  const worker = bundleWorker('build-worker.cjs');
  if (!worker) throw new Error('docsgen is not compiled: run `npm run compile`');
  return worker;
}

/**
 * Gives workers what the pipeline needs. The manifest in it holds no source texts (see
 * sourceTexts): each job brings its own page's, and otherwise every worker would hold the site's
 * text twice.
 */
function initWorkers(workers: Worker[], init: PipelineInit, shareHighlighter: boolean): void {
  for (const worker of workers) {
    const highlighter = shareHighlighter ? highlighterPort() : undefined;
    worker.postMessage({ init, highlighter }, highlighter ? [highlighter] : []);
  }
}
