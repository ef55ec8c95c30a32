import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter, type FrontMatter } from './frontMatter.js';
import { SiteError, SiteErrors } from '../errors.js';
import { contentFiles } from './contentFiles.js';
import { fileStamp } from '../fileStamp.js';

export type SourceFormat = 'md' | 'mdx' | 'tsx';

/** One content file read from disk, its front matter parsed. */
export interface SourceFile {
  /** Path relative to the site root, with forward slashes (e.g. content/docs/api/intro.md). */
  file: string;
  /** Path relative to its section folder (e.g. api/intro.md under content/docs). */
  rel: string;
  format: SourceFormat;
  source: string;
  /** Source with front matter blanked (same line numbers). */
  body: string;
  data: FrontMatter;
  /** Its fileStamp (size and modification time), when read with an earlier build's sources to compare with. */
  stamp?: string;
}

/** What an earlier build read of a source file: its stamp then, and its front matter. */
export interface KnownSource {
  stamp: string;
  data: FrontMatter;
}

/**
 * Reads the content files of one section folder (docs, blog or pages) that `match` accepts (by their
 * path in it, from `listed` or a walk of the folder), collecting all front matter errors.
 *
 * Given what an earlier build read (`known`), each file is stamped, and one whose stamp is unchanged
 * is not read: its front matter is the known one, and its text is read only if asked for (most
 * of a site's pages are not, in a build after an edit).
 */
export async function readSources(
  root: string,
  section: string,
  match: (rel: string) => boolean,
  listed?: string[],
  known?: ReadonlyMap<string, KnownSource>,
): Promise<SourceFile[]> {
  const base = path.join(root, 'content', section);
  // Files and folders whose name starts with _ hold partials and components, not pages.
  const rels = (listed ?? contentFiles(base)).filter(
    (rel) => match(rel) && !rel.split('/').some((part) => part.startsWith('_')),
  );
  const errors: SiteError[] = [];
  // Synchronous reads: for thousands of small files they beat a promise per file through the thread pool.
  const files = rels.map((rel): SourceFile | undefined => {
    const file = `content/${section}/${rel}`;
    const full = path.join(base, rel);
    const format = path.extname(rel).slice(1) as SourceFormat;
    const stamp = known && fileStamp(full);
    const before = known?.get(file);
    if (stamp && before?.stamp === stamp)
      return unreadSource({ file, rel, format, data: before.data, stamp }, full);
    const source = readFileSync(full, 'utf8');
    if (format === 'tsx') return { file, rel, format, source, body: source, data: {}, stamp };
    try {
      const { data, body } = parseFrontMatter(source, file);
      return { file, rel, format, source, body, data, stamp };
    } catch (error) {
      if (error instanceof SiteError) errors.push(error);
      else throw error;
      return undefined;
    }
  });
  if (errors.length) throw new SiteErrors(errors);
  return files.filter((f): f is SourceFile => !!f);
}

/** The texts set on sources made by unreadSource (undefined: as read from the file, when asked for). */
const assignedTexts = new WeakMap<SourceFile, { source: string | undefined; body: string | undefined }>();

/**
 * Runs `fn` with every source's text set to '', then gives each its text back, so that what `fn`
 * copies of the sources (a message to a worker thread) holds no text. A source whose file has not
 * been read is not read for it.
 */
export function withoutTexts<T>(sources: Iterable<SourceFile>, fn: () => T): T {
  const restore: (() => void)[] = [];
  for (const source of sources) {
    const assigned = assignedTexts.get(source);
    const before = assigned ? { ...assigned } : { source: source.source, body: source.body };
    restore.push(() => Object.assign(assigned ?? source, before));
    Object.assign(source, { source: '', body: '' });
  }
  try {
    return fn();
  } finally {
    for (const put of restore) put();
  }
}

/** A source file whose text is read when first asked for (its source and body can also be set). */
function unreadSource(fields: Omit<SourceFile, 'source' | 'body'>, full: string): SourceFile {
  let text: { source: string; body: string } | undefined;
  const read = (): { source: string; body: string } => {
    if (!text) {
      const source = readFileSync(full, 'utf8');
      text = { source, body: fields.format === 'tsx' ? source : parseFrontMatter(source, fields.file).body };
    }
    return text;
  };
  const assigned: { source: string | undefined; body: string | undefined } = {
    source: undefined,
    body: undefined,
  };
  const property = (name: 'source' | 'body'): PropertyDescriptor => ({
    enumerable: true,
    get: () => assigned[name] ?? read()[name],
    set: (value: string) => {
      assigned[name] = value;
    },
  });
  const source = Object.defineProperties(fields, {
    source: property('source'),
    body: property('body'),
  }) as SourceFile;
  assignedTexts.set(source, assigned);
  return source;
}

/** The first `# Heading` of a Markdown body, used as a title when front matter has none. */
export function firstHeading(body: string): string | undefined {
  const match = /^#[ \t]+(.+?)[ \t#]*$/m.exec(body.replace(/^```[\s\S]*?^```/gm, ''));
  return match?.[1]?.replace(/\s*\{#[\w-]+\}$/, '').replace(/[*_`]/g, '');
}

/** Turns a file or folder name into words for a label: "getting-started" -> "Getting started". */
export function humanise(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
