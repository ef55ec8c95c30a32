import { parentPort, type MessagePort } from 'node:worker_threads';
import { END_WORKER } from '../bundleWorker.js';
import { highlightHere, highlightHereHtml } from '../markdown/codeBlocks.js';
import type { HighlightReply, HighlightRequest } from '../markdown/remoteHighlighter.js';

/**
 * Worker thread: highlights the code blocks the main thread sends it, and those page workers send
 * through the ports it is given (see highlightRemotely).
 */
parentPort!.on('message', (message: HighlightRequest | { port: MessagePort } | typeof END_WORKER) => {
  if (message === END_WORKER) return parentPort!.close();
  if ('port' in message) {
    const { port } = message;
    port.on('message', (request: HighlightRequest) => void answer(port, request));
    // A port never keeps this thread alive: the main thread ends it (or lets it go) when done.
    port.unref();
    return;
  }
  void answer(parentPort!, message);
});

async function answer(
  to: MessagePort,
  { id, info, meta, code, lines, html }: HighlightRequest,
): Promise<void> {
  try {
    to.postMessage(
      (html
        ? { id, html: await highlightHereHtml(info, meta, code, lines) }
        : { id, element: await highlightHere(info, meta, code, lines) }) satisfies HighlightReply,
    );
  } catch (error) {
    to.postMessage({ id, error: (error as Error).message } satisfies HighlightReply);
  }
}
