import path from 'node:path';
import { assertSiteRoot } from '../siteRoot.js';
import { loadConfig } from '../config/loadConfig.js';
import { buildRouteManifest } from '../content/manifest.js';
import { expectedFolders } from '../content/expectedFolders.js';
import { folderPaths } from '../content/contentFolders.js';
import { asSiteErrors, SiteError } from '../errors.js';
import { createReporter } from '../task.js';
import { createAnalysisPool } from './analysisPool.js';
import { checkSite, type CheckReport } from './checkSite.js';
import { formatFailure, formatReport, REPORT_FORMATS, type ReportFormat } from './reporters.js';

export interface CheckOptions {
  root: string;
  format: string;
  strict: boolean;
}

/**
 * `docsgen check`: manifest -> links and ids of every page (no render) -> report on stdout.
 * Returns the exit code: 1 when there are errors, or warnings under `--strict`; content and config
 * errors are thrown as SiteError(s) for the CLI to print like the build does.
 */
export async function runCheck(options: CheckOptions): Promise<number> {
  const started = performance.now();
  const format = options.format as ReportFormat;
  if (!REPORT_FORMATS.includes(format)) {
    throw new SiteError(
      `unknown --format "${options.format}" (expected ${REPORT_FORMATS.join(', ')})`,
      undefined,
    );
  }
  const root = path.resolve(options.root);
  assertSiteRoot(root);
  // stdout carries the report; stage timings go to stderr, and only when debugging.
  const stages = createReporter(process.stderr, !process.env.DEBUG?.includes('docsgen'));
  const expected = expectedFolders(root);
  const pool = createAnalysisPool(root, folderPaths(expected));
  let report: CheckReport;
  try {
    const config = await stages.task('Load config', () => loadConfig(root, expected.blog !== undefined));
    const manifest = await stages.task('Build route manifest', () => buildRouteManifest(root, config));
    report = await checkSite(root, config, manifest, pool, stages);
  } catch (error) {
    // A machine reading the report gets one even when the check cannot run.
    const failures = asSiteErrors(error);
    if (format === 'text' || !failures) throw error;
    process.stdout.write(formatFailure(failures, format));
    return 1;
  } finally {
    await pool.close();
  }
  const color =
    format === 'text' && process.stdout.isTTY === true && !process.env.CI && !process.env.NO_COLOR;
  process.stdout.write(formatReport(report, format, { ms: performance.now() - started, color }));
  return report.errors.length || (options.strict && report.warnings.length) ? 1 : 0;
}
