import path from 'node:path';
import { WORDS_PER_MINUTE } from '../../shared/constants.js';
import type { BlogOptions } from '../../shared/types.js';
import { SiteError } from '../errors.js';
import { mapFile, readYamlMap, resolveTags, type Tag } from './tags.js';
import { mapAuthors, resolveAuthors, type Author } from './blogAuthors.js';
import { parseBlogFileName } from './blogFileName.js';
import { authorRoute, blogRoute } from './blogRoutes.js';
import { encodePath } from './routePath.js';
import { fileCreated } from './fileCreated.js';
import type { FrontMatter } from './frontMatter.js';
import { firstHeading, humanise, type SourceFile } from './sources.js';
import { sourceBody } from './sourceTexts.js';

export type { Author } from './blogAuthors.js';
export type { Tag } from './tags.js';

export interface BlogPost {
  route: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD or full timestamp). */
  date: string;
  authors: Author[];
  tags: Tag[];
  readingMinutes: number;
  /** True when the body holds a truncate marker, so lists show only the excerpt. */
  hasTruncate: boolean;
  source: SourceFile;
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})[-/]/;
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/**
 * What a post's entry takes from its body: its reading time, read in `locale`, and whether it marks
 * where its excerpt ends.
 */
export function postBodyFacts(
  body: string,
  locale: string,
): Pick<BlogPost, 'readingMinutes' | 'hasTruncate'> {
  return { readingMinutes: readingTime(body, locale), hasTruncate: TRUNCATE.test(body) };
}

/** One word segmenter per locale (see readingTime). */
const segmenters = new Map<string, Intl.Segmenter>();

/**
 * Estimated reading time in whole minutes (at least 1), as Docusaurus shows it: the words of the
 * whole body, code included, as the locale splits them (`Intl.Segmenter`: "à" is a word, and
 * Chinese has no spaces), in minutes to two decimals, rounded up.
 */
function readingTime(text: string, locale: string): number {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  let words = 0;
  for (const { isWordLike } of segmenter.segment(text)) if (isWordLike) words++;
  return Math.max(1, Math.ceil(Math.round((words / WORDS_PER_MINUTE) * 100) / 100));
}

/**
 * Builds the blog posts from their sources, newest first, resolving authors.yml and tags.yml of the
 * blog's folder, and gives authors.yml's authors. Routes follow `blog.datedRoutes` (see BlogOptions).
 * In a locale, each map is its translation's (`translated`, the blog's folder under `i18n/<locale>/`)
 * where it has one, whole, as Docusaurus reads the first of the two that exists.
 */
export function createBlogPosts(
  root: string,
  sources: SourceFile[],
  blog: BlogOptions,
  { locale, translated }: { locale: string; translated?: string | undefined },
): { posts: BlogPost[]; authors: Author[] } {
  const files = {
    authors: mapFile(root, blog.path, translated, 'authors.yml'),
    tags: mapFile(root, blog.path, translated, 'tags.yml'),
  };
  const authorsMap = readYamlMap(root, files.authors);
  const tagsMap = readYamlMap(root, files.tags);
  const routed = (author: Author): Author => ({ ...author, route: authorRoute(blog, author) });
  const posts = sources
    .filter((s) => s.data.draft !== true)
    .map((source): BlogPost => {
      const { data } = source;
      const body = sourceBody(source);
      const { route, fallbackTitle, date } = postRoute(source, blog);
      return {
        route,
        title: String(data.title ?? firstHeading(body) ?? fallbackTitle),
        description: data.description ?? '',
        date: postDate(data.date, date, { root, file: source.file, blog }),
        authors: resolveAuthors(data, authorsMap, { file: source.file, mapFile: files.authors }).map(routed),
        tags: resolveTags(data.tags, tagsMap, blog.routeBasePath),
        ...postBodyFacts(body, locale),
        source,
      };
    });
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
  return { posts, authors: mapAuthors(authorsMap, files.authors).map(routed) };
}

/**
 * A post's route, the title it falls back to (Docusaurus's is the file name's text, as it is), and
 * the date of its file name. A front matter slug is a URL path; a file name is a name, encoded to
 * become one.
 */
function postRoute(
  source: SourceFile,
  blog: BlogOptions,
): { route: string; fallbackTitle: string; date?: string } {
  const slug = source.data.slug ?? undefined;
  if (blog.datedRoutes) {
    const parsed = parseBlogFileName(source.rel);
    const route = blogRoute(blog, slug !== undefined ? String(slug) : encodePath(parsed.slug));
    return { route, fallbackTitle: parsed.text, date: parsed.date };
  }
  const folderPost = /(^|\/)index\.mdx?$/.test(source.rel);
  const base = path.posix.basename(
    folderPost ? path.posix.dirname(source.rel) : source.rel.replace(/\.mdx?$/, ''),
  );
  const prefix = DATE_PREFIX.exec(base);
  const name = slug !== undefined ? String(slug) : base.replace(DATE_PREFIX, '');
  const route = blogRoute(blog, slug !== undefined ? name : encodePath(name));
  const date = prefix ? `${prefix[1]}-${prefix[2]}-${prefix[3]}` : undefined;
  return { route, fallbackTitle: humanise(name.replace(/^\//, '')), date };
}

/**
 * A post's date: front matter's (a YAML timestamp or text), else its file name's, else (in a
 * Docusaurus project) the day its file was created; docsgen's own layout asks for one of the first two.
 */
function postDate(
  value: FrontMatter['date'],
  fromName: string | undefined,
  { root, file, blog }: { root: string; file: string; blog: BlogOptions },
): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if (fromName) return fromName;
  if (blog.datedRoutes) return fileCreated(root, file);
  throw new SiteError('blog post needs a date: a YYYY-MM-DD- file name prefix or front matter "date"', file);
}
