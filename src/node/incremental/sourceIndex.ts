import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { FrontMatter } from '../content/frontMatter.js';
import type { KnownSource, SourceFile, SourceFormat } from '../content/sources.js';
import { decidedFormat, keepFormat } from '../compile/pageFormat.js';
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
  files: [file: string, stamp: string, key: string, data: FrontMatter, format: SourceFormat | undefined][];
}

/**
 * What the last build read of each source file: its stamp (size and modification time), front
 * matter and text key, kept in the cache so that the next build reads only the files whose stamp
 * changed (see readSources). Stored with v8's serialiser, which gives back any front matter value as
 * it was (JSON would turn YAML's `.inf` into null); at 10,000 pages it takes 20 ms each way.
 */
export class SourceIndex {
  /** The files whose stamp can stand for their text, with what was read of them. */
  readonly known = new Map<string, KnownSource & { key: string; format: SourceFormat | undefined }>();
  private readonly file: string;

  constructor(private readonly cache: ContentCache) {
    this.file = path.join(cache.dir, 'sources.bin');
    try {
      const stored = deserialize(readFileSync(this.file)) as StoredIndex;
      if (stored.version !== cache.version) return;
      for (const [file, stamp, key, data, format] of stored.files)
        if (stored.at - stampTime(stamp) >= TIME_ACCURACY_MS)
          this.known.set(file, { stamp, key, data, format });
    } catch {
      // None yet, or unreadable: every file is read.
    }
  }

  /** A source's text key, when its stamp says its text is the one the last build keyed. */
  key(source: SourceFile): string | undefined {
    return this.unchanged(source)?.key;
  }

  /**
   * Gives pageFormat the formats the last build found for the sources whose text is unchanged: a
   * Docusaurus site parses `.md` as MDX, and deciding whether a page has MDX syntax read every
   * file, each build (2.6 s of a one-page edit at 10,000 pages, bench/RESULTS.md session 17).
   */
  restoreFormats(sources: Iterable<SourceFile>): void {
    for (const source of sources) {
      const format = this.unchanged(source)?.format;
      if (format) keepFormat(source, format);
    }
  }

  /** Records the stamped sources a build read, with their text keys; `at` is when the build began. */
  write(sources: Iterable<SourceFile>, key: (source: SourceFile) => string, at: number): void {
    const files: StoredIndex['files'] = [];
    for (const source of sources) {
      const stamp = sourceStamp(source);
      if (stamp) files.push([source.file, stamp, key(source), source.data, decidedFormat(source)]);
    }
    replaceFile(this.file, serialize({ version: this.cache.version, at, files } satisfies StoredIndex));
  }

  /** What the last build read of a source, when its stamp says its text is unchanged. */
  private unchanged(source: SourceFile) {
    const known = this.known.get(source.file);
    return known && sourceStamp(source) === known.stamp ? known : undefined;
  }
}
