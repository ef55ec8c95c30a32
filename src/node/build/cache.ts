import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bump when compiled output changes shape, so old cache entries are ignored. */
const CACHE_VERSION = '2';

/** A persistent cache of compiled pages, keyed by a hash of everything the output depends on. */
export class ContentCache {
  constructor(
    readonly dir: string,
    /** Hash of what besides the page itself its output depends on (the route map, for link rewriting). */
    readonly salt: string,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** The cache key of one source file's content. */
  key(kind: string, file: string, body: string): string {
    return createHash('sha1').update(CACHE_VERSION).update(kind).update(this.salt).update(file).update(body).digest('hex');
  }

  /** Reads a cached value, or undefined when there is none. */
  async get<T>(key: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${key}.json`), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /** Stores a value. */
  async set(key: string, value: unknown): Promise<void> {
    await writeFile(path.join(this.dir, `${key}.json`), JSON.stringify(value));
  }
}
