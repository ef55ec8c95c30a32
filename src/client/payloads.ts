import { PAGE_DATA_FILE } from '../shared/constants.js';
import { normaliseHtmlPath, routeToDataFile } from '../shared/paths.js';
import type { PagePayload } from '../shared/types.js';
import { siteBase } from './siteBase.js';

const payloads = new Map<string, Promise<PagePayload | null>>();
const sidebars = new Map<string, Promise<string>>();

/** Fetches a URL once; a failure is forgotten so that a later attempt asks the network again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** Whether the payload of a route is cached (fetched, being fetched, or taken from the page itself). */
export function hasPayload(path: string): boolean {
  return payloads.has(path);
}

/** Fetches (once) the payload of a route; null when the route does not exist. */
export function loadPayload(path: string): Promise<PagePayload | null> {
  return once(payloads, path, () =>
    fetch('/' + routeToDataFile(path, PAGE_DATA_FILE)).then((res) => {
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<PagePayload>;
    }),
  );
}

/**
 * Caches the payload of the page the document was loaded with, read from its markup (before any
 * island hydrates): the first navigation away would otherwise fetch it again as soon as a link
 * back to it showed on the next page.
 */
export function rememberLoadedPage(): void {
  const main = document.querySelector<HTMLElement>('main');
  // The not-found and redirect pages answer for other paths: their markup is no route's payload.
  if (!main || main.matches('.main--not-found, .main--redirect')) return;
  const aside = document.querySelector<HTMLElement>('.doc-sidebar');
  const { sidebar: id, sidebarUrl: url } = aside?.dataset ?? {};
  const route = window.location.pathname;
  payloads.set(
    route,
    Promise.resolve({
      route,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      sidebar: id && url ? { id, url } : null,
      main: main.innerHTML,
      mainClass: main.className,
      navActive: document.querySelector('.navbar__link[aria-current="page"]')?.getAttribute('href') ?? null,
    }),
  );
}

/** The sidebar HTML a payload needs, or null when the page has none or already shows that sidebar. */
export function loadSidebar(payload: PagePayload): Promise<string | null> {
  const wanted = payload.sidebar;
  // The sidebar is shared by many pages: fetch its HTML only when switching to another one.
  if (!wanted || document.querySelector<HTMLElement>('.doc-sidebar')?.dataset.sidebar === wanted.id) {
    return Promise.resolve(null);
  }
  return loadSidebarHtml(wanted.url);
}

/** Fetches (once) a sidebar's shared HTML: to switch sidebars, or to fill in a large one's closed categories. */
export function loadSidebarHtml(url: string): Promise<string> {
  return once(sidebars, url, () =>
    fetch(url).then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`)))),
  );
}

/** A URL the router handles: same origin, a page (not a file), opened in this tab. */
export function routable(link: HTMLAnchorElement): URL | undefined {
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download') || link.dataset.noRouter !== undefined) return undefined;
  const url = new URL(link.href, window.location.href);
  // A page of the same origin outside the site's base URL is another site's.
  if (url.origin !== window.location.origin || !url.pathname.startsWith(siteBase())) return undefined;
  const pathname = normaliseHtmlPath(url.pathname) ?? url.pathname;
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined;
  url.pathname = pathname;
  return url;
}
