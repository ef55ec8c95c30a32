import { parentPort } from 'node:worker_threads';
import { END_WORKER } from '../bundleWorker.js';
import {
  createPagePipeline,
  type MarkdownJob,
  type MarkdownResult,
  type PipelineInit,
} from './compileMarkdown.js';

/**
 * Worker thread: runs the page pipeline (compile, render, write) with its own warm compiler and
 * highlighter. Its modules load as it starts; what the pipeline needs comes in the first message,
 * so a worker can be started before the site is read (see startWorkers).
 */
let run: ReturnType<typeof createPagePipeline> | undefined;

parentPort!.on('message', async (message: MarkdownJob[] | { init: PipelineInit } | typeof END_WORKER) => {
  if (message === END_WORKER) return parentPort!.close();
  if ('init' in message) {
    run = createPagePipeline(message.init);
    return;
  }
  // Pages come a few at a time and go back together: one message (and one wake-up of the main
  // thread) for several pages.
  const results: MarkdownResult[] = [];
  for (const job of message) {
    try {
      const { html, data } = await run!(job);
      results.push({ id: job.id, html, data });
    } catch (error) {
      results.push({ id: job.id, error: (error as Error).message });
    }
  }
  parentPort!.postMessage(results);
});
