import { readFileSync, rmSync } from 'node:fs';
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

type StoredEntry = [
  file: string,
  stamp: string,
  key: string,
  data: FrontMatter,
  format: SourceFormat | undefined,
];

interface StoredIndex {
  version: string;
  /** When the build that wrote it began (before it read any file). */
  at: number;
  files: StoredEntry[];
}

/** What changed since the stored index (`snapshot` is its `at`): the files read again, and those gone. */
interface StoredChanges extends StoredIndex {
  snapshot: number;
  removed: string[];
}

type KnownEntry = KnownSource & { key: string; format: SourceFormat | undefined };

/**
 * The share of a site's files that may have changed since the index was last written whole before
 * it is written whole again: until then a build writes only what changed beside it (a one-page edit
 * at 10,000 pages wrote 2.4 MB, for one entry).
 */
const CHANGES_SHARE = 1 / 8;

/**
 * What the last build read of each source file: its stamp (size and modification time), front
 * matter and text key, kept in the cache so that the next build reads only the files whose stamp
 * changed (see readSources). Stored with v8's serialiser, which gives back any front matter value as
 * it was (JSON would turn YAML's `.inf` into null): the whole index, and what changed since it was
 * written in a second file.
 */
export class SourceIndex {
  /** The files whose stamp can stand for their text, with what was read of them. */
  readonly known = new Map<string, KnownEntry>();
  private readonly file: string;
  private readonly changesFile: string;
  /** The whole index as stored (its trusted entries), which the changes are written against. */
  private snapshot: { at: number; files: Map<string, KnownEntry> } | undefined;

  /** `suffix` names a locale's index apart from the default locale's (see openMemory): each reads its own files. */
  constructor(
    private readonly cache: ContentCache,
    suffix = '',
  ) {
    this.file = path.join(cache.dir, `sources${suffix}.bin`);
    this.changesFile = path.join(cache.dir, `sources${suffix}-changes.bin`);
    const stored = readStored<StoredIndex>(this.file);
    if (stored?.version !== cache.version) return;
    const files = new Map<string, KnownEntry>();
    this.keep(stored, files);
    this.snapshot = { at: stored.at, files };
    for (const [file, entry] of files) this.known.set(file, entry);
    const changes = readStored<StoredChanges>(this.changesFile);
    if (changes?.version !== cache.version || changes.snapshot !== stored.at) return;
    for (const file of changes.removed) this.known.delete(file);
    for (const [file] of changes.files) this.known.delete(file);
    this.keep(changes, this.known);
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
    const files: StoredEntry[] = [];
    const changed: StoredEntry[] = [];
    const current = new Set<string>();
    for (const source of sources) {
      const stamp = sourceStamp(source);
      if (!stamp) continue;
      const entry: StoredEntry = [source.file, stamp, key(source), source.data, decidedFormat(source)];
      files.push(entry);
      current.add(source.file);
      const before = this.snapshot?.files.get(source.file);
      if (before?.stamp !== stamp || before.key !== entry[2] || before.format !== entry[4])
        changed.push(entry);
    }
    const version = this.cache.version;
    const removed = [...(this.snapshot?.files.keys() ?? [])].filter((file) => !current.has(file));
    if (this.snapshot && changed.length + removed.length <= files.length * CHANGES_SHARE) {
      const changes: StoredChanges = { version, snapshot: this.snapshot.at, at, files: changed, removed };
      if (changed.length + removed.length) replaceFile(this.changesFile, serialize(changes));
      else rmSync(this.changesFile, { force: true });
      return;
    }
    // Written whole: changes written against an older index are of no use, and say so by its time.
    replaceFile(this.file, serialize({ version, at, files } satisfies StoredIndex));
    rmSync(this.changesFile, { force: true });
  }

  /** Adds the entries of a stored index (or changes) whose stamp can stand for their text. */
  private keep(stored: StoredIndex, into: Map<string, KnownEntry>): void {
    for (const [file, stamp, key, data, format] of stored.files)
      if (stored.at - stampTime(stamp) >= TIME_ACCURACY_MS) into.set(file, { stamp, key, data, format });
  }

  /** What the last build read of a source, when its stamp says its text is unchanged. */
  private unchanged(source: SourceFile) {
    const known = this.known.get(source.file);
    return known && sourceStamp(source) === known.stamp ? known : undefined;
  }
}

/** A stored index or its changes, as written; undefined if there is none or it cannot be read. */
function readStored<T>(file: string): T | undefined {
  try {
    return deserialize(readFileSync(file)) as T;
  } catch {
    return undefined;
  }
}
