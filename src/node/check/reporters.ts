import type { SiteError } from '../errors.js';
import type { CheckReport, DuplicateRoute, LinkProblem } from './checkSite.js';

export type ReportFormat = 'text' | 'json' | 'github';

/** The formats `--format` accepts. */
export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'github'];

export interface ReportContext {
  /** Wall time of the whole check, for the summary line. */
  ms: number;
  /** ANSI colours (text format only). */
  color: boolean;
}

/** Renders a report in one of the `--format`s; the result ends with a newline. */
export function formatReport(report: CheckReport, format: ReportFormat, context: ReportContext): string {
  if (format === 'json') return `${formatJson(report)}\n`;
  if (format === 'github') return formatGithub(report, context);
  return formatText(report, context);
}

/** CONTRACT §1: exactly `{"errors":[{kind,source,target,file,line}],"warnings":[{kind,route,files}]}`. */
export function formatJson(report: CheckReport): string {
  return JSON.stringify({
    errors: report.errors.map(({ kind, source, target, file, line }) => ({
      kind,
      source,
      target,
      file,
      line,
    })),
    warnings: report.warnings.map(({ kind, route, files }) => ({ kind, route, files })),
  });
}

/**
 * A check that could not run (its config or a page does not compile), in a machine format: JSON with
 * each problem as a `content-error`, or one GitHub annotation each; text is the CLI's stderr report.
 */
export function formatFailure(errors: SiteError[], format: Exclude<ReportFormat, 'text'>): string {
  if (format === 'json') {
    const problems = errors.map((e) => ({
      kind: 'content-error',
      file: e.file ?? null,
      line: e.line,
      column: e.column,
      message: e.message,
    }));
    return `${JSON.stringify({ errors: problems, warnings: [] })}\n`;
  }
  const lines = errors.map((e) => annotation('error', e.file ?? '', e.line, e.message, e.column));
  return `${[...lines, `Check failed with ${errors.length} error${errors.length === 1 ? '' : 's'}.`].join('\n')}\n`;
}

/** `file:line: message -> target` lines grouped by file (warnings with them), then the summary line. */
export function formatText(report: CheckReport, context: ReportContext): string {
  const paint = (code: string, text: string): string =>
    context.color ? `\x1b[${code}m${text}\x1b[0m` : text;
  const lines = [
    ...report.errors.map((e) => ({
      file: e.file,
      line: e.line,
      text: `${paint('31', 'error')}: ${errorMessage(e, paint)}`,
    })),
    ...report.warnings.map((w) => ({
      file: w.file,
      line: w.line,
      text: `${paint('33', 'warning')}: ${warningMessage(w, paint)}`,
    })),
  ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  const out: string[] = [];
  lines.forEach((l, i) => {
    if (i > 0 && lines[i - 1]!.file !== l.file) out.push('');
    out.push(`${paint('1', `${l.file}:${l.line}:`)} ${l.text}`);
  });
  if (out.length) out.push('');
  const summary = summaryLine(report, context.ms);
  out.push(paint(report.errors.length ? '31' : report.warnings.length ? '33' : '32', summary));
  return `${out.join('\n')}\n`;
}

/** GitHub Actions workflow commands: one `::error`/`::warning` annotation per problem, then the summary. */
export function formatGithub(report: CheckReport, context: ReportContext): string {
  const plain = (_code: string, text: string): string => text;
  const out = [
    ...report.errors.map((e) => annotation('error', e.file, e.line, errorMessage(e, plain))),
    ...report.warnings.map((w) => annotation('warning', w.file, w.line, warningMessage(w, plain))),
    summaryLine(report, context.ms),
  ];
  return `${out.join('\n')}\n`;
}

/** "2 errors, 1 warning in 66 pages (0.42 s)". */
export function summaryLine(report: CheckReport, ms: number): string {
  const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')} in ${count(report.pages, 'page')} (${(ms / 1000).toFixed(2)} s)`;
}

type Paint = (code: string, text: string) => string;

function errorMessage(e: LinkProblem, paint: Paint): string {
  const what = e.kind === 'broken-anchor' ? 'broken anchor' : 'broken link';
  return `${what} (${e.reason}) -> ${paint('36', e.target)}`;
}

function warningMessage(w: DuplicateRoute, paint: Paint): string {
  const name = (f: string): string => (f === '(generated)' ? 'a generated page' : f);
  const [winner, ...rest] = w.files;
  const others = rest.filter((f) => f !== w.file).map(name);
  const who =
    winner === w.file
      ? `also claimed by ${others.join(', ')}; this file wins`
      : `${name(winner!)} claims it first and wins${others.length ? `; also ${others.join(', ')}` : ''}`;
  return `duplicate route (${who}) -> ${paint('36', w.route)}`;
}

/** One workflow command; values are escaped as the Actions runner expects. */
function annotation(
  level: 'error' | 'warning',
  file: string,
  line: number,
  message: string,
  column?: number,
): string {
  const data = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (s: string): string => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const col = column === undefined ? '' : `,col=${column}`;
  return `::${level} file=${property(file)},line=${line}${col}::${data(message)}`;
}
