import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { assertSiteRoot } from '../build/build.js';
import { formatMs } from '../task.js';
import { createLiveReload } from './createLiveReload.js';
import { createRebuilder } from './createRebuilder.js';
import { createRebuildQueue } from './createRebuildQueue.js';
import { createRequestHandler } from './createRequestHandler.js';
import { isOutputStale } from './isOutputStale.js';
import { listen, serverUrl } from './listen.js';
import { watchSite } from './watchSite.js';

export interface ServeOptions {
  root: string;
  out?: string;
  port: number;
  host: string;
  watch: boolean;
}

/** How long shutdown may wait for a running rebuild before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 3000;

/**
 * `docsgen serve`: serves the output folder (building it first when there is none) until SIGINT or
 * SIGTERM. With `watch`, changes rebuild the site and reload open pages; build errors are shown in
 * the terminal and in every page, and never stop the server.
 */
export async function serve(options: ServeOptions): Promise<void> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(options.out ?? path.join(root, 'build'));
  assertSiteRoot(root);
  const rebuild = createRebuilder(root, outDir);
  const live = options.watch ? createLiveReload() : undefined;
  const queue = live && createRebuildQueue(rebuild, root, live);
  // Watch before the first build, so an edit made while it runs is rebuilt right after it.
  const watcher = queue && watchSite(root, outDir, (files) => queue.schedule(files));
  const server = createServer(createRequestHandler({ outDir, live }));
  const hadOutput = existsSync(outDir);

  let port: number;
  try {
    if (!hadOutput) {
      if (queue) {
        // In watch mode a broken first build is shown as the overlay, not fatal.
        queue.schedule([]);
        await queue.idle();
      } else {
        const started = performance.now();
        await rebuild([]);
        process.stdout.write(`Built in ${formatMs(performance.now() - started)}\n`);
      }
    }
    port = await listen(server, options.port, options.host);
    await watcher?.ready;
  } catch (error) {
    await watcher?.close();
    live?.close();
    server.close();
    throw error;
  }
  process.stdout.write(
    `Serving ${path.relative(process.cwd(), outDir) || '.'}/ at ${serverUrl(options.host, port)}\n`,
  );

  // An existing output may predate edits made while no server ran: serve it at once, and catch up
  // in the background (open pages reload when that build lands).
  if (queue && hadOutput) {
    void isOutputStale(root, outDir).then((stale) => {
      if (stale) queue.schedule([]);
    });
  }

  await untilSignal();
  // Exit 0 even if a rebuild is mid-flight and slow to finish: waiting for it is a courtesy, not a must.
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  await watcher?.close();
  live?.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await queue?.idle();
}

function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
