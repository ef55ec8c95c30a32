import { siteBase } from './siteBase.js';

/** Points the locale menu's links at the page now shown, in each locale (after a client navigation). */
export function showLocaleLinks(): void {
  const path = window.location.pathname.slice(siteBase().length);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-locale-base]'))
    link.setAttribute('href', link.dataset.localeBase + path);
}
