import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from './negotiateEncoding.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One served file's bytes (after any transform), its ETag and its lazily compressed forms. */
export interface CachedFile {
  body: Buffer;
  /** Strong validator over the served bytes, quoted; encoded forms get `-br` / `-gz` before the closing quote. */
  etag: string;
  /** The body in an encoding, compressed once and shared by every later request. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

/** Rewrites a file's bytes before they are served (the dev client injection); `key` names the current output. */
export interface Transform {
  key: string;
  apply(body: Buffer): Buffer;
}

export interface FileCache {
  /** The file at `file` as `stats` describes it, read (and transformed) only when it changed. */
  get(file: string, stats: Stats, transform?: Transform): Promise<CachedFile>;
}

interface Entry extends CachedFile {
  key: string;
  bytes: number;
}

/**
 * A byte-bounded LRU of served files. Keys include inode, size and mtime, so every build (which
 * writes a new folder) invalidates naturally while ETags, hashed from content, survive rebuilds
 * that did not change a page: a reloaded browser then gets 304s for everything untouched.
 */
export function createFileCache(maxBytes = 64 * 1024 * 1024): FileCache {
  const entries = new Map<string, Entry>();
  let total = 0;

  function remember(file: string, entry: Entry): void {
    const old = entries.get(file);
    if (old) total -= old.bytes;
    entries.set(file, entry);
    total += entry.bytes;
    for (const [key, victim] of entries) {
      if (total <= maxBytes || key === file) break;
      entries.delete(key);
      total -= victim.bytes;
    }
  }

  return {
    async get(file, stats, transform) {
      const key = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${transform?.key ?? ''}`;
      const hit = entries.get(file);
      if (hit?.key === key) {
        // Refresh recency: a Map iterates in insertion order, so re-inserting moves it to the back.
        entries.delete(file);
        entries.set(file, hit);
        return hit;
      }
      const raw = await readFile(file);
      const body = transform ? transform.apply(raw) : raw;
      const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
      const variants = new Map<Encoding, Promise<Buffer>>();
      const entry: Entry = {
        key,
        body,
        etag: `"${hash}"`,
        bytes: body.length,
        encoded(encoding) {
          let variant = variants.get(encoding);
          if (!variant) {
            // Quality 5 / level 6: near-best ratio for a tiny fraction of brotli-11's time on first request.
            variant =
              encoding === 'br'
                ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
                : gzip(body, { level: 6 });
            variants.set(encoding, variant);
            void variant.then((buf) => {
              entry.bytes += buf.length;
              // An entry evicted meanwhile no longer counts towards the total.
              if (entries.get(file) === entry) total += buf.length;
            });
          }
          return variant;
        },
      };
      remember(file, entry);
      return entry;
    },
  };
}

/** The ETag of an encoded representation: the identity tag with a suffix, so caches never mix them. */
export function encodedEtag(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : etag;
}

/** Whether an If-None-Match header matches a tag (weak comparison, any encoding suffix ignored). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = etag.slice(1, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag === base || tag === `${base}-br` || tag === `${base}-gz`;
  });
}
