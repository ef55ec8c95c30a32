import path from 'node:path';
import { readContentFile } from '../content/readContentFile.js';
import { asSiteErrors, codeFrame } from '../errors.js';

/** One problem of a failed build: the `file:line:col: message` line and, when there is a file, a code frame. */
export interface BuildProblem {
  message: string;
  frame?: string;
}

/** Turns whatever a rebuild threw into the problems the terminal and the overlay both show. */
export function formatBuildError(error: unknown, root: string): BuildProblem[] {
  const errors = asSiteErrors(error);
  if (!errors) {
    // Not a content error but a bug: still worth showing in the browser rather than dying.
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        message:
          process.env.DEBUG?.includes('docsgen') && error instanceof Error && error.stack
            ? error.stack
            : message,
      },
    ];
  }
  return errors.map((e) => {
    let frame = e.frame;
    if (frame === undefined && e.file) {
      try {
        frame = codeFrame(readContentFile(path.join(root, e.file), e.file), e.line, e.column);
      } catch {
        // The file may be gone (deleted or renamed since) or be no file to read (a FIFO): the
        // message alone still says where.
      }
    }
    return frame === undefined ? { message: e.format() } : { message: e.format(), frame };
  });
}

/** The terminal form: each message line followed by its code frame, then one summary line. */
export function problemsText(problems: BuildProblem[]): string {
  const lines = problems.flatMap((p) => (p.frame ? [p.message, p.frame, ''] : [p.message]));
  lines.push(
    `Build failed with ${problems.length} error${problems.length === 1 ? '' : 's'}; still serving the last good build.`,
  );
  return `${lines.join('\n')}\n`;
}
