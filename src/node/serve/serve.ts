import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { outputDir } from '../paths.js';
import { assertSiteRoot } from '../siteRoot.js';
import { formatMs } from '../task.js';
import { createLiveReload } from './createLiveReload.js';
import { createPreview } from './createPreview.js';
import { abortRebuilds, createRebuilder } from './createRebuilder.js';
import { createRebuildQueue } from './createRebuildQueue.js';
import { createRequestHandler } from './createRequestHandler.js';
import { formatBuildError } from './formatBuildError.js';
import { isOutputStale } from './isOutputStale.js';
import { listen, serverUrl } from './listen.js';
import { outputBase } from './outputBase.js';
import { watchSite } from './watchSite.js';
import { localeOutDir } from '../localeOutDir.js';

export interface ServeOptions {
  root: string;
  out?: string;
  port: number;
  host: string;
  watch: boolean;
  /** Build and serve this locale only: its site is its folder of the output (`/fr/`); the whole output is served. */
  locale?: string;
}

/**
 * How long shutdown waits for a running build. Waiting is the rule: a build cut short leaves its
 * staging folder behind and makes esbuild's service process crash loudly (and the build's
 * synchronous stretches delay any timer anyway). The bound is for a build that hangs, so a
 * supervisor's SIGTERM still ends the process; a second Ctrl-C stops at once.
 */
const SHUTDOWN_GRACE_MS = 10_000;

/** How long a first build (watch mode, no output yet) waits for the first on-demand page before compiling. */
const FIRST_PAGE_WAIT_MS = 1000;

/**
 * `docsgen serve`: serves the output folder (building it first when there is none) until SIGINT or
 * SIGTERM. With `watch`, changes rebuild the site and reload open pages; build errors are shown in
 * the terminal and in every page, and never stop the server.
 */
export async function serve(options: ServeOptions): Promise<void> {
  const root = path.resolve(options.root);
  const outDir = outputDir(root, options.out);
  assertSiteRoot(root);
  const siteDir = options.locale === undefined ? outDir : await localeOutDir(root, outDir, options.locale);
  const hadOutput = existsSync(path.join(siteDir, 'index.html'));
  const live = options.watch ? createLiveReload() : undefined;
  // With nothing built yet, watch mode serves pages on demand while its first build runs.
  const preview = live && !hadOutput ? createPreview() : undefined;
  const rebuild = createRebuilder(
    root,
    outDir,
    options.locale,
    preview &&
      ((p) => {
        preview.set(p);
        return preview.firstPage(FIRST_PAGE_WAIT_MS);
      }),
  );
  const queue = live && createRebuildQueue(rebuild, root, live, preview !== undefined);
  // Watch before the first build, so an edit made while it runs is rebuilt right after it.
  const watcher =
    queue &&
    live &&
    watchSite(root, outDir, (files) => queue.schedule(files), {
      // Shown as a content error (in the terminal and every page), never fatal; fixing the cause
      // changes a watched file, and the rebuild that follows clears it.
      onError(error) {
        const problems = formatBuildError(error, root);
        process.stderr.write(`${problems.map((p) => p.message).join('\n')}\n`);
        live.showError(problems);
      },
    });
  const server = createServer(createRequestHandler({ outDir, live, preview }));
  // Handlers go in before anything is announced: a signal sent the moment the URL appears (or
  // during the first build) must stop the server cleanly, not kill it.
  let building = false;
  const signals = watchSignals({
    onSignal() {
      if (building || queue?.busy)
        process.stderr.write('Stopping once the running build finishes (Ctrl-C again to stop now)…\n');
    },
    async beforeForcedExit() {
      await abortRebuilds().catch(() => undefined);
      removeOwnStaging(outDir);
    },
  });

  let port = 0;
  try {
    if (!hadOutput) {
      if (queue) {
        // In watch mode a broken first build is shown as the overlay, not fatal; the server
        // starts at once and makes pages on demand until the build is done.
        queue.schedule([]);
        void queue.idle().then(() => preview?.set(undefined));
      } else {
        const started = performance.now();
        building = true;
        await rebuild([]);
        building = false;
        process.stdout.write(`Built in ${formatMs(performance.now() - started)}\n`);
      }
    }
    if (!signals.received) {
      port = await listen(server, options.port, options.host);
      await watcher?.ready;
    }
  } catch (error) {
    await watcher?.close();
    live?.close();
    server.close();
    signals.dispose();
    throw error;
  }

  if (!signals.received) {
    // The site is served under its base URL: the address printed is the site's home page.
    const base = existsSync(siteDir) ? await outputBase(siteDir) : ((await preview?.base()) ?? '/');
    process.stdout.write(
      `Serving ${path.relative(process.cwd(), outDir) || '.'}/ at ${serverUrl(options.host, port)}${base.slice(1)}\n`,
    );
    // An existing output may predate edits made while no server ran: serve it at once, and catch
    // up in the background (open pages reload when that build lands).
    if (queue && hadOutput) {
      void isOutputStale(root, outDir).then((stale) => {
        if (stale) queue.schedule([]);
      });
    }
  }

  await signals.stopped;
  await watcher?.close();
  live?.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await queue?.stop();
}

interface Signals {
  /** Resolves at the first SIGINT or SIGTERM. */
  stopped: Promise<void>;
  readonly received: boolean;
  /** Removes the handlers (when serve fails before it runs). */
  dispose(): void;
}

/**
 * Catches the first SIGINT/SIGTERM; a second one gets Node's default (exit at once). If shutdown
 * then outlasts the grace period, `beforeForcedExit` runs and the process exits 0 anyway.
 */
function watchSignals(hooks: { onSignal(): void; beforeForcedExit(): Promise<void> }): Signals {
  let received = false;
  let dispose = (): void => {};
  const stopped = new Promise<void>((resolve) => {
    const stop = (): void => {
      dispose();
      received = true;
      hooks.onSignal();
      setTimeout(() => {
        void hooks.beforeForcedExit().finally(() => process.exit(0));
      }, SHUTDOWN_GRACE_MS).unref();
      resolve();
    };
    dispose = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return {
    stopped,
    get received() {
      return received;
    },
    dispose: () => dispose(),
  };
}

/** Removes the staging folders this process's unfinished build left next to the output. */
function removeOwnStaging(outDir: string): void {
  const prefix = `${path.basename(outDir)}.staging-${process.pid}-`;
  try {
    for (const name of readdirSync(path.dirname(outDir))) {
      if (name.startsWith(prefix))
        rmSync(path.join(path.dirname(outDir), name), { recursive: true, force: true });
    }
  } catch {
    // Nothing to tidy (or no permission): exiting matters more.
  }
}
