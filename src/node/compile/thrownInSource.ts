import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SiteError } from '../errors.js';
import { toPosix } from '../paths.js';

/** A bundle's source map (`<bundle>.map`, esbuild's `sourcemap: true`), if it is there. */
export function bundleMap(bundle: string): string | undefined {
  const map = `${bundle}.map`;
  return existsSync(map) ? readFileSync(map, 'utf8') : undefined;
}

/**
 * An error that code of a bundle threw (as it loaded or rendered), placed at the site's file,
 * line and column it came from: the bundle's first frame in the stack, through the bundle's
 * source map (read now, or earlier for a bundle whose folder is gone). Undefined when the stack
 * names no place in the bundle, or the place maps to no file of the site.
 */
export function thrownInSource(
  error: unknown,
  bundle: string,
  root: string,
  what: string,
  map = bundleMap(bundle),
): SiteError | undefined {
  const href = pathToFileURL(bundle).href;
  const frame = (error as Error).stack?.split('\n').find((line) => line.includes(`${href}:`));
  const at = frame && /:(\d+):(\d+)\)?$/.exec(frame);
  if (!at || map === undefined) return undefined;
  const entry = new SourceMap(JSON.parse(map)).findEntry(Number(at[1]) - 1, Number(at[2]) - 1);
  if (!('originalSource' in entry)) return undefined;
  const source = path.resolve(path.dirname(bundle), entry.originalSource);
  const file = toPosix(path.relative(root, source));
  if (file.startsWith('../') || file.includes('node_modules/')) return undefined;
  return new SiteError(
    `${what}: ${(error as Error).message}`,
    file,
    entry.originalLine + 1,
    entry.originalColumn + 1,
  );
}
