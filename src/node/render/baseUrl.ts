import type { SiteConfig } from '../../shared/types.js';
import { withBase } from '../../shared/paths.js';

/**
 * Attributes whose root-relative URLs a site served under a base URL must point under it: links and
 * media, and the files the runtime fetches by a page's word (its sidebar, an island's script).
 */
const ROOT_URL = /(\s(?:href|src|action|poster|data-sidebar-url|data-island)=")\/(?!\/)/g;

/**
 * Points every root-relative URL of rendered HTML (`href="/docs/x"`, `src="/assets/…"`) under the
 * site's base URL: routes, links and assets are made for the site's root, and a site served under
 * `/project/` (a GitHub Pages project site) is prefixed once, here, as it is written.
 */
export function underBase(html: string, base: string): string {
  return base === '/' ? html : html.replace(ROOT_URL, `$1${base}`);
}

/** The absolute URL of a site path: the site's URL, its base URL and the path (for sitemaps, feeds, canonical links). */
export function siteHref(site: Pick<SiteConfig, 'url' | 'baseUrl'>, path: string): string {
  return site.url + withBase(path, site.baseUrl);
}
