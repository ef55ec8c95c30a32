import { execFile } from 'node:child_process';
import type { LinkOptions } from '../src/node/markdown/links.js';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The docsgen launcher. */
export const cliPath = path.join(repoRoot, 'bin/docsgen.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the docsgen CLI with args and resolves with its exit code and output (never rejects). */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cliPath, ...args],
      {
        cwd: options.cwd ?? repoRoot,
        env: { ...process.env, CI: '1', ...options.env },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** Copies a fixture site root (tests/fixtures/<name>) to a fresh temp folder and returns its path. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `docsgen-${name}-`));
  cpSync(path.join(repoRoot, 'tests/fixtures', name), dir, { recursive: true });
  return dir;
}

/**
 * Copies tests/fixtures/docusaurus-project with its config's `baseUrl` set to `base` (and its
 * `trailingSlash`, when given); returns the copy's root.
 */
export function docusaurusProjectUnder(base: string, trailingSlash?: boolean): string {
  const root = copyFixture('docusaurus-project');
  const config = path.join(root, 'docusaurus.config.js');
  const text = readFileSync(config, 'utf8');
  if (!text.includes("baseUrl: '/',")) throw new Error('the fixture config no longer sets baseUrl');
  const slash = trailingSlash === undefined ? '' : ` trailingSlash: ${trailingSlash},`;
  writeFileSync(config, text.replace("baseUrl: '/',", `baseUrl: '${base}',${slash}`));
  return root;
}

/** Copies a fixture site root and builds it (no cache), expecting success with nothing on stderr; returns the root. */
export async function buildFixture(name: string): Promise<string> {
  const root = copyFixture(name);
  const result = await runCli(['build', '--root', root, '--no-cache']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return root;
}

/** Reads a built file of a site root's build/ folder. */
export function readBuilt(root: string, rel: string): string {
  return readFileSync(path.join(root, 'build', rel), 'utf8');
}

/** Every file under dir (relative path -> content, each byte a character). */
export function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files.map((e) => [
      path.relative(dir, path.join(e.parentPath, e.name)),
      readFileSync(path.join(e.parentPath, e.name), 'latin1'),
    ]),
  );
}

/** Link options for docsgen's own layout under `root`, with the given source file -> route pairs. */
export function docsgenLinks(root: string, routes: Iterable<readonly [string, string]> = []): LinkOptions {
  const folders = { content: ['content/docs', 'content/blog', 'content/pages'], siteDir: 'content' };
  return { root, fileRoutes: new Map(routes), folders };
}
