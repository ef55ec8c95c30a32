import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';

/** What bench/real-sites.js reports for one site of tests/fixtures/real/. */
interface SiteReport {
  site: string;
  exitCode: number | null;
  timedOut: boolean;
  errors: string[];
  expected: number;
  built: number;
  missing: string[];
  extra: string[];
  titleDiffs: unknown[];
  leaks: unknown[];
}

/**
 * Each real site as it builds today, unchanged and without its node_modules: the routes Docusaurus
 * emits that docsgen does not (`missing`), or the imports it cannot resolve yet (`unresolved`,
 * Docusaurus's runtime modules and the site's packages, which its own install would provide).
 */
const RUNTIME = /^(?:@docusaurus\/|@theme\/|@site\/|[\w@])/;
const STATE: Record<string, { missing: string[] } | { unresolved: RegExp }> = {
  // An empty blog: Docusaurus still emits its list page.
  'react-strict-dom': { missing: ['/blog'] },
  boyka: { unresolved: RUNTIME },
  kysely: { unresolved: RUNTIME },
  nitro: { unresolved: RUNTIME },
  yoga: { unresolved: RUNTIME },
};

/** A content error or warning with its place, or the build's summary line. */
const LOCATED = /^[^\s:]+:\d+:\d+: |^Build failed with \d+ errors?\.$/;

describe('real Docusaurus sites, unchanged (tests/fixtures/real, bench/real-sites.js)', () => {
  let reports: SiteReport[] = [];
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'bench/real-sites.js'), '--json', '--list', '1000', '--timeout', '120'],
      { cwd: repoRoot, maxBuffer: 64 << 20 },
    );
    reports = JSON.parse(stdout) as SiteReport[];
  }, 300_000);

  it('covers every site of the corpus', () => {
    expect(reports.map((r) => r.site).sort()).toEqual(Object.keys(STATE).sort());
  });

  it.each(Object.entries(STATE))(
    '%s: builds its routes with no MDX leaked, or fails only where it should',
    (name, state) => {
      const report = reports.find((r) => r.site === name)!;
      expect(report.timedOut).toBe(false);
      // Every line a build prints about the content names its place.
      for (const line of report.errors) expect(line).toMatch(LOCATED);
      if ('missing' in state) {
        expect(report.exitCode).toBe(0);
        expect(report.missing).toEqual(state.missing);
        expect(report.extra).toEqual([]);
        expect(report.titleDiffs).toEqual([]);
        expect(report.leaks).toEqual([]);
        expect(report.built).toBe(report.expected - state.missing.length);
      } else {
        expect(report.exitCode).toBe(1);
        const failures = report.errors.filter((line) => /^[^\s:]+:\d+:\d+: (?!warning: )/.test(line));
        expect(failures.length).toBeGreaterThan(0);
        for (const line of failures) {
          const unresolved = /Could not resolve "([^"]+)"|unknown theme component "([^"]+)"/.exec(line);
          expect(unresolved, line).not.toBeNull();
          expect(unresolved![1] ?? unresolved![2]).toMatch(state.unresolved);
        }
      }
    },
  );
});
