/**
 * A navbar or footer item's `to` as a path from the site's root: Docusaurus passes it through
 * `useBaseUrl`, which puts the base URL before any path that has no protocol and is no anchor, so
 * `to: 'blog'` links to `/blog` (`/fr/blog` in French) from every page, not relative to the page.
 */
export function sitePath(to: string): string {
  return /^(#|[a-z][a-z\d+.-]*:)/i.test(to) || to.startsWith('/') ? to : `/${to}`;
}
