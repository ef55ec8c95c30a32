import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SourceFile } from '../content/sources.js';
import type { LinkOptions } from '../markdown/links.js';
import type { PageData } from '../markdown/pageData.js';
import { createMarkdownCompiler, type CompiledMarkdown } from '../markdown/pipeline.js';
import type { ContentCache } from './cache.js';

export interface MarkdownJob {
  id: number;
  file: string;
  body: string;
}

export type MarkdownResult = { id: number; html: string; data: PageData } | { id: number; error: string };

/** Below this many uncached pages, starting worker threads costs more than it saves. */
const WORKER_THRESHOLD = 16;
/** Cached pages read at a time. */
const CACHE_BATCH = 64;
/** Receives each compiled page as soon as it is ready (pages arrive in no particular order). */
export type OnCompiled = (file: string, compiled: CompiledMarkdown) => void;

/**
 * Compiles every .md source to HTML, cached by content hash, in worker threads when there are
 * many. Each page goes to onPage as soon as it is done, so rendering overlaps compiling.
 */
export async function compileMarkdown(
  sources: SourceFile[],
  links: LinkOptions,
  cache: ContentCache | undefined,
  onPage: OnCompiled,
): Promise<void> {
  const todo: SourceFile[] = [];
  const keys = new Map<string, string>();
  // Cache lookups go in batches: all at once, every hit would be read, rendered and held in memory
  // before the first page is written.
  for (let i = 0; i < sources.length; i += CACHE_BATCH) {
    await Promise.all(
      sources.slice(i, i + CACHE_BATCH).map(async (source) => {
        if (!cache) return todo.push(source);
        const key = cache.key('md', source.file, source.body);
        keys.set(source.file, key);
        const hit = await cache.get<CompiledMarkdown>(key);
        if (hit) onPage(source.file, hit);
        else todo.push(source);
      }),
    );
  }
  const writes: Promise<void>[] = [];
  const done: OnCompiled = (file, compiled) => {
    if (cache) writes.push(cache.set(keys.get(file)!, compiled));
    onPage(file, compiled);
  };
  if (todo.length >= WORKER_THRESHOLD) await compileInWorkers(todo, links, done);
  else await compileInline(todo, links, done);
  await Promise.all(writes);
}

async function compileInline(sources: SourceFile[], links: LinkOptions, onPage: OnCompiled): Promise<void> {
  const compile = createMarkdownCompiler(links);
  for (const source of sources) onPage(source.file, await compile(source.body, source.file));
}

/** Spreads pages over one worker per core; each worker keeps its pipeline and highlighter warm. */
async function compileInWorkers(sources: SourceFile[], links: LinkOptions, onPage: OnCompiled): Promise<void> {
  const workerFile = fileURLToPath(new URL('./build/worker.js', import.meta.url));
  const count = Math.max(1, Math.min(availableParallelism(), 8, Math.ceil(sources.length / WORKER_THRESHOLD)));
  let next = 0;
  const workers = Array.from(
    { length: count },
    () => new Worker(workerFile, { workerData: { root: links.root, fileRoutes: [...links.fileRoutes] } }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = (): void => {
              const source = sources[next];
              if (!source) return resolve();
              worker.postMessage({ id: next++, file: source.file, body: source.body } satisfies MarkdownJob);
            };
            worker.on('message', (result: MarkdownResult) => {
              const source = sources[result.id]!;
              if ('error' in result) return reject(new Error(`${source.file}: ${result.error}`));
              // Give the worker its next page before handling this one, so it never waits on us.
              feed();
              onPage(source.file, { html: result.html, data: result.data });
            });
            worker.on('error', reject);
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
