/** What a blog post's path in the blog folder says: its date, if it has one, and its default slug. */
export interface BlogFileName {
  /** The date the path starts with (after any folders), as YYYY-MM-DD. */
  date?: string;
  /** The name after the date (the post's title when nothing else names one). */
  text: string;
  /** The URL path under the blog's route: `/2019/03/01/update` for a dated path, `/a/b` otherwise. */
  slug: string;
}

/** Docusaurus's DATE_FILENAME_REGEX (plugin-content-blog's blogUtils.ts), with the extension's dot escaped. */
const DATED = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** Parses a post's path in the blog folder as Docusaurus's parseBlogFileName does. */
export function parseBlogFileName(rel: string): BlogFileName {
  const match = DATED.exec(rel);
  if (!match) {
    const text = rel.replace(/(?:\/index)?\.mdx?$/, '');
    return { text, slug: `/${text}` };
  }
  const { folder = '', date = '', text = '' } = match.groups ?? {};
  const [year, month, day] = date.split(/[-/]/);
  return {
    // Docusaurus reads `2019-3-1` as a date too; it is written with two-digit month and day.
    date: `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`,
    text,
    // The URL keeps the date as written, as Docusaurus's does.
    slug: `/${date.replace(/-/g, '/')}/${folder}${text}`,
  };
}
