import { positionAt } from './positionAt.js';

/** A content or config problem that names where it is: `file:line:col: message`. */
export class SiteError extends Error {
  constructor(
    message: string,
    readonly file: string | undefined,
    readonly line = 1,
    readonly column = 1,
    readonly frame?: string,
  ) {
    super(message);
    this.name = 'SiteError';
  }

  /** The one-line form printed on stderr and in the dev overlay. */
  format(): string {
    return this.file ? `${this.file}:${this.line}:${this.column}: ${this.message}` : this.message;
  }
}

/** Several problems found in one pass, reported together. */
export class SiteErrors extends Error {
  constructor(readonly errors: SiteError[]) {
    super(errors.map((e) => e.format()).join('\n'));
    this.name = 'SiteErrors';
  }
}

/** Flattens anything thrown during a build into the SiteErrors it stands for, or undefined if it is a bug. */
export function asSiteErrors(error: unknown): SiteError[] | undefined {
  if (error instanceof SiteErrors) return error.errors;
  if (error instanceof SiteError) return [error];
  return undefined;
}

/**
 * Waits for every task, then gives their values, or throws what they threw: their content errors together (every broken
 * file of a build in one report), or the first error that is a bug. A failed task must not leave
 * the others running, still writing into a staging folder that is being removed.
 */
export async function settleAll<T extends readonly unknown[]>(
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(tasks);
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (!failures.length)
    return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
      -readonly [K in keyof T]: Awaited<T[K]>;
    };
  const errors = failures.map(asSiteErrors);
  const bug = failures.find((_, i) => !errors[i]);
  if (bug !== undefined) throw bug;
  throw new SiteErrors(errors.flatMap((e) => e!));
}

/** A SiteError for what went wrong in a file: a SiteError as it is, anything else at its own place, else the file's start. */
export function locate(error: unknown, file: string): SiteError {
  if (error instanceof SiteError) return error;
  // What a unified plugin reports (a VFileMessage: `file.fail(reason, node)`) knows its place in the page.
  const { line, column } = error as { line?: unknown; column?: unknown };
  const at = (n: unknown): number => (typeof n === 'number' && n > 0 ? n : 1);
  return new SiteError(
    `cannot compile: ${(error as Error).message ?? String(error)}`,
    file,
    at(line),
    at(column),
  );
}

/** Builds a small code frame (the line before, the line, a caret) for terminal and overlay output. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split('\n');
  const out: string[] = [];
  for (let n = Math.max(1, line - 1); n <= Math.min(lines.length, line + 1); n++) {
    const gutter = `${n === line ? '>' : ' '} ${String(n).padStart(4)} | `;
    out.push(gutter + (lines[n - 1] ?? ''));
    if (n === line)
      out.push(' '.repeat(gutter.length - 2) + '| ' + ' '.repeat(Math.max(0, column - 1)) + '^');
  }
  return out.join('\n');
}

/** Prints a problem that does not stop the build (such as a file skipped), located as errors are. */
export function warn(problem: SiteError): void {
  const at = problem.file ? `${problem.file}:${problem.line}:${problem.column}: ` : '';
  process.stderr.write(`${at}warning: ${problem.message}\n`);
}

/** A problem about a name a file's text quotes (a package it imports), located at its first quoted mention (else line 1). */
export function quotedAt(text: string, name: string, message: string, file: string): SiteError {
  const index =
    [`'${name}'`, `"${name}"`, `\`${name}\``].map((q) => text.indexOf(q)).find((i) => i >= 0) ?? -1;
  if (index < 0) return new SiteError(message, file);
  const { line, column } = positionAt(text, index);
  return new SiteError(message, file, line, column);
}
