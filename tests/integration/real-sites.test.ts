import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers.js';

/** What bench/real-sites.js reports for one site of tests/fixtures/real/. */
interface SiteReport {
  site: string;
  exitCode: number | null;
  timedOut: boolean;
  errors: string[];
  warnings: string[];
  expected: number;
  built: number;
  missing: string[];
  extra: string[];
  titleDiffs: { route: string }[];
  leaks: unknown[];
}

/** The redirect docsgen adds at the docs' root when no page is there (Docusaurus answers 404). */
const DOCS_REDIRECT = ['/docs'];

/**
 * What each real site, unchanged and without its node_modules, builds of what Docusaurus emits:
 * the routes it leaves out (`missing`) and those it adds.
 */
const STATE: Record<string, { missing: string[]; extra: string[]; titles?: string[] }> = {
  // An empty blog: its list page is there, as Docusaurus has it.
  'react-strict-dom': { missing: [], extra: [] },
  // Versions and locales: the redirect at each locale's docs root.
  'ssml-editor': { missing: [], extra: ['/docs', '/zh-Hans/docs'] },
  // Four released versions and `next`, `trailingSlash: false`: the redirect at /docs, which the
  // latest version's docs leave free (its intro is at /docs/intro).
  'generate-license-file': { missing: [], extra: DOCS_REDIRECT },
  // Its API, community and contributing docs are three more instances of the docs plugin.
  boyka: { missing: [], extra: DOCS_REDIRECT },
  kysely: { missing: [], extra: DOCS_REDIRECT },
  nitro: { missing: [], extra: DOCS_REDIRECT },
  // Docs only, at the site's root (`routeBasePath: '/'`), under `/phspectra/`: no redirect.
  phspectra: { missing: [], extra: [] },
  // Docs and blog only (see its SOURCE.md).
  prettier: { missing: [], extra: [] },
  // Docs at the root in four locales, with docs tags (`/tags`, one page per tag).
  necord: { missing: [], extra: [] },
  yoga: { missing: [], extra: DOCS_REDIRECT },
};

/** A content error or warning with its place. */
const LOCATED = /^[^\s:]+:\d+:\d+: /;

describe('real Docusaurus sites, unchanged (tests/fixtures/real, bench/real-sites.js)', () => {
  let reports: SiteReport[] = [];
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'bench/real-sites.js'), '--json', '--list', '1000', '--timeout', '120'],
      { cwd: repoRoot, maxBuffer: 64 << 20 },
    );
    reports = JSON.parse(stdout) as SiteReport[];
    // About 90 s on two cores; far more when the machine is busy with other work.
  }, 600_000);

  it('covers every site of the corpus', () => {
    expect(reports.map((r) => r.site).sort()).toEqual(Object.keys(STATE).sort());
  });

  it.each(Object.entries(STATE))('%s: builds its routes with no MDX leaked', (name, state) => {
    const report = reports.find((r) => r.site === name)!;
    expect(report.timedOut).toBe(false);
    expect(report.exitCode, report.errors.join('\n')).toBe(0);
    // Every warning names its place.
    for (const line of report.warnings) expect(line).toMatch(LOCATED);
    expect(report.missing).toEqual(state.missing);
    expect(report.extra).toEqual(state.extra);
    expect(report.built).toBe(report.expected - report.missing.length + report.extra.length);
    expect(report.titleDiffs.map((diff) => diff.route)).toEqual(state.titles ?? []);
    expect(report.leaks).toEqual([]);
  });
});

describe("nitro's swizzled DocItem/TOC/Desktop (tests/fixtures/real/nitro/src/theme)", () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'docsgen-nitro-'));
  const out = path.join(tmp, 'out');
  beforeAll(async () => {
    cpSync(path.join(repoRoot, 'tests/fixtures/real/nitro'), path.join(tmp, 'site'), { recursive: true });
    const result = await runCli(['build', '--root', path.join(tmp, 'site'), '--out', out, '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('shows its card under the table of contents, which lists the headings as before, with its CSS and no island', () => {
    const page = readFileSync(path.join(out, 'docs/getting-started/what-is-nitro/index.html'), 'utf8');
    const side = page.slice(page.indexOf('<aside class="doc__toc">'), page.indexOf('</section>'));
    expect(side).toMatch(/<div class="styles_\w+_stickyColumn"><nav class="toc" aria-label="On this page">/);
    expect(side).toMatch(/<h3 class="styles_\w+_ctaTitle">Building something ambitious\?<\/h3>/);
    expect(side).toContain('href="https://margelo.com"');
    // Every h2 and h3 of the body, in order.
    const body = page.slice(page.indexOf('<div class="markdown">'), page.indexOf('<aside class="doc__toc">'));
    const headings = [...body.matchAll(/<h[23] id="([^"]+)"/g)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(3);
    expect([...side.matchAll(/class="toc__link" href="#([^"]+)"/g)].map((m) => m[1])).toEqual(headings);
    expect(page).not.toContain('data-island');
    const css = readdirSync(path.join(out, 'assets/css')).map((f) =>
      readFileSync(path.join(out, 'assets/css', f), 'utf8'),
    );
    expect(css.some((text) => /\.styles_\w+_ctaCard \{/.test(text))).toBe(true);
  });
});
