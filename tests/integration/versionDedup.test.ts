import { appendFileSync, mkdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, snapshot } from '../helpers.js';

/** The current version's pages, which a cut copies to versioned_docs/version-3.0. */
const PAGES = ['intro.md', 'guide/setup.md', 'guide/streams.md'];

/** The versions fixture with an image beside a current page, which links to it and to another page. */
function siteWithImage(): string {
  const root = copyFixture('docusaurus-versions');
  mkdirSync(path.join(root, 'docs/guide/img'));
  writeFileSync(path.join(root, 'docs/guide/img/wiring.png'), 'wiring bytes');
  appendFileSync(
    path.join(root, 'docs/guide/setup.md'),
    '\n![Wiring](./img/wiring.png) Next: [streams](./streams.md).\n',
  );
  return root;
}

/**
 * siteWithImage with its current docs cut as version 3.0: three texts each in two versions'
 * folders, with relative links to pages and the image.
 */
async function cutSite(): Promise<string> {
  const root = siteWithImage();
  const cut = await runCli(['docs:version', '3.0', '--root', root]);
  expect(cut.code).toBe(0);
  return root;
}

/** Builds a site root with DEBUG=docsgen, which has the build say how many .md texts it compiled. */
async function build(
  root: string,
  ...args: string[]
): Promise<{ stderr: string; files: Map<string, string> }> {
  const result = await runCli(['build', '--root', root, ...args], { env: { DEBUG: 'docsgen' } });
  expect(result.code, result.stderr).toBe(0);
  return { stderr: result.stderr, files: snapshot(path.join(root, 'build')) };
}

let coldCut: ReturnType<typeof build> | undefined;
/** cutSite built with no cache, once for the tests that compare with it. */
const coldCutBuild = (): ReturnType<typeof build> =>
  (coldCut ??= cutSite().then((root) => build(root, '--no-cache')));

/** The `.md` pages and the texts compiled, as the build's debug line says. */
const compiled = (stderr: string): string | undefined =>
  /docsgen: (\d+ \.md pages, \d+ to compile)/.exec(stderr)?.[1];

/** The files whose content differs between two outputs (and those only one has). */
function differing(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();
}

describe('a page identical across versions', () => {
  it('is compiled once in a cold build, and each copy is written as compiling it alone writes it', async () => {
    const shared = await coldCutBuild();
    // 13 .md pages (the home page, 3 current, 3 in 3.0, 2 in 2.0, 2 in 1.0, 2 of the community
    // docs plugin): 3 texts are in two places.
    expect(compiled(shared.stderr)).toBe('13 .md pages, 10 to compile');
    // The same site with each copy made distinct by a trailing newline: every page is compiled alone.
    const root = await cutSite();
    for (const page of PAGES) appendFileSync(path.join(root, 'versioned_docs/version-3.0', page), '\n');
    const alone = await build(root, '--no-cache');
    expect(compiled(alone.stderr)).toBe('13 .md pages, 13 to compile');
    // The same bytes, but for the copies' Markdown twins, which hold their source (and its newline).
    expect(differing(shared.files, alone.files)).toEqual([
      'docs/guide/setup.md',
      'docs/guide/streams.md',
      'docs/intro.md',
    ]);
    // Each copy links within its own version, to its own copy of the image.
    expect(shared.files.get('docs/guide/setup/index.html')).toContain(
      '<a href="/docs/guide/streams">streams</a>',
    );
    expect(shared.files.get('docs/next/guide/setup/index.html')).toContain(
      '<a href="/docs/next/guide/streams">streams</a>',
    );
    expect(shared.files.get('docs/next/guide/setup/index.html')).toMatch(
      /src="\/assets\/images\/wiring-[0-9a-f]{8}\.png"/,
    );
  }, 60_000);

  it('is not compiled again for a version cut from pages the cache holds, which builds as a cold build does', async () => {
    const root = siteWithImage();
    expect(compiled((await build(root)).stderr)).toBe('10 .md pages, 10 to compile');
    const page = (route: string) => path.join(root, 'build', route, 'index.html');
    const files = (routes: string[]) => routes.map((route) => statSync(page(route)).ino);
    // The pages of the versions other than the last name no other version (the docs-versions
    // file does): they are kept as they are, where the last version's move.
    const others = ['docs/next/intro', 'docs/next/guide/setup', 'docs/1.0/intro', 'docs/1.0/legacy-api'];
    const before = files(others);
    const last = readFileSync(page('docs/intro'), 'utf8');
    expect((await runCli(['docs:version', '3.0', '--root', root])).code).toBe(0);
    const incremental = await build(root);
    // Of the 13 pages, 4 are kept (the two of 1.0 and two of current): the others show the new
    // version (3.0 at /docs, 2.0 moved to /docs/2.0, the pages outside the docs with the full
    // dropdown), or a banner leading to a page that only 3.0 has (current's streams).
    expect(compiled(incremental.stderr)).toBe('9 .md pages, 0 to compile');
    expect(files(others)).toEqual(before);
    expect(readFileSync(page('docs/2.0/intro'), 'utf8')).not.toBe(last);
    const cold = await coldCutBuild();
    expect(differing(incremental.files, cold.files)).toEqual([]);
  }, 60_000);

  it('reports a copy that cannot be placed at its own file, and places the others', async () => {
    const root = await cutSite();
    // An image over Node's 2 GiB limit (a sparse file) in one version's folder only.
    const huge = path.join(root, 'versioned_docs/version-3.0/guide/img/wiring.png');
    truncateSync(huge, 3 * 2 ** 30);
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^versioned_docs\/version-3\.0\/guide\/setup\.md:1:1: cannot compile: .*2 GiB/m,
    );
    expect(result.stderr).not.toMatch(/^docs\/guide\/setup\.md/m);
    expect(result.stderr).toContain('Build failed with 1 error.');
  }, 60_000);
});
