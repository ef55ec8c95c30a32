import type { Stats } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControl } from './cacheControl.js';
import { contentType, isCompressible } from './contentType.js';
import {
  createFileCache,
  encodedEtag,
  etagMatches,
  type FileCache,
  type Transform,
} from './createFileCache.js';
import type { LiveReload } from './createLiveReload.js';
import type { Preview } from './createPreview.js';
import { createResolver } from './createResolver.js';
import { EVENTS_PATH } from './injectDevClient.js';
import { escapeHtml } from '../../shared/escapeHtml.js';
import { negotiateEncoding, type Encoding } from './negotiateEncoding.js';
import { withoutBase } from './withoutBase.js';
import { withBase } from '../../shared/paths.js';

export interface RequestHandlerOptions {
  outDir: string;
  /** Present in watch mode: serves the event stream and injects the dev client into HTML. */
  live?: LiveReload;
  /** Present while the first build runs: pages it has not written yet are made on demand. */
  preview?: Preview;
}

/** Bodies smaller than this are sent as they are: compression would save less than its framing costs. */
const MIN_COMPRESS = 1024;
/** Files larger than this are streamed from disk, uncached and uncompressed (videos, archives). */
const MAX_CACHED = 8 * 1024 * 1024;

const FALLBACK_404 =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head><body><h1>Page Not Found</h1></body></html>';

/** The static server's request listener: strict routes, redirects, 404 page, types, caching, compression. */
export function createRequestHandler(options: RequestHandlerOptions): RequestListener {
  const { outDir, live, preview } = options;
  const resolver = createResolver(outDir);
  const send = createSender(createFileCache(), live);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = req.url ?? '/';
    // The site's base URL is the output's; while a first build runs, the one its config gives.
    const base = (await resolver.base()) ?? (await preview?.base()) ?? '/';
    const url = withoutBase(target, base);
    if (url === undefined) return outsideBase(res, target, base);
    if (live && (url === EVENTS_PATH || url.startsWith(`${EVENTS_PATH}?`)))
      return live.handleEvents(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return end(
        res,
        405,
        { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
        'Method Not Allowed\n',
      );
    const resolved = await resolver.resolve(url);
    switch (resolved.kind) {
      case 'file':
        return send(req, res, resolved.file, resolved.stats, resolved.pathname, 200);
      case 'redirect':
        return redirect(res, withBase(resolved.location, base, true));
      case 'bad-request':
        return end(
          res,
          400,
          { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
          'Bad Request\n',
        );
      case 'not-found':
        if (preview?.active) {
          if (await sendPreview(res, url, preview, live)) return;
          // Not something one page can show (a blog list, a redirect): wait for the build to write it.
          await preview.settled();
          return handle(req, res);
        }
        return notFound(req, res, outDir, live, send);
    }
  }

  return (req, res) => {
    handle(req, res)
      // A file gone between its lookup and its read was swapped out by a rebuild's commit: look again.
      .catch((error: unknown) =>
        (error as NodeJS.ErrnoException).code === 'ENOENT' && !res.headersSent
          ? handle(req, res)
          : Promise.reject(error),
      )
      .catch((error: unknown) => {
        if (process.env.DEBUG?.includes('docsgen'))
          process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
        if (res.headersSent) res.destroy();
        else end(res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Internal Server Error\n');
      });
  };
}

/** Sends a file of the output (`pathname` is its path there) with status, as `stats` describes it. */
type Send = (
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  pathname: string,
  status: number,
) => Promise<void>;

/**
 * Sends files with their type, caching headers and validators: from the file cache, compressed as
 * the client accepts and with the dev client injected into HTML in watch mode (`live`), or streamed
 * from disk when large. A 200 answers If-None-Match (304) and a Range (206, or 416).
 */
function createSender(cache: FileCache, live: LiveReload | undefined): Send {
  const htmlTransform = (): Transform | undefined =>
    live && { key: live.version, apply: (body: Buffer) => Buffer.from(live.inject(body.toString('utf8'))) };

  return async (req, res, file, stats, pathname, status) => {
    const type = contentType(file);
    const headers: OutgoingHttpHeaders = {
      'Content-Type': type,
      'Cache-Control': status === 200 ? cacheControl(pathname) : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    // Ranges (video seeking, resumed downloads) are of a page or file itself, not of an error page.
    if (status === 200) headers['Accept-Ranges'] = 'bytes';
    if (stats.size > MAX_CACHED) return streamFile(req, res, file, stats, status, headers);
    const transform = type.startsWith('text/html') ? htmlTransform() : undefined;
    const entry = await cache.get(file, stats, transform);
    const range = status === 200 ? requestedRange(req, entry.etag, entry.body.length) : undefined;
    const compressible = isCompressible(type);
    // A range is of the bytes as they are: a part of compressed bytes is of no use to a client.
    const encoding: Encoding | undefined =
      compressible && !range && entry.body.length >= MIN_COMPRESS
        ? negotiateEncoding(req.headers['accept-encoding'])
        : undefined;
    if (compressible) headers.Vary = 'Accept-Encoding';
    headers.ETag = encodedEtag(entry.etag, encoding);
    if (status === 200 && etagMatches(req.headers['if-none-match'], entry.etag))
      return notModified(res, headers);
    if (range === 'unsatisfiable') return unsatisfiable(res, entry.body.length);
    let body = encoding ? await entry.encoded(encoding) : entry.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    if (range) body = body.subarray(range.start, range.end + 1);
    headers['Content-Length'] = range ? withRange(headers, range, entry.body.length) : body.length;
    res.writeHead(range ? 206 : status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Sends a file too large to cache (see MAX_CACHED) from disk, uncompressed, with `headers` so far. */
function streamFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  status: number,
  headers: OutgoingHttpHeaders,
): void {
  headers.ETag = `"${stats.ino.toString(36)}-${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  if (status === 200 && etagMatches(req.headers['if-none-match'], headers.ETag))
    return notModified(res, headers);
  const range = status === 200 ? requestedRange(req, headers.ETag, stats.size) : undefined;
  if (range === 'unsatisfiable') return unsatisfiable(res, stats.size);
  headers['Content-Length'] = range ? withRange(headers, range, stats.size) : stats.size;
  res.writeHead(range ? 206 : status, headers);
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file, range)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * Sends the page the preview makes for `url` while the first build runs (see createPreview), and
 * says whether there was one.
 */
async function sendPreview(
  res: ServerResponse,
  url: string,
  preview: Preview,
  live: LiveReload | undefined,
): Promise<boolean> {
  // A page that fails to compile is left to the build, whose error the overlay then shows.
  const made = await preview.respond(url).catch(() => undefined);
  if (!made) return false;
  const html = typeof made.body === 'string' && made.type.startsWith('text/html');
  const body = html && live ? live.inject(made.body as string) : made.body;
  end(res, 200, { 'Content-Type': made.type, 'Cache-Control': 'no-cache' }, body);
  return true;
}

/** Sends the site's 404 page with status 404, or a plain one when the output has none. */
async function notFound(
  req: IncomingMessage,
  res: ServerResponse,
  outDir: string,
  live: LiveReload | undefined,
  send: Send,
): Promise<void> {
  const file = path.join(outDir, '404.html');
  const stats = await stat(file).catch(() => undefined);
  if (stats?.isFile()) return send(req, res, file, stats, '/404.html', 404);
  // No output at all (a first build that failed in watch mode): still give the dev client a page.
  const html = live ? live.inject(FALLBACK_404) : FALLBACK_404;
  end(res, 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, html);
}

/**
 * Answers a request outside the site's base URL as `docusaurus serve` does: the server's root (and
 * the base without its slash) redirect to the base, anything else is a 404 that names the base.
 */
function outsideBase(res: ServerResponse, target: string, base: string): void {
  const pathname = target.replace(/[?#].*$/s, '');
  if (pathname === '/' || pathname === base.slice(0, -1)) return redirect(res, base);
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head><body><h1>Page Not Found</h1><p>This site is served under its base URL <a href="${escapeHtml(base)}">${escapeHtml(base)}</a>.</p></body></html>`;
  end(res, 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, html);
}

/** A permanent redirect to `location`. */
function redirect(res: ServerResponse, location: string): void {
  // no-cache: browsers otherwise keep a 301 forever, and routes change while authoring.
  end(
    res,
    301,
    { Location: location, 'Cache-Control': 'no-cache', 'Content-Type': 'text/plain; charset=utf-8' },
    `Moved to ${location}\n`,
  );
}

/** A 416: the requested range starts past the end of a file of `size` bytes. */
function unsatisfiable(res: ServerResponse, size: number): void {
  end(
    res,
    416,
    { 'Content-Range': `bytes */${size}`, 'Content-Type': 'text/plain; charset=utf-8' },
    'Range Not Satisfiable\n',
  );
}

/** Ends a response with status, headers and body (none for HEAD), giving its Content-Length. */
function end(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body?: string | Buffer,
): void {
  if (body !== undefined) headers['Content-Length'] = Buffer.byteLength(body);
  res.writeHead(status, headers);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** A byte range of a file, both ends included (as createReadStream takes it). */
interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single byte range a request asks for (`Range: bytes=0-99`, `bytes=100-`, `bytes=-100`),
 * 'unsatisfiable' when it starts past the end, or undefined for the whole file: no Range, one this
 * server does not answer in part (several ranges, another unit, malformed), or an If-Range the
 * current file does not match.
 */
export function requestedRange(
  req: IncomingMessage,
  etag: string,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  const ifRange = req.headers['if-range'];
  // If-Range with a date (or another tag) is not matched: the whole file is the safe answer.
  if (ifRange !== undefined && String(ifRange).trim() !== etag) return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix && size ? { start: Math.max(0, size - suffix), end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(match[1]);
  const last = match[2] ? Number(match[2]) : Infinity;
  // A range whose end is before its start is invalid, and an invalid Range is ignored (RFC 9110 §14.2).
  if (last < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(last, size - 1) };
}

/** Sets the Content-Range of a 206 and returns its Content-Length. */
function withRange(headers: OutgoingHttpHeaders, range: ByteRange, size: number): number {
  headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  return range.end - range.start + 1;
}

/** A 304 carries only the validators and caching headers, not the representation's metadata. */
function notModified(res: ServerResponse, headers: OutgoingHttpHeaders): void {
  const { ETag, Vary, 'Cache-Control': cc } = headers;
  res.writeHead(304, { ETag, 'Cache-Control': cc, ...(Vary ? { Vary } : {}) });
  res.end();
}
