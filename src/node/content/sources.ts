import path from 'node:path';
import { parseFrontMatter, type FrontMatter } from './frontMatter.js';
import { SiteError, SiteErrors } from '../errors.js';
import { contentFiles } from './contentFiles.js';
import { readContentFile } from './readContentFile.js';
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
  const rels = (listed ?? contentFiles(root, `content/${section}`)).filter(
    (rel) => match(rel) && !rel.split('/').some((part) => part.startsWith('_')),
  );
  const errors: SiteError[] = [];
  // Synchronous reads: for thousands of small files they beat a promise per file through the thread pool.
  const files = rels.map((rel): SourceFile | undefined => {
    const file = `content/${section}/${rel}`;
    // Not path.join: rel is already normal (see contentFiles), and normalising it again was 1 µs a file.
    const full = `${base}${path.sep}${rel}`;
    const format = path.extname(rel).slice(1) as SourceFormat;
    const stamp = known && fileStamp(full);
    const before = known?.get(file);
    if (stamp && before?.stamp === stamp)
      return new UnreadSource(file, rel, format, before.data, stamp, full);
    try {
      const source = readContentFile(full, file);
      if (format === 'tsx') return { file, rel, format, source, body: source, data: {}, stamp };
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

/**
 * Runs `fn` with every source's text set to '' (or, for a source whose file has not been read,
 * absent), then gives each its text back, so that what `fn` copies of the sources (a message to a
 * worker thread) holds no text. A source whose file has not been read is not read for it.
 */
export function withoutTexts<T>(sources: Iterable<SourceFile>, fn: () => T): T {
  const restore: (() => void)[] = [];
  for (const source of sources) {
    if (source instanceof UnreadSource) {
      const { assigned } = source;
      restore.push(() => (source.assigned = assigned));
      source.assigned = { source: '', body: '' };
    } else {
      const { source: text, body } = source;
      restore.push(() => Object.assign(source, { source: text, body }));
      Object.assign(source, { source: '', body: '' });
    }
  }
  try {
    return fn();
  } finally {
    for (const put of restore) put();
  }
}

/**
 * A source file whose text is read when first asked for (its source and body can also be set).
 * The text is behind accessors of the class and private fields, so that neither a copy of it (a
 * message to a worker thread) nor JSON of it holds or reads the text: only the fields of SourceFile.
 * (Accessors defined on each object took 2 µs a file, and slowed every read of its other fields.)
 */
class UnreadSource implements SourceFile {
  readonly #full: string;
  #text: { source: string; body: string } | undefined;
  #assigned: { source?: string; body?: string } = {};

  constructor(
    readonly file: string,
    readonly rel: string,
    readonly format: SourceFormat,
    readonly data: FrontMatter,
    readonly stamp: string,
    full: string,
  ) {
    this.#full = full;
  }

  /** Texts set on it, in place of the file's. */
  get assigned(): { source?: string; body?: string } {
    return this.#assigned;
  }

  set assigned(texts: { source?: string; body?: string }) {
    this.#assigned = texts;
  }

  get source(): string {
    return this.#assigned.source ?? this.#read().source;
  }

  set source(value: string) {
    this.#assigned.source = value;
  }

  get body(): string {
    return this.#assigned.body ?? this.#read().body;
  }

  set body(value: string) {
    this.#assigned.body = value;
  }

  #read(): { source: string; body: string } {
    if (!this.#text) {
      const source = readContentFile(this.#full, this.file);
      this.#text = {
        source,
        body: this.format === 'tsx' ? source : parseFrontMatter(source, this.file).body,
      };
    }
    return this.#text;
  }
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
