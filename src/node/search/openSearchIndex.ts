import type { ResourceLimits, Worker } from 'node:worker_threads';
import { bundleWorker, endWorker } from '../bundleWorker.js';
import type { OutputFiles } from '../output/outputFiles.js';
import { searchInThread } from '../workers/chooseLayout.js';
import {
  SearchIndexBuilder,
  searchPageDocument,
  SearchPages,
  type IndexedPages,
  type PreviousIndex,
  type SearchPage,
  type SearchState,
} from './searchIndex.js';

/** The search index a build adds its pages to, as they are rendered. */
export interface SearchIndex {
  /** Whether the page with this id must be added (see SearchPages). */
  needs(id: number): boolean;
  /** Adds one page under its id. */
  add(id: number, page: SearchPage): void;
  /** Records the key a page's text got once compiled (see SearchIndexBuilder.settle). */
  settle(id: number, key: string): void;
  /** Writes the index (or what changed of it); resolves to its state, for the next build. */
  finish(): Promise<SearchState>;
  /** Drops the index unwritten: the build failed. */
  close(): void;
}

/** What the search thread is told first: where to write and the index it builds. */
export interface SearchThreadInit {
  dir: string;
  pages: [id: number, page: [route: string, key: string | null]][];
  previous?: PreviousIndex;
}

export type SearchThreadMessage =
  | { init: SearchThreadInit }
  | { add: [id: number, page: SearchPage][] }
  | { finish: [id: number, key: string][] };

/** The search thread's answer to `finish`: the files it wrote and those to carry over, or why it failed. */
export type SearchThreadReply =
  { state: SearchState; written: [rel: string, key: string][]; carried: string[] } | { error: string };

/** Pages sent to the search thread in one message. */
const BATCH = 64;

/**
 * The index of `pages` for a build writing to `files`: built on this thread, or in the search
 * thread (see searchInThread).
 */
export function openSearchIndex(
  files: OutputFiles,
  pages: IndexedPages,
  previous: PreviousIndex | undefined,
): SearchIndex {
  const known = new SearchPages(pages, previous?.state);
  let adding = 0;
  for (const id of pages.keys()) if (known.needs(id)) adding++;
  const worker = searchInThread(adding)
    ? bundleWorker('search-worker.cjs', searchThreadLimits(pages.size))
    : undefined;
  return worker
    ? new SearchThread(worker, files, known, previous)
    : new SearchHere(new SearchIndexBuilder(files, pages, previous));
}

/** The search thread's smallest heap limit (MB), and how many pages each further MB is for. */
const SEARCH_HEAP_MB = 1024;
const PAGES_PER_MB = 100;

/**
 * The search thread's heap limit for an index of `pages` pages. V8 lets a heap whose limit is 2 GB
 * or more (Node's default here is 4 GB) grow to as much as four times what its last full collection
 * left before it collects again, and one under 2 GB to less (1.3 to 2 times, by its limit): the
 * thread, which held under 100 MB after each collection at 100,000 pages (its postings spill past
 * a bound), grew to 460 MB between collections beside the main thread's peak, and to 210 MB within
 * this limit (bench/DECISIONS.md). The limit grows with the site, at about four times what the
 * thread was seen to hold at most (230 MB at 100,000 pages, as it writes the shards), so that a
 * large index is not stopped by it; a thread that did run out would fail the build, not the process.
 */
export function searchThreadLimits(pages: number): ResourceLimits {
  return { maxOldGenerationSizeMb: Math.max(SEARCH_HEAP_MB, Math.ceil(pages / PAGES_PER_MB)) };
}

/** The index built on this thread. */
class SearchHere implements SearchIndex {
  constructor(private readonly builder: SearchIndexBuilder) {}

  needs(id: number): boolean {
    return this.builder.needs(id);
  }

  add(id: number, page: SearchPage): void {
    this.builder.add(id, searchPageDocument(page));
  }

  settle(id: number, key: string): void {
    this.builder.settle(id, key);
  }

  finish(): Promise<SearchState> {
    return Promise.resolve(this.builder.finish());
  }

  close(): void {}
}

/**
 * The index built in a worker thread (`search/worker.ts`), which writes its files into the staging
 * folder; they are recorded in the output's files here once it is done.
 */
class SearchThread implements SearchIndex {
  private batch: [number, SearchPage][] = [];
  private readonly settled: [number, string][] = [];
  private failure: unknown;

  constructor(
    private readonly worker: Worker,
    private readonly files: OutputFiles,
    private readonly known: SearchPages,
    previous: PreviousIndex | undefined,
  ) {
    // Until the build waits for it to finish, it does not hold the process open.
    worker.unref();
    // A thread that dies before the build waits for it (out of memory, say) fails the build then.
    worker.on('error', (error) => (this.failure ??= error));
    worker.on('exit', (code) => (this.failure ??= new Error(`the search thread exited (code ${code})`)));
    this.post({ init: { dir: files.dir, pages: [...known.pages], previous } });
  }

  needs(id: number): boolean {
    return this.known.needs(id);
  }

  add(id: number, page: SearchPage): void {
    this.batch.push([id, page]);
    if (this.batch.length === BATCH) this.flush();
  }

  settle(id: number, key: string): void {
    this.settled.push([id, key]);
  }

  async finish(): Promise<SearchState> {
    this.flush();
    const { worker } = this;
    if (this.failure) throw this.failure;
    worker.ref();
    const reply = await new Promise<SearchThreadReply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the search thread exited (code ${code})`)));
      this.post({ finish: this.settled });
    });
    void endWorker(worker);
    if ('error' in reply) throw new Error(`building the search index failed: ${reply.error}`);
    for (const [rel, key] of reply.written) this.files.written(rel, key);
    for (const rel of reply.carried) this.files.carry(rel);
    return reply.state;
  }

  close(): void {
    void this.worker.terminate();
  }

  private flush(): void {
    if (!this.batch.length) return;
    this.post({ add: this.batch });
    this.batch = [];
  }

  private post(message: SearchThreadMessage): void {
    this.worker.postMessage(message);
  }
}
