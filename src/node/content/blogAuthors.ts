import kebabCase from 'lodash.kebabcase';
import type { FrontMatter } from './frontMatter.js';
import { SiteError } from '../errors.js';
import { isObject } from '../../shared/isObject.js';

/** A link of an author's profile elsewhere (`socials` in authors.yml or front matter). */
export interface AuthorSocial {
  /** The platform's key as written (x, github, linkedin…). */
  platform: string;
  url: string;
}

export interface Author {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  socials?: AuthorSocial[];
  /** The name of the author's own page under the blog's authors (authors.yml's `page`). */
  page?: string;
  /** The route of that page, when the blog has author pages (see authorRoute). */
  route?: string;
}

/** Where a handle on a known platform leads (Docusaurus's authorsSocials.ts). */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/** Where the authors map and the post are, for errors. */
interface AuthorFiles {
  /** The post's file. */
  file: string;
  /** The authors map's file (authors.yml in the blog folder). */
  mapFile: string;
}

type RawAuthor = Record<string, unknown>;

/**
 * A post's authors as Docusaurus's getBlogPostAuthors resolves them: the legacy `author*` keys
 * (one author), or `authors`: keys into authors.yml, inline objects, or both (an inline object with
 * a `key` overrides that author's fields).
 */
export function resolveAuthors(
  data: FrontMatter,
  map: Record<string, unknown>,
  files: AuthorFiles,
): Author[] {
  const legacy = legacyAuthor(data);
  const inline = data.authors === undefined || data.authors === null ? [] : [data.authors].flat();
  if (legacy && inline.length)
    throw new SiteError(
      'use "authors" or the legacy "author" keys, not both (as Docusaurus requires)',
      files.file,
    );
  if (legacy) return [toAuthor(legacy, files.file)];
  return inline.map((entry): Author => {
    const raw: RawAuthor = typeof entry === 'string' ? { key: entry } : isObject(entry) ? entry : {};
    if (typeof entry !== 'string' && !isObject(entry))
      throw new SiteError(`an author must be a key of ${files.mapFile} or an object`, files.file);
    const key = typeof raw.key === 'string' ? raw.key : undefined;
    if (key === undefined) return toAuthor(raw, files.file);
    const found = map[key];
    if (!isObject(found))
      throw new SiteError(`unknown author "${key}" (not in ${files.mapFile})`, files.file);
    // Front matter may override fields of an author of the map, as in Docusaurus.
    return toAuthor({ ...found, ...raw }, files.file, key);
  });
}

/** The author the legacy v1 front matter keys name, if any of them is there. */
function legacyAuthor(data: FrontMatter): RawAuthor | undefined {
  const author = {
    name: data.author,
    title: data.author_title ?? data.authorTitle,
    url: data.author_url ?? data.authorURL,
    image_url: data.author_image_url ?? data.authorImageURL,
  };
  return Object.values(author).some((v) => v !== undefined && v !== null) ? author : undefined;
}

function toAuthor(raw: RawAuthor, file: string, key?: string): Author {
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return {
    key,
    name: text(raw.name) ?? key ?? 'Anonymous',
    title: text(raw.title),
    url: text(raw.url),
    imageUrl: text(raw.image_url) ?? text(raw.imageURL),
    email: text(raw.email),
    socials: isObject(raw.socials) ? socialLinks(raw.socials, file) : undefined,
    page: key === undefined ? undefined : authorPage(raw.page, key),
  };
}

/** An author's page name as Docusaurus makes it: `page: true` names it after the key, in kebab case. */
function authorPage(page: unknown, key: string): string | undefined {
  if (page === true) return kebabCase(key);
  return isObject(page) && typeof page.permalink === 'string'
    ? page.permalink.replace(/^\/+/, '')
    : undefined;
}

/** Every author of an authors map (authors.yml), in its order. */
export function mapAuthors(map: Record<string, unknown>, mapFile: string): Author[] {
  return Object.entries(map).flatMap(([key, raw]) => (isObject(raw) ? [toAuthor(raw, mapFile, key)] : []));
}

/** An author's socials as links: a handle on a known platform becomes its profile's URL. */
function socialLinks(socials: Record<string, unknown>, file: string): AuthorSocial[] {
  return Object.entries(socials).map(([platform, value]): AuthorSocial => {
    const handle = String(value);
    if (/^https?:\/\//.test(handle)) return { platform, url: handle };
    if (handle.includes('/'))
      throw new SiteError(
        `author socials: "${platform}" needs a handle or an http(s) URL, got "${handle}"`,
        file,
      );
    const toUrl = SOCIAL_URLS[platform.toLowerCase()];
    // Docusaurus keeps the value of a platform it does not know as it is.
    return { platform, url: toUrl ? toUrl(handle) : handle };
  });
}
