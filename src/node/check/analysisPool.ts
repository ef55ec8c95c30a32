import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parentPort, type Worker } from 'node:worker_threads';
import { bundleWorker, END_WORKER, endWorker } from '../bundleWorker.js';
import type { LinkOptions } from '../markdown/links.js';
import { createPageAnalyser, type PageFacts, type PageInput } from './analysePage.js';
import type { SiteConfig } from '../../shared/types.js';

/** Below this many content files, starting workers costs more than it saves (override: DOCSGEN_CHECK_WORKER_THRESHOLD). */
const WORKER_THRESHOLD = 1000;
/** Pages per message: large enough that messaging is noise, small enough to balance the load. */
const BATCH = 50;

type ToWorker = { links: LinkOptions } | { pages: PageInput[] } | typeof END_WORKER;

/** Analyses pages on the main thread and, for large sites, on one worker per other core. */
export interface AnalysisPool {
  /** Links and ids of every page, in the order of `pages`, read with the site's Markdown options. */
  analyse(pages: PageInput[], links: LinkOptions, markdown: SiteConfig['markdown']): Promise<PageFacts[]>;
  close(): Promise<void>;
}

/** Worker side: takes the link options, then analyses each batch it is sent, until it is asked to end. */
export function serveAnalysis(): Promise<number> {
  let analyse: ((page: PageInput) => Promise<PageFacts>) | undefined;
  parentPort!.on('message', async (message: ToWorker) => {
    if (message === END_WORKER) return parentPort!.close();
    if ('links' in message) {
      analyse = createPageAnalyser(message.links);
      return;
    }
    const facts: PageFacts[] = [];
    for (const page of message.pages) facts.push(await analyse!(page));
    parentPort!.postMessage(facts);
  });
  return new Promise<number>(() => {});
}

/**
 * Creates the pool for a site root whose content is in `folders`. Workers start at once, when the
 * site is large enough, so that loading their modules overlaps with reading the content.
 */
export function createAnalysisPool(root: string, folders: string[]): AnalysisPool {
  const workers = startWorkers(root, folders);
  return {
    async analyse(pages, links, markdown) {
      const analyse = createPageAnalyser(links, { markdown });
      const facts = new Array<PageFacts>(pages.length);
      let next = 0;
      const take = (): number | undefined => {
        const start = next;
        next += BATCH;
        return start < pages.length ? start : undefined;
      };
      const setup: ToWorker = { links };
      // A site's remark plugins are functions, which no worker can be sent (see sitePlugins): its
      // pages are read here.
      const workerRuns = (markdown.plugins ? [] : workers).map(
        (worker) =>
          new Promise<void>((resolve) => {
            let current: number | undefined;
            const feed = (): void => {
              current = take();
              if (current === undefined) return resolve();
              worker.postMessage({ pages: pages.slice(current, current + BATCH) } satisfies ToWorker);
            };
            worker.on('message', (done: PageFacts[]) => {
              done.forEach((f, i) => (facts[current! + i] = f));
              feed();
            });
            // A worker that fails only makes the check slower: its pages are analysed below.
            worker.on('error', () => resolve());
            worker.on('exit', () => resolve());
            worker.postMessage(setup);
            feed();
          }),
      );
      // The main thread takes batches too, yielding between them so worker replies are handled.
      for (let start = take(); start !== undefined; start = take()) {
        for (let i = start; i < Math.min(start + BATCH, pages.length); i++)
          facts[i] = await analyse(pages[i]!);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(workerRuns);
      for (let i = 0; i < pages.length; i++) facts[i] ??= await analyse(pages[i]!);
      return facts;
    },
    async close() {
      await Promise.all(workers.map(endWorker));
    },
  };
}

/**
 * Starts the workers, each running check's worker bundle (scripts/compile.js). Run from source
 * (tests importing the module), there is no bundle and no worker: the main thread does it all.
 */
function startWorkers(root: string, folders: string[]): Worker[] {
  const threshold = Number(process.env.DOCSGEN_CHECK_WORKER_THRESHOLD) || WORKER_THRESHOLD;
  const count = Math.min(availableParallelism(), 8) - 1;
  if (count < 1 || countContentFiles(root, folders, threshold) < threshold) return [];
  return Array.from({ length: count }, () => bundleWorker('check-worker.cjs')).filter(
    (worker): worker is Worker => !!worker,
  );
}

/** Counts content files up to `limit` (a cheap estimate of the page count, made before the manifest). */
function countContentFiles(root: string, folders: string[], limit: number): number {
  let count = 0;
  const pending = folders.map((dir) => path.join(root, dir));
  while (pending.length && count < limit) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) pending.push(path.join(dir, entry.name));
      else if (/\.(mdx?|tsx)$/.test(entry.name)) count++;
    }
  }
  return count;
}
