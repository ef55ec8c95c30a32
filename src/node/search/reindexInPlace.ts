import { rmSync } from 'node:fs';
import path from 'node:path';
import { searchIndexDir } from '../../shared/search.js';
import { contentKey } from '../output/outputFiles.js';
import { replaceOutput } from '../output/write.js';
import {
  SearchIndexBuilder,
  readMeta,
  searchPageDocument,
  shardFile,
  type IndexedPages,
  type IndexFiles,
  type SearchPage,
  type SearchState,
} from './searchIndex.js';

/**
 * Puts new texts of some pages (by doc id) into a finished build's search index, in its output
 * folder `dir`, as a build that found them changed would (see SearchIndexBuilder: the shards of
 * their old and new words and their chunks are written again); returns the index's new state.
 * The ids are the build's and every file is read before it is written, so the builder can read
 * the index it writes over; what it carries over is where it already is.
 */
export function reindexInPlace(
  dir: string,
  state: SearchState,
  pages: [id: number, page: SearchPage][],
  /** The output record's content keys, kept true of the files it writes and removes. */
  keys?: Map<string, string>,
): SearchState {
  const changed = new Set(pages.map(([id]) => id));
  const indexed: IndexedPages = new Map();
  state.pages.forEach((page, id) => {
    if (page) indexed.set(id, changed.has(id) ? [page[0], null] : page);
  });
  // The index's files, as the builder writes them or keeps them where they are.
  const kept = new Set<string>();
  const files: IndexFiles = {
    dir,
    write: (rel, content) => {
      replaceOutput(dir, rel, content);
      keys?.set(rel, contentKey(content));
      kept.add(rel);
    },
    carry: (rel) => kept.add(rel),
  };
  const index = searchIndexDir();
  const shards = readMeta(dir, index).shards;
  const builder = new SearchIndexBuilder(files, indexed, { dir, state });
  for (const [id, page] of pages) {
    const doc = searchPageDocument(page);
    builder.add(id, doc);
    // The key the next edit compares with: the text now indexed.
    builder.settle(id, contentKey(JSON.stringify(doc)));
  }
  const next = builder.finish();
  // A shard none of the index's words are in any longer (or of another prefix size) is neither
  // written nor carried: a fresh build would not have it. Chunks stay: the ids are the same.
  for (const key of shards) {
    const rel = shardFile(index, key);
    if (kept.has(rel)) continue;
    rmSync(path.join(dir, rel));
    keys?.delete(rel);
  }
  return next;
}
