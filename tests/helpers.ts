import { execFile } from 'node:child_process';
import type { LinkOptions } from '../src/node/markdown/links.js';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';

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

/** A finished `docsgen build`: its exit code and output, and the site root and output folder it built. */
export interface SiteBuild extends CliResult {
  root: string;
  out: string;
}

/** A site for sharedBuild: its root, its output folder (default `<root>/build`) and how to run the CLI. */
export interface SharedSite {
  root: string;
  out?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/**
 * Builds a site (no cache) once per test run, whichever test file asks for `key` first; `site` makes
 * its root, given a folder of the run's scratch folder that belongs to this build. Test files run
 * in parallel processes: the first to take the key's lock builds, the others wait for its result.
 * The output is shared: tests only read it, and a test that changes a site builds its own copy.
 */
export async function sharedBuild(key: string, site: (dir: string) => SharedSite): Promise<SiteBuild> {
  const dir = path.join(inject('e2eDir'), key);
  const done = path.join(dir, 'build.json');
  let owner = true;
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    owner = false;
  }
  if (owner) {
    let build: SiteBuild | { error: string };
    try {
      const { root, out, env, cwd } = site(dir);
      const result = await runCli(['build', '--root', root, ...(out ? ['--out', out] : []), '--no-cache'], {
        env,
        cwd,
      });
      build = { ...result, root, out: out ?? path.join(root, 'build') };
    } catch (error) {
      build = { error: String(error) };
    }
    // Renamed into place: a waiting file never reads it half written.
    writeFileSync(`${done}.part`, JSON.stringify(build));
    renameSync(`${done}.part`, done);
  }
  for (let waited = 0; waited < 180_000; waited += 100) {
    if (existsSync(done)) {
      const build = JSON.parse(readFileSync(done, 'utf8')) as SiteBuild | { error: string };
      if ('error' in build) throw new Error(`the shared build ${key} could not start: ${build.error}`);
      return build;
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for the shared build ${key}`);
}

/** The Codex site's shared build (sharedBuild) into the scratch folder: its output and its stderr. */
export async function codexBuild(): Promise<{ out: string; stderr: string }> {
  const build = await sharedBuild('codex', (dir) => ({ root: repoRoot, out: path.join(dir, 'site') }));
  if (build.code !== 0) throw new Error(`docsgen build failed:\n${build.stderr}`);
  return build;
}

/** The output folder of the Codex site's shared build (codexBuild). */
export async function builtSite(): Promise<string> {
  return (await codexBuild()).out;
}

/** Copies a fixture site root (tests/fixtures/<name>) to a fresh temp folder and returns its path. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `docsgen-${name}-`));
  cpSync(path.join(repoRoot, 'tests/fixtures', name), dir, { recursive: true });
  return dir;
}

/**
 * Copies a fixture site root whose config imports packages docsgen has as dev dependencies
 * (remark-math, rehype-katex): they are linked into the copy's node_modules, as a site has its own
 * installed (a folder of its own, where the build cache goes).
 */
export function copyFixtureWithPackages(name: string, packages: readonly string[]): string {
  const dir = copyFixture(name);
  mkdirSync(path.join(dir, 'node_modules'));
  for (const pkg of packages)
    symlinkSync(path.join(repoRoot, 'node_modules', pkg), path.join(dir, 'node_modules', pkg), 'dir');
  return dir;
}

/** The packages tests/fixtures/docusaurus-plugins imports (its config and its own remark plugin). */
export const PLUGIN_FIXTURE_PACKAGES = ['remark-math', 'rehype-katex', 'unist-util-visit'] as const;

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

/**
 * The fixture builds that test files share (sharedBuild): each is built once per run, by the
 * first file that needs it, and only read.
 */
const SHARED_FIXTURES = {
  'docusaurus-imports': () => ({ root: copyFixture('docusaurus-imports') }),
  // Page workers forced: the plugins still apply, as the site's pages compile on the main thread.
  'docusaurus-plugins': () => ({
    root: copyFixtureWithPackages('docusaurus-plugins', PLUGIN_FIXTURE_PACKAGES),
    env: { DOCSGEN_WORKERS: 'shared:2', DEBUG: 'docsgen' },
  }),
  'docusaurus-swizzle': () => ({ root: copyFixture('docusaurus-swizzle') }),
  'docusaurus-versions': () => ({ root: copyFixture('docusaurus-versions') }),
  'docusaurus-i18n': () => ({ root: copyFixture('docusaurus-i18n') }),
  // baseUrl '/project/', as a GitHub Pages project site has it.
  'docusaurus-project-base': () => ({ root: docusaurusProjectUnder('/project/') }),
} satisfies Record<string, () => SharedSite>;

/** The name of a shared fixture build. */
export type SharedFixture = keyof typeof SHARED_FIXTURES;

/** A fixture's shared build (SHARED_FIXTURES): built once per test run; read it, never change it. */
export function fixtureBuild(name: SharedFixture): Promise<SiteBuild> {
  return sharedBuild(name, SHARED_FIXTURES[name]);
}

/** Replaces `from` (which must be there) with `to` in a site's file `rel`, as a test edits a copied fixture. */
export function rewriteFile(root: string, rel: string, from: string, to: string): void {
  const file = path.join(root, rel);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
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

/**
 * Writes a site root of `pages` small docs in one autogenerated sidebar, and a post per 20 docs
 * (five tags): parts (each a category with a generated index) of 50-page topics (categories
 * without a page of their own), `parts` of them whatever the size, so that the sidebar's top level
 * stays the same and its lists grow as a large site's do.
 */
export function writeOneSidebarSite(root: string, pages: number, parts = 10): void {
  const topics = Math.ceil(pages / 50);
  const write = (rel: string, text: string): void => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  for (let t = 0; t < topics; t++) {
    const dir = `content/docs/part-${t % parts}/topic-${t}`;
    write(
      `content/docs/part-${t % parts}/_category_.json`,
      `{"label":"Part ${t % parts}","link":{"type":"generated-index"}}`,
    );
    write(`${dir}/_category_.json`, `{"label":"Topic ${t}","position":${t}}`);
    for (let i = t * 50; i < Math.min(pages, (t + 1) * 50); i++)
      write(
        `${dir}/page-${i}.md`,
        `---\ntitle: Page ${i}\nsidebar_position: ${i}\n---\n\nWords of page ${i}, about topic ${t}.\n\n## Part\n\nMore words.\n`,
      );
  }
  for (let p = 0; p < pages / 20; p++)
    write(
      `content/blog/2024-01-${String((p % 28) + 1).padStart(2, '0')}-post-${p}.md`,
      `---\ntitle: Post ${p}\ntags: [tag-${p % 5}]\n---\n\nPost ${p} says a few words.\n`,
    );
  write('config/site.ts', `export default { title: 'One', url: 'https://one.example.test' };\n`);
}
