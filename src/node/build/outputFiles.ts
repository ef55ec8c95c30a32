import { createHash } from 'node:crypto';
import {
  copyFileSync,
  linkSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import type { ComponentsRecord } from './componentPages.js';
import type { RecordedAsset } from './pageAssets.js';
import type { SearchState } from './searchIndex.js';
import { ensureDir, replaceFile, unshare, writeOutput } from './write.js';

/** Output path (relative, forward slashes) -> key of its content: a hash of everything that produced it. */
export type FileKeys = Map<string, string>;

/** A folder of output whose every file's key is known (from the record the build that wrote it left). */
export interface KnownOutput {
  dir: string;
  keys: FileKeys;
}

/**
 * The files a build puts in its staging folder, each under a key, so that a file whose key has
 * not changed is neither produced nor written again. Such a file is kept when the staging folder
 * (a recycled output) already holds it, or else hard-linked to the previous output's (a tenth of
 * a copy's cost; no output file is ever written through a link, see unshare).
 */
export class OutputFiles {
  /** Every file of this build's output, with its key: what the next build's record will say. */
  readonly keys: FileKeys = new Map();

  constructor(
    readonly dir: string,
    /** What the staging folder already holds, when known. */
    private readonly held: FileKeys | undefined,
    /** The previous output, when its record is valid. */
    private readonly previous: KnownOutput | undefined,
  ) {}

  /** Whether rel is in place with this key without producing it (kept, or copied from the previous output). */
  reuse(rel: string, key: string): boolean {
    if (this.held?.get(rel) === key) {
      this.keys.set(rel, key);
      return true;
    }
    if (this.previous?.keys.get(rel) !== key) return false;
    this.place(path.join(this.previous.dir, rel), rel, key, true);
    return true;
  }

  /** Puts the previous output's rel in place, unchanged. */
  carry(rel: string): void {
    const key = this.previous?.keys.get(rel);
    if (key === undefined || !this.reuse(rel, key)) throw new Error(`${rel} is not in the previous output`);
  }

  /** Whether the previous or the recycled output holds rel (so keep can put it in place). */
  has(rel: string): boolean {
    return !!(this.previous?.keys.has(rel) || this.held?.has(rel));
  }

  /** Puts rel in place as the last build that wrote it left it (in the previous output, or the recycled one). */
  keep(rel: string): void {
    const key = this.previous?.keys.get(rel) ?? this.held?.get(rel);
    if (key === undefined || !this.reuse(rel, key))
      throw new Error(`${rel} is in neither the previous nor the recycled output`);
  }

  /** Writes rel, unless the staging folder already holds the same content. */
  write(rel: string, content: string | Uint8Array, key = contentKey(content)): void {
    if (this.held?.get(rel) === key) this.keys.set(rel, key);
    else {
      writeOutput(this.dir, rel, content);
      this.keys.set(rel, key);
    }
  }

  /** Copies a file into the output as rel (for files not made by the build, such as static ones), unless it is in place already. */
  copy(from: string, rel: string, key: string): void {
    if (!this.reuse(rel, key)) this.place(from, rel, key, false);
  }

  /** Puts from in place as rel: a hard link to an output file (`link`), a copy of any other (a source is never linked). */
  private place(from: string, rel: string, key: string, link: boolean): void {
    const to = path.join(this.dir, rel);
    ensureDir(path.dirname(to));
    this.keys.set(rel, key);
    if (link) {
      rmSync(to, { force: true });
      try {
        linkSync(from, to);
        return;
      } catch {
        // A filesystem without hard links: copy.
      }
    } else unshare(to);
    copyFileSync(from, to);
  }

  /** Records a file written by someone else (a worker thread, esbuild) under its key. */
  written(rel: string, key: string): void {
    this.keys.set(rel, key);
  }

  /**
   * Removes what a recycled staging folder held that this build did not put there, and the
   * folders left empty: the files its record names, or (with no record) every file in it.
   */
  sweep(): void {
    for (const rel of this.held?.keys() ?? filesIn(this.dir)) {
      if (this.keys.has(rel)) continue;
      unlinkSync(path.join(this.dir, rel));
      // Up the tree while folders are left empty (rmdir refuses the first one that is not).
      for (let dir = path.dirname(rel); dir !== '.'; dir = path.dirname(dir)) {
        try {
          rmdirSync(path.join(this.dir, dir));
        } catch {
          break;
        }
      }
    }
  }
}

/** Every file under dir, relative to it with forward slashes. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The key of a file produced from its content alone. */
export function contentKey(content: string | Uint8Array): string {
  return createHash('sha1').update(content).digest('base64url');
}

/** A folder's identity, kept across renames: a record describes the folder only while it matches. */
function folderId(dir: string): string | undefined {
  try {
    const stat = statSync(dir);
    return `${stat.ino}:${stat.birthtimeMs}`;
  } catch {
    return undefined;
  }
}

/** A `.md` page's last compile: its content cache key, and its links to `.md`/`.mdx` files as written. */
export type CompileRecord = [key: string, links: string[]];

/** What a build left in an output folder: its files' keys and its search index's state. */
export interface OutputRecord {
  keys: FileKeys;
  search?: SearchState;
  /** Source file -> the co-located files its pages show. */
  assets: Map<string, RecordedAsset[]>;
  /** `.md` source file -> its last compile. */
  compiled: Map<string, CompileRecord>;
  /** The MDX and TSX pages, compiled together. */
  components?: ComponentsRecord;
}

/** Where a site's cache keeps the records of its output and of the spare (the output before last). */
export function recordFiles(cacheDir: string): { output: string; spare: string } {
  return { output: path.join(cacheDir, 'output.jsonl'), spare: path.join(cacheDir, 'spare.jsonl') };
}

/**
 * Reads the record of what dir holds, if one was left for that very folder. Its compiles and
 * search state are parsed when first asked for: a build asks for the spare's only when the
 * output has no record, and they are nearly half of a record (a failed parse, a damaged file,
 * gives none: the pages are compiled and indexed again).
 */
export function readRecord(file: string, dir: string): OutputRecord | undefined {
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines.length !== RECORD_PARTS || JSON.parse(lines[0]!) !== folderId(dir)) return undefined;
    const [, files, assets, compiled, search, components] = lines as [string, ...string[]];
    const compiles = whenAsked(() => new Map(JSON.parse(compiled!) as [string, CompileRecord][]), new Map());
    const state = whenAsked(() => (JSON.parse(search!) as SearchState | null) ?? undefined, undefined);
    return {
      keys: new Map(JSON.parse(files!) as [string, string][]),
      assets: new Map(JSON.parse(assets!) as [string, RecordedAsset[]][]),
      get compiled() {
        return compiles();
      },
      get search() {
        return state();
      },
      components: (JSON.parse(components!) as ComponentsRecord | null) ?? undefined,
    };
  } catch {
    return undefined;
  }
}

/** A record's lines: its folder's identity, then its files, assets, compiles, search state and components. */
const RECORD_PARTS = 6;

/** A value computed once, when first asked for; `failed` if computing it throws. */
function whenAsked<T>(compute: () => T, failed: T): () => T {
  let value: { of: T } | undefined;
  return () => {
    if (!value) {
      try {
        value = { of: compute() };
      } catch {
        value = { of: failed };
      }
    }
    return value.of;
  };
}

/** Records what dir holds (or forgets it, given no record), replacing the record file at once. */
export function writeRecord(file: string, dir: string, record: OutputRecord | undefined): void {
  const folder = folderId(dir);
  if (!record || !folder) {
    rmSync(file, { force: true });
    return;
  }
  const parts = [
    folder,
    [...record.keys],
    [...record.assets],
    [...record.compiled],
    record.search ?? null,
    record.components ?? null,
  ];
  replaceFile(file, parts.map((part) => JSON.stringify(part)).join('\n'));
}
