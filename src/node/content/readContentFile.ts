import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { SiteError } from '../errors.js';

/** The largest content file docsgen reads (16 MiB): far above any real page, far below what would exhaust memory. */
export const MAX_CONTENT_BYTES = 16 * 1024 * 1024;

/**
 * Reads a content file as UTF-8 (without a leading byte order mark), or throws a SiteError at
 * `file:1:1` saying why it cannot be a page: missing (a link to nothing), unreadable, not a regular
 * file, or over MAX_CONTENT_BYTES. It is opened
 * without blocking and looked at before it is read, so that a FIFO (which would wait for a writer)
 * or a device (`/dev/zero` never ends) is refused rather than hanging the build.
 */
export function readContentFile(full: string, file: string): string {
  let fd: number;
  try {
    fd = openSync(full, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new SiteError(`cannot read: ${reason(error as NodeJS.ErrnoException)}`, file);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new SiteError(`cannot read: ${kind(stats)}, not a regular file`, file);
    if (stats.size > MAX_CONTENT_BYTES)
      throw new SiteError(
        `cannot read: ${(stats.size / 2 ** 20).toFixed(1)} MiB is over the ${MAX_CONTENT_BYTES / 2 ** 20} MiB limit for a content file`,
        file,
      );
    const bytes = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, null);
      if (n === 0) break;
      read += n;
    }
    return withoutByteOrderMark(bytes.toString('utf8', 0, read));
  } catch (error) {
    if (error instanceof SiteError) throw error;
    throw new SiteError(`cannot read: ${reason(error as NodeJS.ErrnoException)}`, file);
  } finally {
    closeSync(fd);
  }
}

/**
 * A source's text without its leading byte order mark (U+FEFF, which some Windows editors write):
 * left in, it hides the front matter, which must start the file, and a first `# Heading`.
 * Docusaurus drops it too.
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function reason(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'no such file (a symbolic link to a missing file?)';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'symbolic link loop';
    default:
      return error.message;
  }
}

function kind(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'a folder';
}
