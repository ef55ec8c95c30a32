import { statSync } from 'node:fs';

/**
 * A file's size and modification time, which stand for its content where reading or hashing it
 * would cost more; undefined if it is missing.
 */
export function fileStamp(file: string): string | undefined {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The modification time (ms) a stamp holds. */
export function stampTime(stamp: string): number {
  return Number(stamp.slice(stamp.indexOf(':') + 1));
}
