import { statSync, type Stats } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_FILE } from '../../shared/constants.js';
import { normaliseHtmlPath } from '../../shared/paths.js';
import { decodeUrlPath, encodePath } from '../content/routePath.js';
import { outputBase } from './outputBase.js';
import { parseRequestPath } from './parseRequestPath.js';
import { readHead } from './readHead.js';
import { withoutBase } from './withoutBase.js';

/** What a request target stands for in the output folder. */
export type Resolution =
  | { kind: 'file'; file: string; stats: Stats; pathname: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

export interface Resolver {
  /**
   * Maps a raw request target, its base URL taken off (see withoutBase), to a file, a redirect (a
   * location of the site's root, as the target), not-found or bad-request.
   */
  resolve(rawUrl: string): Promise<Resolution>;
  /** The base URL the output was built for (its pages' `data-base`), undefined while there is no output. */
  base(): Promise<string | undefined>;
}

interface RouteFolder {
  /**
   * The route as the build generated it, decoded as request paths are: `/docs/x` or `/icons/`
   * (both live in `<folder>/index.html`).
   */
  canonical: string;
  file: string;
  stats: Stats;
}

/** One output folder as a request saw it, with what was learnt of it (dropped with the folder). */
interface Snapshot {
  /** `dev:ino:ctime` of outDir, or `missing`. */
  identity: string;
  realOut: string;
  base: string | undefined;
  /** Each route folder's canonical route (see RouteFolder), by its slash-less path. */
  canonicals: Map<string, string>;
  /** Whether a file's real path lies inside the output, by its path. */
  contained: Map<string, boolean>;
}

/** How often a request resolves again when the output was swapped while it looked. */
const SWAP_RETRIES = 3;

/**
 * Resolves requests against outDir afresh each time: the build swaps in a new folder on every
 * build, so nothing may hold on to the old one. What is remembered (each folder's canonical route,
 * symlink checks) belongs to one folder, by its identity. A request that saw the folder change
 * while it looked resolves again: what it read may have come from neither folder whole.
 */
export function createResolver(outDir: string): Resolver {
  let current: Snapshot = {
    identity: '',
    realOut: outDir,
    base: undefined,
    canonicals: new Map(),
    contained: new Map(),
  };

  async function snapshot(): Promise<Snapshot> {
    let stats = statQuietly(outDir);
    // commitStaging renames the old folder away, then the new one in: retry across that instant.
    // An output that was already missing (a first build) is simply missing: no request waits for it.
    for (let attempt = 0; attempt < 5 && !stats && current.identity !== 'missing'; attempt++) {
      await new Promise((r) => setTimeout(r, 10 * (attempt + 1)));
      stats = statQuietly(outDir);
    }
    const identity = stats ? `${stats.dev}:${stats.ino}:${stats.ctimeMs}` : 'missing';
    if (identity === current.identity) return current;
    const realOut = await realpath(outDir).catch(() => outDir);
    const base = stats ? await outputBase(outDir) : undefined;
    current = { identity, realOut, base, canonicals: new Map(), contained: new Map() };
    return current;
  }

  async function fileAt(snap: Snapshot, abs: string): Promise<Stats | undefined> {
    const stats = statQuietly(abs);
    if (!stats?.isFile()) return undefined;
    // A symlink copied in from static/ could point anywhere: only serve what really lies inside.
    let inside = snap.contained.get(abs);
    if (inside === undefined) {
      const real = await realpath(abs).catch(() => '');
      inside = real.startsWith(snap.realOut + path.sep);
      snap.contained.set(abs, inside);
    }
    return inside ? stats : undefined;
  }

  /** The route folder for a slash-less path (`''` is the root), if it has an index.html. */
  async function routeFolder(snap: Snapshot, trimmed: string): Promise<RouteFolder | undefined> {
    const file = path.join(outDir, trimmed, 'index.html');
    const stats = await fileAt(snap, file);
    if (!stats) return undefined;
    let canonical = snap.canonicals.get(trimmed);
    if (canonical === undefined) {
      // Payloads give their route under the base URL; folders are the site root's.
      const payloadRoute = await readRoute(path.join(outDir, trimmed, PAGE_DATA_FILE));
      const route = payloadRoute === undefined ? undefined : withoutBase(payloadRoute, snap.base ?? '/');
      // A folder docsgen did not generate (e.g. static/x/index.html) is served directory-style.
      const decoded = route === undefined ? undefined : decodeUrlPath(route);
      canonical = decoded !== undefined && stripSlash(decoded) === trimmed ? decoded : `${trimmed}/`;
      snap.canonicals.set(trimmed, canonical);
    }
    return { canonical, file, stats };
  }

  async function resolveIn(snap: Snapshot, pathname: string, search: string): Promise<Resolution> {
    const htmlTarget = normaliseHtmlPath(pathname);
    if (htmlTarget !== null) {
      // `/x.html` and `/x/index.html` are spellings of the route `/x` (or `/x/`): send them there.
      const route = await routeFolder(snap, stripSlash(htmlTarget));
      if (route) return { kind: 'redirect', location: locationOf(route.canonical) + search };
    } else {
      const route = await routeFolder(snap, stripSlash(pathname));
      if (route) {
        if (route.canonical === pathname)
          return { kind: 'file', file: route.file, stats: route.stats, pathname };
        return { kind: 'redirect', location: locationOf(route.canonical) + search };
      }
    }

    const file = path.join(outDir, pathname);
    if (!file.startsWith(outDir + path.sep)) return { kind: 'not-found' };
    const stats = await fileAt(snap, file);
    return stats ? { kind: 'file', file, stats, pathname } : { kind: 'not-found' };
  }

  return {
    async base() {
      return (await snapshot()).base;
    },
    async resolve(rawUrl) {
      const parsed = parseRequestPath(rawUrl);
      if (!parsed.ok) return parsed.status === 400 ? { kind: 'bad-request' } : { kind: 'not-found' };
      let snap = await snapshot();
      for (let attempt = 0; ; attempt++) {
        const resolution = await resolveIn(snap, parsed.pathname, parsed.search);
        const after = await snapshot();
        if (after.identity === snap.identity || attempt === SWAP_RETRIES) return resolution;
        snap = after;
      }
    },
  };
}

/**
 * Stats synchronously, undefined when missing. Two or three stats per request are cached metadata
 * lookups of a few microseconds; the async form costs a thread-pool round trip each, and every
 * miss (most requests probe `<path>/index.html` first) would build an Error with a stack.
 */
function statQuietly(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    // ENOTDIR (a file used as a folder) and the like: just as missing.
    return undefined;
  }
}

/** A decoded path as a Location header holds it: encoded as routes are, and ASCII only. */
function locationOf(pathname: string): string {
  return encodePath(pathname).replace(/[^\p{ASCII}]+/gu, encodeURIComponent);
}

/** `/docs/x/` -> `/docs/x`, `/` -> `` (the form folders are keyed by). */
function stripSlash(route: string): string {
  return route.endsWith('/') ? route.slice(0, -1) : route;
}

/** Reads the `route` of a page-data.json; it is the first key, so a short prefix usually suffices. */
async function readRoute(file: string): Promise<string | undefined> {
  try {
    const head = await readHead(file);
    const match = /^\{"route":("(?:[^"\\]|\\.)*")/.exec(head);
    const route: unknown = match?.[1]
      ? JSON.parse(match[1])
      : (JSON.parse(await readFile(file, 'utf8')) as { route?: unknown }).route;
    return typeof route === 'string' ? route : undefined;
  } catch {
    return undefined;
  }
}
