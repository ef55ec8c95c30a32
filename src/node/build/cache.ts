import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The compiled docsgen code that produces cached pages: any change to it (a new version, or a
 * local edit while developing docsgen) must invalidate every entry.
 */
function codeVersion(): string {
  return createHash('sha1')
    .update(readFileSync(new URL('./cli.js', import.meta.url)))
    .update(readFileSync(new URL('./build/worker.js', import.meta.url)))
    .digest('hex');
}

/** A persistent cache of compiled pages, keyed by a hash of everything the output depends on. */
export class ContentCache {
  constructor(
    readonly dir: string,
    /** Hash of what besides the page itself its output depends on (the route map, for link rewriting). */
    readonly salt: string,
    private readonly version = codeVersion(),
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** The cache key of one source file's content. */
  key(kind: string, file: string, body: string): string {
    return createHash('sha1').update(this.version).update(kind).update(this.salt).update(file).update(body).digest('hex');
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
