import kebabCase from 'lodash.kebabcase';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { WORDS_PER_MINUTE } from '../../shared/constants.js';
import type { BlogOptions } from '../../shared/types.js';
import { SiteError } from '../errors.js';
import { mapAuthors, resolveAuthors, type Author } from './blogAuthors.js';
import { parseBlogFileName } from './blogFileName.js';
import { authorRoute, blogRoute, tagRoute } from './blogRoutes.js';
import { readContentFile } from './readContentFile.js';
import { encodePath } from './routePath.js';
import { fileCreated } from './fileCreated.js';
import { yaml, type FrontMatter } from './frontMatter.js';
import { firstHeading, humanise, type SourceFile } from './sources.js';
import { sourceBody } from './sourceTexts.js';

export type { Author } from './blogAuthors.js';

export interface Tag {
  label: string;
  /** Route of the tag page, e.g. /blog/tags/hello. */
  route: string;
  description?: string;
}

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

/** Reads a YAML map file of the blog (authors.yml, tags.yml), reporting errors at file:line:col. */
function readYamlMap(root: string, file: string): Record<string, unknown> {
  const full = path.join(root, file);
  if (!existsSync(full)) return {};
  const doc = yaml().parseDocument(readContentFile(full, file));
  const first = doc.errors[0];
  if (first) {
    const pos = first.linePos?.[0];
    throw new SiteError(
      `invalid YAML: ${first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      file,
      pos?.line ?? 1,
      pos?.col ?? 1,
    );
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new SiteError('expected a map of keys', file);
  return value as Record<string, unknown>;
}

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
  const mapFile = (name: string): string => {
    const local = translated && `${translated}/${name}`;
    return local && existsSync(path.join(root, local)) ? local : `${blog.path}/${name}`;
  };
  const files = { authors: mapFile('authors.yml'), tags: mapFile('tags.yml') };
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
        tags: resolveTags(data.tags, tagsMap, blog),
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

function resolveTags(value: unknown, map: Record<string, unknown>, blog: BlogOptions): Tag[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry): Tag => {
    const key = typeof entry === 'string' ? entry : String((entry as { label?: string }).label ?? '');
    const known = (typeof entry === 'string' ? map[entry] : entry) as
      { label?: string; permalink?: string; description?: string } | undefined;
    // An inline tag's page is named as Docusaurus names it (lodash's kebabCase: `GraphQL` -> `graph-ql`).
    const permalink = known?.permalink ?? `/${kebabCase(key)}`;
    return {
      label: known?.label ?? key,
      route: tagRoute(blog, permalink),
      description: known?.description,
    };
  });
}
