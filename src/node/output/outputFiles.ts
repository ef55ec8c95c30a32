import { isAscii } from 'node:buffer';
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
import type { ComponentsRecord } from '../incremental/componentPages.js';
import type { RecordedAsset } from '../incremental/pageAssets.js';
import type { SearchState } from '../search/searchIndex.js';
import { mayBeRouteFile, routeFiles, type RouteShape } from './routeFiles.js';
import { ensureDir, outputPath, replaceFile, unshare, writeOutput } from './write.js';

/** Output path (relative, forward slashes) -> key of its content: a hash of everything that produced it. */
export type FileKeys = Map<string, string>;

/**
 * Route path -> the key its files share (see routeKey) and its shape, which names them (see
 * routeFiles): a record of 10,000 routes, not of their 30,000 files.
 */
export type RouteRecords = Map<string, RouteRecord>;
export type RouteRecord = [key: string, shape: RouteShape];

/** What a folder of output holds, each file under its key: route files by route, other files one by one. */
export interface KnownFiles {
  keys: FileKeys;
  routes: RouteRecords;
}

/** A folder of output whose every file's key is known (from the record the build that wrote it left). */
export interface KnownOutput extends KnownFiles {
  dir: string;
}

/**
 * The files a build puts in its staging folder, each under a key, so that a file whose key has
 * not changed is neither produced nor written again. Such a file is kept when the staging folder
 * (a recycled output) already holds it, or else hard-linked to the previous output's (a tenth of
 * a copy's cost; no output file is ever written through a link, see unshare). A route's files
 * share its key and are kept or linked together.
 */
export class OutputFiles implements KnownFiles {
  /** Every file of this build's output but the routes', with its key: what the next build's record will say. */
  readonly keys: FileKeys = new Map();
  /** Every route of this build's output, with its files' key. */
  readonly routes: RouteRecords = new Map();

  constructor(
    readonly dir: string,
    /** What the staging folder already holds, when known. */
    private readonly held: KnownFiles | undefined,
    /** The previous output, when its record is valid. */
    private readonly previous: KnownOutput | undefined,
  ) {}

  /** Whether rel is in place with this key without producing it (kept, or copied from the previous output). */
  reuse(rel: string, key: string): boolean {
    if (this.held?.keys.get(rel) === key) {
      this.keys.set(rel, key);
      return true;
    }
    if (this.previous?.keys.get(rel) !== key) return false;
    this.place(path.join(this.previous.dir, rel), rel, true);
    this.keys.set(rel, key);
    return true;
  }

  /** Whether a route's files are in place with this key without rendering it (kept, or linked from the previous output). */
  reuseRoute(route: string, shape: RouteShape, key: string): boolean {
    const record: RouteRecord = [key, shape];
    if (sameRecord(this.held?.routes.get(route), record)) {
      this.routes.set(route, record);
      return true;
    }
    if (!this.previous || !sameRecord(this.previous.routes.get(route), record)) return false;
    for (const rel of routeFiles(route, shape)) this.place(path.join(this.previous.dir, rel), rel, true);
    this.routes.set(route, record);
    return true;
  }

  /** Records a route whose files were written (by writeRoute, here or in a worker thread) under its key. */
  writtenRoute(route: string, shape: RouteShape, key: string): void {
    this.routes.set(route, [key, shape]);
  }

  /** Puts the previous output's rel in place, unchanged. */
  carry(rel: string): void {
    const key = this.previous?.keys.get(rel);
    if (key === undefined || !this.reuse(rel, key)) throw new Error(`${rel} is not in the previous output`);
  }

  /** Whether the previous or the recycled output holds rel (so keep can put it in place). */
  has(rel: string): boolean {
    return !!(this.previous?.keys.has(rel) || this.held?.keys.has(rel));
  }

  /** Puts rel in place as the last build that wrote it left it (in the previous output, or the recycled one). */
  keep(rel: string): void {
    const key = this.previous?.keys.get(rel) ?? this.held?.keys.get(rel);
    if (key === undefined || !this.reuse(rel, key))
      throw new Error(`${rel} is in neither the previous nor the recycled output`);
  }

  /** Writes rel, unless the staging folder already holds the same content. */
  write(rel: string, content: string | Uint8Array, key = contentKey(content)): void {
    if (this.held?.keys.get(rel) !== key) writeOutput(this.dir, rel, content);
    this.keys.set(rel, key);
  }

  /** Records rel as written under its key (by a worker thread, which wrote it into this folder). */
  written(rel: string, key: string): void {
    this.keys.set(rel, key);
  }

  /** Copies a file into the output as rel (for files not made by the build, such as static ones), unless it is in place already. */
  copy(from: string, rel: string, key: string): void {
    if (this.reuse(rel, key)) return;
    this.place(from, rel, false);
    this.keys.set(rel, key);
  }

  /** Puts from in place as rel: a hard link to an output file (`link`), a copy of any other (a source is never linked). */
  private place(from: string, rel: string, link: boolean): void {
    const to = outputPath(this.dir, rel);
    ensureDir(path.dirname(to));
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

  /**
   * Removes what a recycled staging folder held that this build did not put there, and the
   * folders left empty: the files its record names, or (with no record) every file in it.
   */
  sweep(): void {
    for (const rel of this.held ? this.heldFiles() : this.strayFiles()) {
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

  /** The files the recycled folder's record names that this build has not put there. */
  private *heldFiles(): Iterable<string> {
    const owned = this.owned();
    for (const rel of this.held!.keys.keys()) if (!owned(rel)) yield rel;
    for (const [route, [, shape]] of this.held!.routes) {
      // A route still here with the same shape has its files in place (kept, linked or written).
      if (this.routes.get(route)?.[1] === shape) continue;
      for (const rel of routeFiles(route, shape)) if (!owned(rel)) yield rel;
    }
  }

  /** The files in the folder that this build has not put there (when what it held is unknown). */
  private strayFiles(): string[] {
    const owned = this.owned();
    return filesIn(this.dir).filter((rel) => !owned(rel));
  }

  /**
   * Whether this build put a file in place: as a file of its own, or of a route. The routes' files
   * are listed only when a file named like one is asked about (see routeFiles): a route gone, or
   * a sweep without a record.
   */
  private owned(): (rel: string) => boolean {
    let routeFileSet: Set<string> | undefined;
    return (rel) => {
      if (this.keys.has(rel)) return true;
      if (!mayBeRouteFile(rel)) return false;
      routeFileSet ??= new Set([...this.routes].flatMap(([route, [, shape]]) => routeFiles(route, shape)));
      return routeFileSet.has(rel);
    };
  }
}

/** Whether two route records are the same key and shape. */
function sameRecord(a: RouteRecord | undefined, b: RouteRecord): boolean {
  return !!a && a[0] === b[0] && a[1] === b[1];
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

/**
 * A `.md` page's last compile: the key of the text it compiled (its links are known while the
 * file's text key is this one), its links to `.md`/`.mdx` files as written, and its content cache
 * key (see ContentCache.pageKey).
 */
export type CompileRecord = [text: string, links: string[], page: string];

/** What a build left in an output folder: its files' keys and its search index's state. */
export interface OutputRecord extends KnownFiles {
  search?: SearchState;
  /** Source file -> the co-located files its pages show. */
  assets: Map<string, RecordedAsset[]>;
  /** `.md` source file -> its last compile. */
  compiled: Map<string, CompileRecord>;
  /** The MDX and TSX pages, compiled together. */
  components?: ComponentsRecord;
}

/**
 * Where a site's cache keeps the records of an output and of its spare (the output before last):
 * `suffix` names a locale's apart from the default locale's ('', see openMemory).
 */
export function recordFiles(cacheDir: string, suffix = ''): { output: string; spare: string } {
  return {
    output: path.join(cacheDir, `output${suffix}.jsonl`),
    spare: path.join(cacheDir, `spare${suffix}.jsonl`),
  };
}

/**
 * Reads the record of what dir holds, if one was left for that very folder. Its compiles and
 * search state are parsed when first asked for: a build asks for the spare's only when the
 * output has no record, and they are nearly half of a record (a failed parse, a damaged file,
 * gives none: the pages are compiled and indexed again).
 */
export function readRecord(file: string, dir: string): OutputRecord | undefined {
  try {
    const lines = readText(file).split('\n');
    if (lines.length !== RECORD_PARTS || JSON.parse(lines[0]!) !== folderId(dir)) return undefined;
    const [, files, routes, assets, compiled, search, components] = lines as [string, ...string[]];
    const compiles = whenAsked(() => new Map(JSON.parse(compiled!) as [string, CompileRecord][]), new Map());
    const state = whenAsked(() => (JSON.parse(search!) as SearchState | null) ?? undefined, undefined);
    return {
      keys: new Map(JSON.parse(files!) as [string, string][]),
      routes: readRoutes(routes!),
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

/** A record's lines: its folder's identity, then its files, routes, assets, compiles, search state and components. */
const RECORD_PARTS = 7;

/** The routes of a record, written flat (route, key, shape, route, key, shape…): no array per route. */
function readRoutes(line: string): RouteRecords {
  const flat = JSON.parse(line) as (string | RouteShape)[];
  const routes: RouteRecords = new Map();
  for (let i = 0; i < flat.length; i += 3)
    routes.set(flat[i] as string, [flat[i + 1] as string, flat[i + 2] as RouteShape]);
  return routes;
}

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
  const routes: (string | RouteShape)[] = [];
  for (const [route, [key, shape]] of record.routes) routes.push(route, key, shape);
  const parts = [
    folder,
    [...record.keys],
    routes,
    [...record.assets],
    [...record.compiled],
    record.search ?? null,
    record.components ?? null,
  ];
  replaceFile(file, parts.map((part) => JSON.stringify(part)).join('\n'));
}

/**
 * A file's text, read as Latin-1 when it is all ASCII (the same text): Node 20's UTF-8 decoding
 * took 46 ms of CPU for a 10,000-page record (3.5 MB), this 1.4 ms, and the text it gives parses
 * faster (the record's lines 72 to 40 ms).
 */
function readText(file: string): string {
  const bytes = readFileSync(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}
