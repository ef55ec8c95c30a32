import GithubSlugger from 'github-slugger';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { WORDS_PER_MINUTE } from '../../shared/constants.js';
import { SiteError } from '../errors.js';
import { readContentFile } from './readContentFile.js';
import { encodePath, sectionRoute } from './routePath.js';
import { yaml } from './frontMatter.js';
import { firstHeading, humanise, type SourceFile } from './sources.js';
import { sourceBody } from './sourceTexts.js';

export interface Author {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

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
function readYamlMap(root: string, name: string): Record<string, unknown> {
  const full = path.join(root, 'content/blog', name);
  if (!existsSync(full)) return {};
  const file = `content/blog/${name}`;
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

/** Estimated reading time in whole minutes (at least 1). */
function readingTime(text: string): number {
  const words = text.split(/\s+/).filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Builds the blog posts from their sources, newest first, resolving authors.yml and tags.yml. */
export function createBlogPosts(root: string, sources: SourceFile[]): BlogPost[] {
  const authorsMap = readYamlMap(root, 'authors.yml');
  const tagsMap = readYamlMap(root, 'tags.yml');
  const slugger = new GithubSlugger();
  const posts = sources
    .filter((s) => s.data.draft !== true)
    .map((source): BlogPost => {
      const { data } = source;
      const folderPost = /(^|\/)index\.mdx?$/.test(source.rel);
      const name = folderPost ? path.posix.dirname(source.rel) : source.rel.replace(/\.mdx?$/, '');
      const base = path.posix.basename(name);
      const prefix = DATE_PREFIX.exec(base);
      const dateValue = data.date;
      let date: string;
      if (dateValue instanceof Date) date = dateValue.toISOString().slice(0, 10);
      else if (typeof dateValue === 'string') date = dateValue;
      else if (prefix) date = `${prefix[1]}-${prefix[2]}-${prefix[3]}`;
      else
        throw new SiteError(
          'blog post needs a date: a YYYY-MM-DD- file name prefix or front matter "date"',
          source.file,
        );
      const slug = data.slug !== undefined ? String(data.slug) : base.replace(DATE_PREFIX, '');
      const body = sourceBody(source);
      const cut = TRUNCATE.exec(body);
      return {
        // A front matter slug is a URL path; a file name is a name, encoded to become one.
        route: sectionRoute('blog', data.slug !== undefined ? slug : encodePath(slug)),
        title: String(data.title ?? firstHeading(body) ?? humanise(slug.replace(/^\//, ''))),
        description: data.description ?? '',
        date,
        authors: resolveAuthors(data.authors, authorsMap, source.file),
        tags: resolveTags(data.tags, tagsMap, slugger),
        readingMinutes: readingTime(body.replace(/```[\s\S]*?```/g, ' ')),
        hasTruncate: cut !== null,
        source,
      };
    });
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
}

function resolveAuthors(value: unknown, map: Record<string, unknown>, file: string): Author[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry): Author => {
    if (typeof entry === 'string') {
      const found = map[entry] as Record<string, string> | undefined;
      if (!found) throw new SiteError(`unknown author "${entry}" (not in content/blog/authors.yml)`, file);
      return toAuthor(found, entry);
    }
    return toAuthor(entry as Record<string, string>);
  });
}

function toAuthor(raw: Record<string, string>, key?: string): Author {
  return {
    key,
    name: raw.name ?? key ?? 'Anonymous',
    title: raw.title,
    url: raw.url,
    imageUrl: raw.image_url ?? raw.imageURL,
  };
}

function resolveTags(value: unknown, map: Record<string, unknown>, slugger: GithubSlugger): Tag[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry): Tag => {
    const key = typeof entry === 'string' ? entry : String((entry as { label?: string }).label ?? '');
    const known = (typeof entry === 'string' ? map[entry] : entry) as
      { label?: string; permalink?: string; description?: string } | undefined;
    slugger.reset();
    const permalink = known?.permalink ?? `/${slugger.slug(key)}`;
    return {
      label: known?.label ?? key,
      route: sectionRoute('blog/tags', permalink),
      description: known?.description,
    };
  });
}
