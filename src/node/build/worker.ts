import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler } from '../markdown/pipeline.js';
import type { MarkdownJob, MarkdownResult } from './compileMarkdown.js';

/** Worker thread: compiles .md pages with its own (warm) unified pipeline and Shiki highlighter. */
const { root, fileRoutes } = workerData as { root: string; fileRoutes: [string, string][] };
const compile = createMarkdownCompiler({ root, fileRoutes: new Map(fileRoutes) });

parentPort!.on('message', async (job: MarkdownJob) => {
  try {
    const { html, data } = await compile(job.body, job.file);
    parentPort!.postMessage({ id: job.id, html, data } satisfies MarkdownResult);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: (error as Error).message } satisfies MarkdownResult);
  }
});
