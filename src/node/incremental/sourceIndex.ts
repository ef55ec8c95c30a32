import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { FrontMatter } from '../content/frontMatter.js';
import type { KnownSource, SourceFile } from '../content/sources.js';
import { stampTime } from '../fileStamp.js';
import type { ContentCache } from './cache.js';
import { replaceFile } from '../output/write.js';
import { sourceStamp } from '../content/sourceTexts.js';

/**
 * How long before a build read a file its modification time must be to stand for its text. Some
 * filesystems keep times to the second or two, so an edit made within that of the build could
 * leave the same time (and size) behind.
 */
const TIME_ACCURACY_MS = 2000;

interface StoredIndex {
  version: string;
  /** When the build that wrote it began (before it read any file). */
  at: number;
  files: [file: string, stamp: string, key: string, data: FrontMatter][];
}

/**
 * What the last build read of each source file: its stamp (size and modification time), front
 * matter and text key, kept in the cache so that the next build reads only the files whose stamp
 * changed (see readSources). Stored with v8's serialiser, which gives back any front matter value as
 * it was (JSON would turn YAML's `.inf` into null); at 10,000 pages it takes 20 ms each way.
 */
export class SourceIndex {
  /** The files whose stamp can stand for their text, with what was read of them. */
  readonly known = new Map<string, KnownSource & { key: string }>();
  private readonly file: string;

  constructor(private readonly cache: ContentCache) {
    this.file = path.join(cache.dir, 'sources.bin');
    try {
      const stored = deserialize(readFileSync(this.file)) as StoredIndex;
      if (stored.version !== cache.version) return;
      for (const [file, stamp, key, data] of stored.files)
        if (stored.at - stampTime(stamp) >= TIME_ACCURACY_MS) this.known.set(file, { stamp, key, data });
    } catch {
      // None yet, or unreadable: every file is read.
    }
  }

  /** A source's text key, when its stamp says its text is the one the last build keyed. */
  key(source: SourceFile): string | undefined {
    const known = this.known.get(source.file);
    return known && sourceStamp(source) === known.stamp ? known.key : undefined;
  }

  /** Records the stamped sources a build read, with their text keys; `at` is when the build began. */
  write(sources: Iterable<SourceFile>, key: (source: SourceFile) => string, at: number): void {
    const files: StoredIndex['files'] = [];
    for (const source of sources) {
      const stamp = sourceStamp(source);
      if (stamp) files.push([source.file, stamp, key(source), source.data]);
    }
    replaceFile(this.file, serialize({ version: this.cache.version, at, files } satisfies StoredIndex));
  }
}
