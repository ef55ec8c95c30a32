import { blankLines, parseFrontMatter } from './frontMatter.js';
import { readContentFile } from './readContentFile.js';
import type { SourceFile } from './sources.js';
import { standalone } from './standalone.js';

/**
 * A source file's body and, when read on this thread, its front matter block as written (the text
 * is the two put back together) and its stamp; or where to read them when first asked for.
 */
type Entry = { body: string; front?: string; stamp?: string } | { full: string; stamp: string };

/**
 * The texts of source files, kept beside the SourceFile objects rather than in them: the route
 * manifest holds no text, so neither a copy of it (a message to a worker thread) nor a route key
 * (JSON of a route) copies or hashes any, and nothing has to be blanked and put back for them.
 * Each thread knows the texts it read, or was given with its pages.
 */
const entries = new WeakMap<SourceFile, Entry>();

/** A source file's text as read and as parsed (see parseFrontMatter), with its stamp if it has one. */
export interface ReadText {
  source: string;
  body: string;
  front: string;
  stamp?: string;
}

/**
 * Records a source file's text as read. Only its body is kept whole, apart from the text it was
 * cut from (see standalone): the body and the text side by side were two copies of every page in
 * memory, 450 MB of the main thread's heap at 100,000 pages, which V8 lets grow to twice that and
 * more before collecting it (bench/DECISIONS.md).
 */
export function keepText(source: SourceFile, text: ReadText): void {
  entries.set(source, kept(text));
}

function kept({ source, body, front, stamp }: ReadText): { body: string; front: string; stamp?: string } {
  return { body: body === source ? source : standalone(body), front: standalone(front), stamp };
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
  const { body, front } = read(source);
  if (front === undefined) throw new Error(`${source.file}: only its body is known on this thread`);
  return front ? front + body.slice(blankLines(front).length) : body;
}

/** The Markdown (or TSX) body of a source file: its text with the front matter blanked (same line numbers). */
export function sourceBody(source: SourceFile): string {
  return read(source).body;
}

/** A source file's stamp (size and modification time), when it was read with an earlier build's sources to compare with. */
export function sourceStamp(source: SourceFile): string | undefined {
  return entries.get(source)?.stamp;
}

function read(source: SourceFile): { body: string; front?: string } {
  const entry = entries.get(source);
  if (!entry) throw new Error(`${source.file}: its text is not known on this thread`);
  if (!('full' in entry)) return entry;
  const text = readContentFile(entry.full, source.file);
  const { body, front } =
    source.format === 'tsx' ? { body: text, front: '' } : parseFrontMatter(text, source.file);
  const known = kept({ source: text, body, front, stamp: entry.stamp });
  entries.set(source, known);
  return known;
}
