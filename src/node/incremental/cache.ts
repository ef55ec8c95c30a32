import { hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { codeVersion } from '../codeVersion.js';
import { removeDir } from '../output/write.js';

/**
 * A persistent cache of compiled pages, keyed by a hash of everything the output depends on. Each
 * version of docsgen's code keeps its entries in a folder of its own, so that the first build of a
 * new version can remove the old version's (see pruneOtherVersions): none of their keys can match.
 */
export class ContentCache {
  /** The folder of this version's entries. */
  private readonly entries: string;
  /** Whether this version's folder was made now (the first build of this version here). */
  readonly fresh: boolean;

  constructor(
    readonly dir: string,
    readonly version = codeVersion(),
  ) {
    this.entries = path.join(dir, `v-${version.slice(0, 16)}`);
    this.fresh = mkdirSync(this.entries, { recursive: true }) !== undefined;
  }

  /** The key of a piece of content and where it is from (a source file's text, a sidebar, a bundle). */
  key(kind: string, file: string, body: string): string {
    return hash('sha1', `${this.version}\0${kind}\0${file}\0${body}`);
  }

  /**
   * The cache key of a `.md` page's compile: its body alone, not its file, since the compile is
   * the same wherever the file is (see placePage): identical pages in other versions or locales
   * hit it.
   */
  pageKey(body: string): string {
    return hash('sha1', `${this.version}\0md\0${body}`);
  }

  /** Whether a value is stored under key (without reading it). */
  has(key: string): boolean {
    return existsSync(this.file(key));
  }

  /** Reads a cached value, or undefined when there is none (synchronous, as output writes are: see writeOutput). */
  get<T>(key: string): T | undefined {
    try {
      return deserialize(readFileSync(this.file(key))) as T;
    } catch {
      return undefined;
    }
  }

  /**
   * Stores a value, with v8's serialiser: it copies the HTML of a compiled page as it is, where
   * JSON escapes every quote of it (half the time again, for the 10,000 pages of a first build).
   */
  set(key: string, value: unknown): void {
    writeFileSync(this.file(key), serialize(value));
  }

  /**
   * Removes the entries of other versions of docsgen's code: each upgrade left a copy of every
   * compiled page behind (60 MB at 10,000 pages), and so did versions before these folders, whose
   * entries lie in the cache folder itself.
   */
  async pruneOtherVersions(): Promise<void> {
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      const full = path.join(this.dir, entry.name);
      if (entry.isDirectory() && /^v-/.test(entry.name) && full !== this.entries) await removeDir(full);
      else if (entry.isFile() && /^[0-9a-f]{40}\.bin$/.test(entry.name)) rmSync(full, { force: true });
    }
  }

  private file(key: string): string {
    return path.join(this.entries, `${key}.bin`);
  }
}
