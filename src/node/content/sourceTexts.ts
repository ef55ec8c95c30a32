import { parseFrontMatter } from './frontMatter.js';
import { readContentFile } from './readContentFile.js';
import type { SourceFile } from './sources.js';

/**
 * A source file's body, with its text and stamp when read on this thread, or where to read them
 * when first asked for.
 */
type Entry = { body: string; source?: string; stamp?: string } | { full: string; stamp: string };

/**
 * The texts of source files, kept beside the SourceFile objects rather than in them: the route
 * manifest holds no text, so neither a copy of it (a message to a worker thread) nor a route key
 * (JSON of a route) copies or hashes any, and nothing has to be blanked and put back for them.
 * Each thread knows the texts it read, or was given with its pages.
 */
const entries = new WeakMap<SourceFile, Entry>();

/** Records a source file's text as read (its front matter blanked in body), with its stamp if it has one. */
export function keepText(source: SourceFile, text: { source: string; body: string; stamp?: string }): void {
  entries.set(source, text);
}

/**
 * Records the body of a page a worker thread was given to render (the thread has the manifest,
 * without texts), until forgetText: only the pages in flight are held.
 */
export function keepBody(source: SourceFile, body: string): void {
  entries.set(source, { body });
}

/** Drops what this thread knows of a source file's text. */
export function forgetText(source: SourceFile): void {
  entries.delete(source);
}

/** Records a file not read yet, its stamp unchanged since the last build: its text is read when first asked for. */
export function keepUnread(source: SourceFile, full: string, stamp: string): void {
  entries.set(source, { full, stamp });
}

/** The text of a source file as read, front matter included. */
export function sourceText(source: SourceFile): string {
  const { source: text } = read(source);
  if (text === undefined) throw new Error(`${source.file}: only its body is known on this thread`);
  return text;
}

/** The Markdown (or TSX) body of a source file: its text with the front matter blanked (same line numbers). */
export function sourceBody(source: SourceFile): string {
  return read(source).body;
}

/** A source file's stamp (size and modification time), when it was read with an earlier build's sources to compare with. */
export function sourceStamp(source: SourceFile): string | undefined {
  return entries.get(source)?.stamp;
}

function read(source: SourceFile): { body: string; source?: string } {
  const entry = entries.get(source);
  if (!entry) throw new Error(`${source.file}: its text is not known on this thread`);
  if (!('full' in entry)) return entry;
  const text = readContentFile(entry.full, source.file);
  const body = source.format === 'tsx' ? text : parseFrontMatter(text, source.file).body;
  const known = { source: text, body, stamp: entry.stamp };
  entries.set(source, known);
  return known;
}
