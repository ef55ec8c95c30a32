/**
 * Characters a route keeps percent-encoded: those that would end the path of a URL (`?`, `#`), start
 * an escape (`%`), or that an HTML attribute or a browser would mangle. Other characters, Unicode
 * included, stay as they are, as in Docusaurus's routes.
 */
// eslint-disable-next-line no-control-regex -- control characters are among those to encode
const UNSAFE = /[\u0000-\u0020%#?"<>\\^`{|}\u007f]/g;

/** Percent-encodes a literal path (of file or folder names, an id) for use in a route; its slashes stay. */
export function encodePath(literal: string): string {
  return literal.replace(UNSAFE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * Normalises a URL path the way a browser resolves one, clamped at the top: `.` and empty segments
 * go, `..` drops the segment before it and never climbs above the first, encoded dots and slashes
 * count as the real ones (`%2e%2e`, `%2F`, and `\`, which browsers read as `/`). Each segment is
 * encoded again with encodePath. The result has no leading or trailing slash ('' for the top).
 * So a front matter slug can name any route under its section, and none outside the output folder.
 */
export function normalizeRoutePath(urlPath: string): string {
  if (PLAIN_PATH.test(urlPath)) return urlPath;
  const segments: string[] = [];
  for (const raw of urlPath.split(SEPARATOR)) {
    for (const segment of decodeUrlPath(raw).split(SEPARATOR)) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') segments.pop();
      else segments.push(encodePath(segment));
    }
  }
  return segments.join('/');
}

/** Joins a section's base (`docs`, `blog`, '' for the site root) and a URL path under it into a route. */
export function sectionRoute(base: string, urlPath: string): string {
  return '/' + [base, normalizeRoutePath(urlPath)].filter(Boolean).join('/');
}

/** The folder path (relative, forward slashes) a route's files are written under: its segments decoded. */
export function routeFolder(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed.includes('%') ? trimmed.split('/').map(decodeUrlPath).join('/') : trimmed;
}

const SEPARATOR = /[/\\]/;
/** A path already normal: words and dashes between single slashes (most file-made routes). */
const PLAIN_PATH = /^[\w-]+(?:\/[\w-]+)*$/;

/** Decodes a URL path's escapes, or gives it back as it is when one is malformed (a literal `%`). */
export function decodeUrlPath(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A `%` that starts no escape is a literal percent sign (encodePath writes it as %25).
    return segment;
  }
}
