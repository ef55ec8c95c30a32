import { parentPort } from 'node:worker_threads';
import { END_WORKER } from '../bundleWorker.js';
import { highlightHere } from './codeBlocks.js';
import type { HighlightReply, HighlightRequest } from './remoteHighlighter.js';

/** Worker thread: highlights the code blocks the main thread sends it (see highlightRemotely). */
parentPort!.on('message', async (message: HighlightRequest | typeof END_WORKER) => {
  if (message === END_WORKER) return parentPort!.close();
  const { id, info, meta, value } = message;
  try {
    parentPort!.postMessage({ id, element: await highlightHere(info, meta, value) } satisfies HighlightReply);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message } satisfies HighlightReply);
  }
});
