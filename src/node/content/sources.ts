import path from 'node:path';
import { parseFrontMatter, type FrontMatter } from './frontMatter.js';
import { SiteError, SiteErrors } from '../errors.js';
import { contentFiles } from './contentFiles.js';
import { readContentFile } from './readContentFile.js';
import { keepText, keepUnread } from './sourceTexts.js';
import { fileStamp } from '../fileStamp.js';
import { isReactPage } from './pageFiles.js';

/** How a source compiles: Markdown, MDX, or a React page (`tsx`, whichever of `.js`, `.jsx`, `.ts` or `.tsx` it is). */
export type SourceFormat = 'md' | 'mdx' | 'tsx';

/** One content file read from disk, its front matter parsed (its text is kept apart, see sourceTexts). */
export interface SourceFile {
  /** Path relative to the site root, with forward slashes (e.g. content/docs/api/intro.md). */
  file: string;
  /** Path relative to its section folder (e.g. api/intro.md under content/docs). */
  rel: string;
  format: SourceFormat;
  data: FrontMatter;
}

/** What an earlier build read of a source file: its stamp then, and its front matter. */
export interface KnownSource {
  stamp: string;
  data: FrontMatter;
}

/**
 * Reads the content files of one section folder (`folder`, relative to the root: content/docs, the
 * blog's, content/pages) that `match` accepts (by their path in it, from `listed` or a walk of the
 * folder), collecting all front matter errors.
 *
 * Given what an earlier build read (`known`), each file is stamped, and one whose stamp is unchanged
 * is not read: its front matter is the known one, and its text is read only if asked for (most
 * of a site's pages are not, in a build after an edit). Texts are kept apart (see sourceTexts).
 */
export async function readSources(
  root: string,
  folder: string,
  match: (rel: string) => boolean,
  listed?: string[],
  known?: ReadonlyMap<string, KnownSource>,
): Promise<SourceFile[]> {
  const base = path.join(root, folder);
  // Files and folders whose name starts with _ hold partials and components, not pages.
  const rels = (listed ?? contentFiles(root, folder)).filter(
    (rel) => match(rel) && !rel.split('/').some((part) => part.startsWith('_')),
  );
  const errors: SiteError[] = [];
  // Synchronous reads: for thousands of small files they beat a promise per file through the thread pool.
  const files = rels.map((rel): SourceFile | undefined => {
    const file = `${folder}/${rel}`;
    // Not path.join: rel is already normal (see contentFiles), and normalising it again was 1 µs a file.
    const full = `${base}${path.sep}${rel}`;
    const format: SourceFormat = isReactPage(rel) ? 'tsx' : rel.endsWith('.mdx') ? 'mdx' : 'md';
    const stamp = known && fileStamp(full);
    const before = known?.get(file);
    if (stamp && before?.stamp === stamp) {
      const unread: SourceFile = { file, rel, format, data: before.data };
      keepUnread(unread, full, stamp);
      return unread;
    }
    try {
      const text = readContentFile(full, file);
      const { data, body, front } =
        format === 'tsx' ? { data: {}, body: text, front: '' } : parseFrontMatter(text, file);
      const source: SourceFile = { file, rel, format, data };
      keepText(source, { source: text, body, front, stamp });
      return source;
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
 * The text of a Markdown body's `# Heading` when it is the first heading (Docusaurus's content
 * title), used as a title when front matter has none; undefined when the first heading is an h2.
 */
export function firstHeading(body: string): string | undefined {
  const match = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/m.exec(body.replace(/^```[\s\S]*?^```/gm, ''));
  if (match?.[1] !== '#') return undefined;
  return match[2]!.replace(/\s*\{#[\w-]+\}$/, '').replace(/[*_`]/g, '');
}

/** Turns a file or folder name into words for a label: "getting-started" -> "Getting started". */
export function humanise(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
