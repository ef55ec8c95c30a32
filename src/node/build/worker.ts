import { parentPort, workerData } from 'node:worker_threads';
import { createPagePipeline, type MarkdownJob, type MarkdownResult, type PipelineInit } from './compileMarkdown.js';

/** Worker thread: runs the page pipeline (compile, render, write) with its own warm compiler and highlighter. */
const run = createPagePipeline(workerData as PipelineInit);

parentPort!.on('message', async (job: MarkdownJob) => {
  try {
    const { html, data } = await run(job);
    parentPort!.postMessage({ id: job.id, html, data } satisfies MarkdownResult);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: (error as Error).message } satisfies MarkdownResult);
  }
});
