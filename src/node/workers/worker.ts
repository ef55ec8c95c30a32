import { locate } from '../errors.js';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { END_WORKER } from '../bundleWorker.js';
import { highlightHere } from '../markdown/codeBlocks.js';
import { useHighlighterPort } from '../markdown/remoteHighlighter.js';
import {
  createPagePipeline,
  type MarkdownJob,
  type MarkdownResult,
  type PipelineInit,
} from './compileMarkdown.js';

/**
 * Worker thread: runs the page pipeline (compile, render, write) with its own warm compiler, and
 * highlights code through the highlight worker when given a port to it (or with its own Shiki).
 * Its modules load as it starts; what the pipeline needs comes in the first message, so a worker
 * can be started before the site is read (see startWorkers).
 */
let run: ReturnType<typeof createPagePipeline> | undefined;

type Message =
  | MarkdownJob[]
  | { init: PipelineInit; highlighter?: MessagePort }
  | { warm: [lang: string, code: string][] }
  | typeof END_WORKER;

parentPort!.on('message', async (message: Message) => {
  if (message === END_WORKER) return parentPort!.close();
  // Blocks to compile this thread's Shiki grammars with, ahead of its pages (see warmHighlighter).
  if ('warm' in message) {
    for (const [lang, code] of message.warm) void highlightHere(lang, null, code).catch(() => {});
    return;
  }
  if ('init' in message) {
    if (message.highlighter) useHighlighterPort(message.highlighter);
    run = createPagePipeline(message.init);
    return;
  }
  // Pages come a few at a time and go back together: one message (and one wake-up of the main
  // thread) for several pages. They compile at once: while some wait for their code blocks (in the
  // highlight worker), the others go on.
  const results = await Promise.all(
    message.map(async (job): Promise<MarkdownResult[]> => {
      try {
        return (await run!(job)).map((placed) => {
          if (!('error' in placed)) return { id: placed.id, html: placed.page.html, data: placed.page.data };
          const { message, line, column } = placed.error;
          return { id: placed.id, error: { message, line, column } };
        });
      } catch (error) {
        // Each file with the text fails (the main thread names it, at the same line and column).
        const { message, line, column } = locate(error, job.file);
        return job.places.map(({ id }) => ({ id, error: { message, line, column } }));
      }
    }),
  );
  parentPort!.postMessage(results.flat());
});
