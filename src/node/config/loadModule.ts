import { build, type Message } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SiteError } from '../errors.js';

/** Bundles a TypeScript/JavaScript config module with esbuild and imports it, returning its default export. */
export async function loadModule(file: string, root: string): Promise<unknown> {
  const relative = path.relative(root, file);
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (error) {
    throw esbuildError(error, root) ?? new SiteError(String(error), relative);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-config-'));
  const out = path.join(dir, 'config.mjs');
  try {
    await writeFile(out, code);
    const mod = (await import(pathToFileURL(out).href)) as { default?: unknown };
    return mod.default;
  } catch (error) {
    throw new SiteError(`failed to evaluate: ${(error as Error).message}`, relative);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Turns an esbuild failure into a SiteError at the first error's location, if it carries one. */
export function esbuildError(error: unknown, root: string): SiteError | undefined {
  const errors = (error as { errors?: Message[] }).errors;
  const first = errors?.[0];
  if (!first) return undefined;
  const loc = first.location;
  // esbuild reports columns 0-based.
  return new SiteError(
    first.text,
    loc ? path.relative(root, path.resolve(root, loc.file)) : undefined,
    loc?.line ?? 1,
    (loc?.column ?? 0) + 1,
  );
}
