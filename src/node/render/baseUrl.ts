import type { RouteManifest } from '../content/manifest.js';
import { withBase } from '../../shared/paths.js';
import type { LocaleConfig } from '../../shared/types.js';
import { currentLocale } from '../../shared/currentLocale.js';

/** What the URLs of a site depend on: its config (base URL, trailing slash) and its routes. */
export type LinkSite = Pick<RouteManifest, 'site' | 'byPath'>;

/**
 * Attributes whose root-relative URLs a site served under a base URL must point under it: links and
 * media, and the files the runtime fetches by a page's word (its sidebar, an island's script).
 */
const ROOT_URL = /(\s(?:href|src|action|poster|data-sidebar-url|data-island)=")(\/(?!\/)[^"]*)/g;

/**
 * A root-relative URL as the site writes it: a route's path with or without its trailing slash as
 * `trailingSlash` says (as Docusaurus's links apply it), then under the base URL. Routes, links and
 * assets are made for the site's root; a site served under `/project/` (a GitHub Pages project
 * site) is moved there here, as it is written. Any other URL is left as it is.
 */
export function siteUrl(url: string, { site, byPath }: LinkSite): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const slashed =
    site.trailingSlash === undefined || path === '/' || !byPath.has(path)
      ? path
      : site.trailingSlash
        ? path.replace(/\/?$/, '/')
        : path.replace(/\/+$/, '');
  const route = byPath.has(path) || byPath.has(slashed);
  return withBase(slashed + (cut < 0 ? '' : url.slice(cut)), site.baseUrl, route);
}

/** Every root-relative URL of rendered HTML (`href="/docs/x"`, `src="/assets/…"`) as the site writes it (see siteUrl). */
export function siteLinks(html: string, links: LinkSite): string {
  if (links.site.baseUrl === '/' && links.site.trailingSlash === undefined) return html;
  return html.replace(ROOT_URL, (_, attribute: string, url: string) => attribute + siteUrl(url, links));
}

/** The absolute URL of a site path (for sitemaps, feeds, canonical links): the site's URL and the path as the site writes it. */
export function siteHref(links: LinkSite, path: string): string {
  return links.site.url + siteUrl(path, links);
}

/** The base URL of one of the site's locales (the site's own base URL is its current locale's). */
export function localeBaseUrl(site: LinkSite['site'], locale: LocaleConfig): string {
  const own = currentLocale(site).path;
  const root = own ? site.baseUrl.slice(0, -(own.length + 1)) : site.baseUrl;
  return locale.path ? `${root}${locale.path}/` : root;
}

/**
 * A route's URL in each of the site's locales, root-relative (every locale has every route: an
 * untranslated page shows the default locale's text), for the locale menu and `hreflang`.
 */
export function localeRoutes(
  links: LinkSite,
  path: string,
): { locale: LocaleConfig; url: string; base: string }[] {
  const { site } = links;
  if (site.i18n.locales.length < 2) return [];
  const rel = siteUrl(path, links).slice(site.baseUrl.length);
  return site.i18n.locales.map((locale) => {
    const base = localeBaseUrl(site, locale);
    return { locale, url: base + rel, base };
  });
}
