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
/** Compiles every .md source to HTML: cached by content hash, in worker threads when there are many. */
export async function compileMarkdown(
  sources: SourceFile[],
  links: LinkOptions,
  cache: ContentCache | undefined,
): Promise<Map<string, CompiledMarkdown>> {
  const results = new Map<string, CompiledMarkdown>();
  const keys = new Map<string, string>();
  const todo: SourceFile[] = [];
  await Promise.all(
    sources.map(async (source) => {
      if (!cache) return todo.push(source);
      const key = cache.key('md', source.file, source.body);
      keys.set(source.file, key);
      const hit = await cache.get<CompiledMarkdown>(key);
      if (hit) results.set(source.file, hit);
      else todo.push(source);
    }),
  );
  const compiled = todo.length >= WORKER_THRESHOLD ? await compileInWorkers(todo, links) : await compileInline(todo, links);
  await Promise.all(
    [...compiled].map(async ([file, value]) => {
      results.set(file, value);
      await cache?.set(keys.get(file)!, value);
    }),
  );
  return results;
}

async function compileInline(sources: SourceFile[], links: LinkOptions): Promise<Map<string, CompiledMarkdown>> {
  const compile = createMarkdownCompiler(links);
  const out = new Map<string, CompiledMarkdown>();
  for (const source of sources) out.set(source.file, await compile(source.body, source.file));
  return out;
}

/** Spreads pages over one worker per core; each worker keeps its pipeline and highlighter warm. */
async function compileInWorkers(sources: SourceFile[], links: LinkOptions): Promise<Map<string, CompiledMarkdown>> {
  const workerFile = fileURLToPath(new URL('./build/worker.js', import.meta.url));
  const count = Math.max(1, Math.min(availableParallelism(), 8));
  const out = new Map<string, CompiledMarkdown>();
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
              out.set(source.file, { html: result.html, data: result.data });
              feed();
            });
            worker.on('error', reject);
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return out;
}
