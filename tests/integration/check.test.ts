import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli, type CliResult } from '../helpers.js';

const fixture = (name: string): string => path.join(repoRoot, 'tests/fixtures', name);
const check = (name: string, args: string[] = [], env?: NodeJS.ProcessEnv): Promise<CliResult> =>
  runCli(['check', '--root', fixture(name), ...args], { env });
/** Output lines with the run time of the summary line made stable. */
const lines = (stdout: string): string[] => stdout.replace(/\(\d+\.\d\d s\)/g, '(T s)').split('\n');

type Problem = { kind: string; source: string; target: string; file: string; line: number };
const link = (source: string, target: string, file: string, line: number): Problem => ({
  kind: 'broken-link',
  source,
  target,
  file,
  line,
});
const anchor = (source: string, target: string, file: string, line: number): Problem => ({
  kind: 'broken-anchor',
  source,
  target,
  file,
  line,
});

const INTRO = 'content/docs/intro.md';
const SETUP = 'content/docs/guides/setup.mdx';
/** Every problem planted in tests/fixtures/check-broken, in report order (by file, then line). */
const BROKEN: Problem[] = [
  link('announcementBar.content', '/docs/changelog', 'config/site.ts', 6),
  link('navbar.items[1]', '/docs/api', 'config/site.ts', 11),
  anchor('footer.links[0].items[0]', '/docs/guides/setup#nope', 'config/site.ts', 19),
  link('/docs/guides/setup', '/docs/jsx-missing', SETUP, 7),
  anchor('/docs/guides/setup', '/docs/intro#gone', SETUP, 9),
  link('/docs/guides/setup', '../intro.md', SETUP, 11),
  link('/docs/intro', '/docs/missing', INTRO, 7),
  anchor('/docs/intro', '/docs/guides/setup#nope', INTRO, 7),
  anchor('/docs/intro', '#nowhere', INTRO, 8),
  link('/docs/intro', './gone.md', INTRO, 9),
  link('/docs/intro', './guides/setup.md', INTRO, 9),
  link('/docs/intro', '/img/banner.png', INTRO, 10),
  link('/docs/intro', 'guides/setpu', INTRO, 11),
  link('/docs/intro', '/docs/raw-missing', INTRO, 15),
  link('/hello', '/docs/tsx-missing', 'content/pages/hello.tsx', 6),
];

describe.concurrent('docsgen check: a clean site', () => {
  it('passes with exit 0 and only the summary line', async () => {
    const result = await check('check-clean');
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toEqual(['0 errors, 0 warnings in 10 pages (T s)', '']);
    expect(result.code).toBe(0);
  });

  it('prints an empty JSON report, and nothing but the summary for GitHub', async () => {
    const json = await check('check-clean', ['--format', 'json']);
    expect(json.stdout).toBe('{"errors":[],"warnings":[]}\n');
    expect(json.code).toBe(0);
    const github = await check('check-clean', ['--format', 'github', '--strict']);
    expect(lines(github.stdout)).toEqual(['0 errors, 0 warnings in 10 pages (T s)', '']);
    expect(github.code).toBe(0);
  });
});

describe.concurrent('docsgen check: broken links and anchors', () => {
  it('reports every broken link and anchor of content and config as JSON (CONTRACT §1)', async () => {
    const result = await check('check-broken', ['--format', 'json']);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ errors: BROKEN, warnings: [] });
    // One JSON object and nothing else on stdout.
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.code).toBe(1);
  });

  it('groups text output by file: `file:line: message -> target`, then the summary', async () => {
    const result = await check('check-broken');
    expect(lines(result.stdout)).toEqual([
      'config/site.ts:6: error: broken link (no such page) -> /docs/changelog',
      'config/site.ts:11: error: broken link (no such page) -> /docs/api',
      'config/site.ts:19: error: broken anchor (/docs/guides/setup has no heading or element with id "nope") -> /docs/guides/setup#nope',
      '',
      'content/docs/guides/setup.mdx:7: error: broken link (no such page) -> /docs/jsx-missing',
      'content/docs/guides/setup.mdx:9: error: broken anchor (/docs/intro has no heading or element with id "gone") -> /docs/intro#gone',
      'content/docs/guides/setup.mdx:11: error: broken link (only Markdown links to .md files are rewritten; link to /docs/intro) -> ../intro.md',
      '',
      'content/docs/intro.md:7: error: broken link (no such page) -> /docs/missing',
      'content/docs/intro.md:7: error: broken anchor (/docs/guides/setup has no heading or element with id "nope") -> /docs/guides/setup#nope',
      'content/docs/intro.md:8: error: broken anchor (this page has no heading or element with id "nowhere") -> #nowhere',
      'content/docs/intro.md:9: error: broken link (no such file content/docs/gone.md) -> ./gone.md',
      'content/docs/intro.md:9: error: broken link (no such file content/docs/guides/setup.md) -> ./guides/setup.md',
      'content/docs/intro.md:10: error: broken link (no such file static/img/banner.png) -> /img/banner.png',
      'content/docs/intro.md:11: error: broken link (resolves to /docs/guides/setpu, no such page) -> guides/setpu',
      'content/docs/intro.md:15: error: broken link (no such page) -> /docs/raw-missing',
      '',
      'content/pages/hello.tsx:6: error: broken link (no such page) -> /docs/tsx-missing',
      '',
      '15 errors, 0 warnings in 5 pages (T s)',
      '',
    ]);
    // CI is set by runCli: no colour codes.
    expect(result.stdout).not.toContain('\x1b[');
    expect(result.code).toBe(1);
  });

  it('emits GitHub Actions annotations with --format github', async () => {
    const result = await check('check-broken', ['--format', 'github']);
    const out = lines(result.stdout);
    expect(out).toHaveLength(BROKEN.length + 2);
    expect(out.slice(0, 3)).toEqual([
      '::error file=config/site.ts,line=6::broken link (no such page) -> /docs/changelog',
      '::error file=config/site.ts,line=11::broken link (no such page) -> /docs/api',
      '::error file=config/site.ts,line=19::broken anchor (/docs/guides/setup has no heading or element with id "nope") -> /docs/guides/setup#nope',
    ]);
    expect(out.slice(3, -2).every((l) => l.startsWith('::error file=content/'))).toBe(true);
    expect(out[8]).toBe(
      '::error file=content/docs/intro.md,line=8::broken anchor (this page has no heading or element with id "nowhere") -> #nowhere',
    );
    expect(out.slice(-2)).toEqual(['15 errors, 0 warnings in 5 pages (T s)', '']);
    expect(result.code).toBe(1);
  });

  it('gives the same report when pages are analysed in worker threads', async () => {
    const result = await check('check-broken', ['--format', 'json'], { DOCSGEN_CHECK_WORKER_THRESHOLD: '1' });
    expect(JSON.parse(result.stdout)).toEqual({ errors: BROKEN, warnings: [] });
    expect(result.code).toBe(1);
  });
});

describe.concurrent('docsgen check: what counts as a link and a heading', () => {
  it('follows the Markdown pipeline: code, comments and <pre> hold none; lists, tables, quotes, admonitions, footnotes and JSX do', async () => {
    const result = await check('check-markdown', ['--format', 'json']);
    const EDGE = 'content/docs/edge.md';
    const MDX = 'content/docs/edge-mdx.mdx';
    expect(JSON.parse(result.stdout)).toEqual({
      errors: [
        link('/docs/edge-mdx', '/docs/in-jsx', MDX, 17),
        link('/docs/edge-mdx', '/docs/in-tabs', MDX, 31),
        link('/docs/edge', '/docs/missing-list', EDGE, 16),
        link('/docs/edge', '/docs/in-table', EDGE, 35),
        link('/docs/edge', '/docs/in-admonition-title', EDGE, 37),
        link('/docs/edge', '/docs/in-admonition', EDGE, 39),
        link('/docs/edge', '/docs/in-quote', EDGE, 45),
        link('/docs/edge', '/docs/after-fence', EDGE, 62),
        link('/docs/edge', '/docs/in-footnote', EDGE, 66),
        link('/docs/edge', '/docs/in-footnote-continuation', EDGE, 68),
        // Reference links are reported at their definition.
        link('/docs/edge', '/docs/ref-target', EDGE, 80),
        link('/docs/edge', '/docs/shortcut-target', EDGE, 81),
        anchor('/docs/edge', '#duplicate-2', EDGE, 89),
        anchor('/docs/edge', '#not-a-heading-in-pre', EDGE, 89),
      ],
      warnings: [],
    });
    expect(result.code).toBe(1);
  });
});

describe.concurrent('docsgen check: duplicate routes', () => {
  const REPORT = {
    errors: [],
    warnings: [
      {
        kind: 'duplicate-route',
        route: '/docs/same',
        files: ['content/docs/first.md', 'content/docs/second.md'],
      },
    ],
  };

  it('reports a duplicate route as a warning naming both files, exit 0', async () => {
    const json = await check('check-duplicate', ['--format', 'json']);
    expect(JSON.parse(json.stdout)).toEqual(REPORT);
    expect(json.code).toBe(0);
    const text = await check('check-duplicate');
    expect(lines(text.stdout)).toEqual([
      'content/docs/second.md:3: warning: duplicate route (content/docs/first.md claims it first and wins) -> /docs/same',
      '',
      '0 errors, 1 warning in 3 pages (T s)',
      '',
    ]);
    expect(text.code).toBe(0);
  });

  it('fails on the warning alone with --strict, in every format', async () => {
    const json = await check('check-duplicate', ['--format', 'json', '--strict']);
    expect(JSON.parse(json.stdout)).toEqual(REPORT);
    expect(json.code).toBe(1);
    const github = await check('check-duplicate', ['--format', 'github', '--strict']);
    expect(lines(github.stdout)).toEqual([
      '::warning file=content/docs/second.md,line=3::duplicate route (content/docs/first.md claims it first and wins) -> /docs/same',
      '0 errors, 1 warning in 3 pages (T s)',
      '',
    ]);
    expect(github.code).toBe(1);
    expect((await check('check-duplicate', ['--strict'])).code).toBe(1);
  });
});

describe.concurrent('docsgen check: content and usage errors', () => {
  it('reports a content error as `file:line:col: message`, exactly as build does', async () => {
    const result = await check('check-content-error');
    expect(result.stdout).toBe('');
    const [first, second, ...rest] = result.stderr.trimEnd().split('\n');
    expect(first).toMatch(/^content\/docs\/bad\.mdx:7:\d+: Expected a closing tag for `<span>`/);
    // An import that names no file is the bundler's error in a build: check finds it too, at the same place.
    expect(second).toBe('content/docs/imports.mdx:5:18: Could not resolve "./parts/note"');
    expect(rest).toEqual(['Check failed with 2 errors.']);
    expect(result.code).toBe(1);
    const out = mkdtempSync(path.join(tmpdir(), 'docsgen-check-build-'));
    try {
      const build = await runCli(['build', '--root', fixture('check-content-error'), '--out', out]);
      expect(build.code).toBe(1);
      expect(build.stderr).toContain(`${first}\n${second}\nBuild failed with 2 errors.\n`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    // A report in JSON stays JSON when pages fail: each problem is a content error.
    const json = await check('check-content-error', ['--format', 'json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      errors: [
        expect.objectContaining({ kind: 'content-error', file: 'content/docs/bad.mdx', line: 7 }),
        {
          kind: 'content-error',
          file: 'content/docs/imports.mdx',
          line: 5,
          column: 18,
          message: 'Could not resolve "./parts/note"',
        },
      ],
      warnings: [],
    });
  });

  it('reports bad front matter the same way, before any link is checked', async () => {
    const result = await check('check-front-matter');
    expect(result.stdout).toBe('');
    const [first, ...rest] = result.stderr.trimEnd().split('\n');
    expect(first).toMatch(/^content\/docs\/bad\.md:3:1: invalid front matter: /);
    expect(rest).toEqual(['Check failed with 1 error.']);
    expect(result.code).toBe(1);
  });

  it('rejects an unknown --format and a missing root with one line, exit 1', async () => {
    const format = await check('check-clean', ['--format', 'xml']);
    expect(format.stderr).toBe('unknown --format "xml" (expected text, json, github)\n');
    expect(format.code).toBe(1);
    const missing = await runCli(['check', '--root', fixture('check-nowhere')]);
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(missing.stderr).toContain('site root not found');
    expect(missing.code).toBe(1);
  });
});

describe.concurrent('docsgen check: the Codex site', () => {
  it('has no broken links, anchors or duplicate routes', async () => {
    const result = await runCli(['check', '--format', 'json']);
    expect(JSON.parse(result.stdout)).toEqual({ errors: [], warnings: [] });
    expect(result.code).toBe(0);
  });
});
