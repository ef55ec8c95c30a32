/**
 * The site's base URL: '/' unless the site is served under one (`/project/`, see Layout's
 * `data-base`). Links in the page already carry it; the runtime needs it for the files it asks for
 * by name (the not-found page, the search engine and index).
 */
export function siteBase(): string {
  return (typeof document === 'undefined' ? undefined : document.documentElement.dataset.base) ?? '/';
}
