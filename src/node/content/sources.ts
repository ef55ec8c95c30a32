import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter, type FrontMatter } from './frontMatter.js';
import { SiteError, SiteErrors } from '../errors.js';
import { contentFiles } from './contentFiles.js';

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
}

/**
 * Reads the content files of one section folder (docs, blog or pages) that `match` accepts (by their
 * path in it, from `listed` or a walk of the folder), collecting all front matter errors.
 */
export async function readSources(
  root: string,
  section: string,
  match: (rel: string) => boolean,
  listed?: string[],
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
    const source = readFileSync(path.join(base, rel), 'utf8');
    const format = path.extname(rel).slice(1) as SourceFormat;
    if (format === 'tsx') return { file, rel, format, source, body: source, data: {} };
    try {
      const { data, body } = parseFrontMatter(source, file);
      return { file, rel, format, source, body, data };
    } catch (error) {
      if (error instanceof SiteError) errors.push(error);
      else throw error;
      return undefined;
    }
  });
  if (errors.length) throw new SiteErrors(errors);
  return files.filter((f): f is SourceFile => !!f);
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
