import { parentPort } from 'node:worker_threads';
import { END_WORKER } from '../bundleWorker.js';
import { contentKey } from '../output/outputFiles.js';
import { writeOutput } from '../output/write.js';
import type { SearchThreadMessage, SearchThreadReply } from './openSearchIndex.js';
import { SearchIndexBuilder, searchPageDocument, type IndexFiles } from './searchIndex.js';

/**
 * Worker thread of a large build's search index (see openSearchIndex): it turns the pages it is
 * sent into words and postings as they come, and at `finish` writes the index into the staging
 * folder and answers with the files it wrote, for the main thread to record.
 */
let builder: SearchIndexBuilder | undefined;
const written: [string, string][] = [];
const carried: string[] = [];
// A page that failed to index fails the build, which learns it at `finish`.
let failure: unknown;

parentPort!.on('message', (message: SearchThreadMessage | typeof END_WORKER) => {
  if (message === END_WORKER) return parentPort!.close();
  try {
    if ('init' in message) {
      const { dir, pages, previous } = message.init;
      const files: IndexFiles = {
        dir,
        write(rel, content, key = contentKey(content)) {
          writeOutput(dir, rel, content);
          written.push([rel, key]);
        },
        carry: (rel) => void carried.push(rel),
      };
      builder = new SearchIndexBuilder(files, new Map(pages), previous);
    } else if ('add' in message) {
      if (!failure) for (const [id, page] of message.add) builder!.add(id, searchPageDocument(page));
    } else {
      if (failure) throw failure;
      for (const [id, key] of message.finish) builder!.settle(id, key);
      reply({ state: builder!.finish(), written, carried });
    }
  } catch (error) {
    if (!('finish' in message)) failure = error;
    else reply({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

function reply(answer: SearchThreadReply): void {
  parentPort!.postMessage(answer);
}
