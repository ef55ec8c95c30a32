/** Pure path helpers shared by the build, the server and the client router. */

/** Maps a route path to its HTML file relative to the output root (`/` -> `index.html`, `/a` -> `a/index.html`). */
export function routeToHtmlFile(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** Maps a route path to its client payload file relative to the output root. */
export function routeToDataFile(route: string, dataFile: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? dataFile : `${trimmed}/${dataFile}`;
}

/**
 * Normalises a requested pathname the way the server and router agree on: `/x.html` and
 * `/x/index.html` become `/x`; returns null when the path is already normal.
 */
export function normaliseHtmlPath(pathname: string): string | null {
  if (pathname.endsWith('/index.html'))
    return pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1');
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return null;
}

/**
 * A root-relative URL written under the site's base URL already (`/project/x`, or `/project` for
 * the base itself), as the site's root has it (`/x`, `/`); undefined for any other URL.
 */
export function pathUnderBase(url: string, base: string): string | undefined {
  if (base === '/') return undefined;
  if (url.startsWith(base)) return url.slice(base.length - 1);
  return url === base.slice(0, -1) ? '/' : undefined;
}

/**
 * A root-relative URL (`/x`) under the site's base URL (`/project/` gives `/project/x`); any other
 * URL as it is. An authored URL written under the base already (see pathUnderBase) is left there,
 * as Docusaurus's links leave it; a `route` of the site always goes under the base, whatever its
 * first folder is called.
 */
export function withBase(url: string, base: string, route = false): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  const rooted = route ? undefined : pathUnderBase(url, base);
  return base + (rooted ?? url).slice(1);
}
