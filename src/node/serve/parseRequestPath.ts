export type ParsedRequestPath =
  { ok: true; pathname: string; search: string } | { ok: false; status: 400 | 404 };

/**
 * Decodes a raw request target into a safe pathname, or says why it is refused. Everything that
 * could climb out of the output folder (`..`, encoded or not, backslashes, NUL) is a 400.
 */
export function parseRequestPath(rawUrl: string): ParsedRequestPath {
  // Only origin-form targets (`/path?query`): absolute-form and `*` are for proxies, not a file server.
  if (!rawUrl.startsWith('/')) return { ok: false, status: 400 };
  const hash = rawUrl.indexOf('#');
  const target = hash === -1 ? rawUrl : rawUrl.slice(0, hash);
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : target.slice(q);
  // Backslashes are path separators on Windows and mean nothing on a URL, so refuse them outright.
  if (rawPath.includes('\\') || /%5c/i.test(rawPath)) return { ok: false, status: 400 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { ok: false, status: 400 };
  const segments = pathname.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, status: 400 };
  // `//x` names no route (matching is strict), and path.join would silently collapse it.
  if (pathname.includes('//')) return { ok: false, status: 404 };
  return { ok: true, pathname, search };
}
