import { withBase } from './paths.js';

/** What a Docusaurus site's components read of its config (`useDocusaurusContext().siteConfig`). */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  /** The site's locales and the one the page is built in. */
  i18n?: { defaultLocale: string; currentLocale: string; locales: string[] };
  /** The locale's messages for `<Translate>` and `translate()` (see SiteConfig's uiMessages), by id. */
  messages?: Record<string, string>;
}

/** Replaced by the site's config when a site's pages are bundled (`siteBuildOptions`). */
declare const __DOCSGEN_SITE__: DocusaurusSiteConfig | undefined;

/** The site's config, as bundled into the page; defaults where a page was bundled without one. */
export function docusaurusSite(): DocusaurusSiteConfig {
  return typeof __DOCSGEN_SITE__ === 'undefined'
    ? { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {} }
    : __DOCSGEN_SITE__;
}

/**
 * A root-relative URL as the page shows it. The server writes it as made for the site's root, and
 * every root-relative URL of the written HTML is then spelt as the site spells URLs (`siteUrl`:
 * base URL, trailing slash); in the browser (an island) that is done here, so that the island
 * renders what the server wrote. A page's path is told from a file's by its extension, as the
 * island cannot see the site's routes.
 */
export function pageUrl(url: string): string {
  if (typeof document === 'undefined') return url;
  const { baseUrl, trailingSlash } = docusaurusSite();
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(url) ?? [];
  const page = trailingSlash !== undefined && path !== '/' && !/\.[^/]*$/.test(path);
  const slashed = page ? (trailingSlash ? path.replace(/\/?$/, '/') : path.replace(/\/+$/, '')) : path;
  return withBase(slashed + rest, baseUrl);
}
