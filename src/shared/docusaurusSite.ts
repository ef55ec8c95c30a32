import { withBase } from './paths.js';

/** What a Docusaurus site's components read of its config (`useDocusaurusContext().siteConfig`). */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
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
 * A root-relative URL as the page shows it. The server writes it without the base URL, which
 * every root-relative URL of the written HTML gets once (`underBase`); in the browser (an island)
 * the base is added here, so that the island renders what the server wrote.
 */
export function pageUrl(url: string): string {
  return typeof document === 'undefined' ? url : withBase(url, docusaurusSite().baseUrl);
}
