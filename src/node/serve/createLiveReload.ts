import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildProblem } from './formatBuildError.js';
import { injectDevClient, overlayHtml } from './injectDevClient.js';

/** The watch-mode hub: open event streams, the current build id and the open build error. */
export interface LiveReload {
  /** Answers `GET /__docsgen/events` with a server-sent event stream. */
  handleEvents(req: IncomingMessage, res: ServerResponse): void;
  /** A good build is in place: clears any error and tells every open page to reload. */
  reload(): void;
  /** A build failed: every open page (and every page served from now on) shows the overlay. */
  showError(problems: BuildProblem[]): void;
  /** Adds the dev client (and overlay) to an HTML document. */
  inject(html: string): string;
  /** Changes whenever `inject` would produce different bytes (a cache key). */
  readonly version: string;
  /** Number of connected pages (for tests and diagnostics). */
  readonly clients: number;
  /** Ends every stream. */
  close(): void;
}

/** Creates the live-reload hub for `serve --watch`. */
export function createLiveReload(): LiveReload {
  // The nonce makes ids from an earlier server process differ, so pages reconnecting after a
  // restart reload onto whatever this process serves.
  const nonce = randomBytes(4).toString('hex');
  let builds = 0;
  let buildId = `${nonce}-0`;
  let problems: BuildProblem[] | undefined;
  let version = 0;
  const clients = new Set<ServerResponse>();

  // Proxies and idle sockets drop silent connections; a comment line every 20 s keeps them open.
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, 20_000);
  heartbeat.unref();

  function send(res: ServerResponse, event: string, data: unknown): void {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  function broadcast(event: string, data: unknown): void {
    for (const res of clients) send(res, event, data);
  }

  return {
    handleEvents(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      // retry: reconnect fast after a server restart, so the page reloads onto the new one quickly.
      res.write('retry: 500\n\n');
      send(res, 'hello', {
        build: buildId,
        overlay: problems ? overlayHtml(problems) : null,
        problems: problems ?? null,
      });
      clients.add(res);
      req.socket.setNoDelay(true);
      req.on('close', () => clients.delete(res));
    },
    reload() {
      buildId = `${nonce}-${++builds}`;
      problems = undefined;
      version++;
      broadcast('reload', { build: buildId });
    },
    showError(next) {
      problems = next;
      version++;
      broadcast('build-error', { overlay: overlayHtml(next), problems: next });
    },
    inject(html) {
      return injectDevClient(html, buildId, problems);
    },
    get version() {
      return `${buildId}:${version}`;
    },
    get clients() {
      return clients.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
