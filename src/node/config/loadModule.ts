import type { Message } from 'esbuild';
import { hash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { esbuild } from '../esbuild.js';
import { fileStamp } from '../fileStamp.js';
import { importModule } from '../importModule.js';
import { SiteError } from '../errors.js';
import { foreignModule } from './foreignModule.js';

/** A config module's bundle kept in the cache, with the files it was made from and their size and mtime. */
interface KeptBundle {
  module: string;
  inputs: [file: string, stamp: string | undefined][];
}

let loads = 0;

/**
 * Bundles a TypeScript/JavaScript config module with esbuild and imports it, returning its default
 * export. Given a cache folder, the bundle is kept there: while none of the files it was made from
 * changed, it is imported again without running esbuild, which takes most of the 70 to 100 ms a
 * `--no-cache` build spends on its two config files. A `foreign` module (another tool's config,
 * such as docusaurus.config.js) may be CommonJS and import packages that are not installed: see
 * foreignModule.
 */
export async function loadModule(
  file: string,
  root: string,
  cacheDir?: string,
  foreign = false,
): Promise<unknown> {
  const relative = path.relative(root, file);
  if (cacheDir)
    return evaluateModule(
      keptBundle(file, cacheDir) ?? (await keepBundle(file, root, cacheDir, foreign)),
      relative,
    );
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-config-'));
  try {
    const out = path.join(dir, 'config.mjs');
    await writeFile(out, (await bundle(file, root, foreign)).code);
    return await evaluateModule(out, relative);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Evaluates a bundled module afresh (a new URL each time: config may read the environment) and returns its default export. */
async function evaluateModule(file: string, relative: string): Promise<unknown> {
  try {
    const mod = await importModule<{ default?: unknown }>(`${pathToFileURL(file).href}?load=${++loads}`);
    return mod.default;
  } catch (error) {
    throw new SiteError(`failed to evaluate: ${(error as Error).message}`, relative);
  }
}

/** Bundles a module with esbuild (loaded only now), returning its code and the local files it read. */
async function bundle(
  file: string,
  root: string,
  foreign: boolean,
): Promise<{ code: string; inputs: string[] }> {
  const { build } = esbuild();
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      ...(foreign ? foreignModule(file) : { packages: 'external' as const }),
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
    return { code: result.outputFiles[0]?.text ?? '', inputs };
  } catch (error) {
    throw esbuildError(error, root) ?? new SiteError(String(error), path.relative(root, file));
  }
}

function recordOf(file: string, cacheDir: string): string {
  return path.join(cacheDir, `config-${hash('sha1', file, 'hex').slice(0, 12)}.json`);
}

function readKept(file: string, cacheDir: string): KeptBundle | undefined {
  try {
    return JSON.parse(readFileSync(recordOf(file, cacheDir), 'utf8')) as KeptBundle;
  } catch {
    return undefined;
  }
}

/** The kept bundle of a config module, while every file it was made from is as it was. */
function keptBundle(file: string, cacheDir: string): string | undefined {
  const kept = readKept(file, cacheDir);
  const same = kept?.inputs.every(([input, stamp]) => fileStamp(input) === stamp);
  return same && existsSync(kept!.module) ? kept!.module : undefined;
}

/** Bundles a config module and keeps the bundle in the cache (replacing the one before it). */
async function keepBundle(file: string, root: string, cacheDir: string, foreign: boolean): Promise<string> {
  const { code, inputs } = await bundle(file, root, foreign);
  const record = recordOf(file, cacheDir);
  const module = `${record.slice(0, -'.json'.length)}-${hash('sha1', code, 'hex').slice(0, 12)}.mjs`;
  const before = readKept(file, cacheDir)?.module;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(module, code);
  const kept: KeptBundle = { module, inputs: inputs.map((input) => [input, fileStamp(input)]) };
  writeFileSync(record, JSON.stringify(kept));
  if (before && before !== module) rmSync(before, { force: true });
  return module;
}

/** Turns an esbuild failure into a SiteError at the first error's location, if it carries one. */
export function esbuildError(error: unknown, root: string): SiteError | undefined {
  const errors = (error as { errors?: Message[] }).errors;
  const first = errors?.[0];
  if (!first) return undefined;
  const loc = first.location;
  // esbuild reports columns 0-based, and files relative to its working folder (this process's).
  return new SiteError(
    first.text,
    loc ? path.relative(root, path.resolve(loc.file)) : undefined,
    loc?.line ?? 1,
    (loc?.column ?? 0) + 1,
  );
}
