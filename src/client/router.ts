import { PAGE_DATA_FILE, STORAGE_KEYS } from '../shared/constants.js';
import { normaliseHtmlPath, routeToDataFile } from '../shared/paths.js';
import type { PagePayload } from '../shared/types.js';
import { hydrateIslands } from './islands.js';
import { startProgress } from './progress.js';
import { markSidebar, setDrawer } from './sidebar.js';
import { storage } from './storage.js';
import { restoreTabs } from './tabs.js';

const payloads = new Map<string, Promise<PagePayload | null>>();
const sidebars = new Map<string, Promise<string>>();

/** Fetches (once) the payload of a route; null when the route does not exist. */
function loadPayload(path: string): Promise<PagePayload | null> {
  let promise = payloads.get(path);
  if (!promise) {
    promise = fetch('/' + routeToDataFile(path, PAGE_DATA_FILE)).then((res) => {
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<PagePayload>;
    });
    payloads.set(path, promise);
    // A failed fetch may succeed later: do not cache the failure.
    promise.catch(() => payloads.delete(path));
  }
  return promise;
}

function loadSidebar(url: string): Promise<string> {
  let promise = sidebars.get(url);
  if (!promise) {
    promise = fetch(url).then((res) =>
      res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`)),
    );
    sidebars.set(url, promise);
    promise.catch(() => sidebars.delete(url));
  }
  return promise;
}

/** A URL the router handles: same origin, a page (not a file), opened in this tab. */
function routable(link: HTMLAnchorElement): URL | undefined {
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download') || link.dataset.noRouter !== undefined) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const pathname = normaliseHtmlPath(url.pathname) ?? url.pathname;
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined;
  url.pathname = pathname;
  return url;
}

function canPrefetch(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return !connection?.saveData && !(connection?.effectiveType ?? '').includes('2g');
}

/** Prefetches a link's route payload (never on data-saver or 2g connections). */
export function prefetch(link: HTMLAnchorElement): void {
  const url = routable(link);
  if (url && url.pathname !== window.location.pathname && canPrefetch())
    loadPayload(url.pathname).catch(() => undefined);
}

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          prefetch(entry.target as HTMLAnchorElement);
        }
      })
    : undefined;

function observeLinks(root: ParentNode): void {
  if (!observer || !canPrefetch()) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]'))
    if (routable(link)) observer.observe(link);
}

function setMeta(selector: string, value: string): void {
  document.querySelector(selector)?.setAttribute('content', value);
}

/** Replaces the page regions with a payload: title, meta, sidebar, main, active navbar item. */
function apply(payload: PagePayload, sidebarHtml: string | null): HTMLElement {
  document.title = payload.title;
  setMeta('meta[name="description"]', payload.description);
  setMeta('meta[property="og:title"]', payload.title);
  setMeta('meta[property="og:description"]', payload.description);
  const canonical = document.querySelector('link[rel="canonical"]');
  canonical?.setAttribute('href', new URL(payload.route, canonical.getAttribute('href') ?? undefined).href);
  setDrawer(false);
  const wrapper = document.querySelector('.main-wrapper')!;
  let aside = wrapper.querySelector<HTMLElement>('.doc-sidebar');
  if (!payload.sidebar) aside?.remove();
  else if (aside?.dataset.sidebar !== payload.sidebar.id && sidebarHtml !== null) {
    aside?.remove();
    aside = document.createElement('aside');
    aside.className = 'doc-sidebar';
    aside.dataset.sidebar = payload.sidebar.id;
    aside.innerHTML = `<div class="doc-sidebar__inner">${sidebarHtml}</div>`;
    wrapper.prepend(aside);
  }
  const main = wrapper.querySelector<HTMLElement>('main')!;
  main.className = payload.mainClass;
  main.innerHTML = payload.main;
  for (const link of document.querySelectorAll('.navbar__link')) {
    if (link.getAttribute('href') === payload.navActive) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  markSidebar(payload.route);
  if (payload.sidebar) storage.set(STORAGE_KEYS.preferredVersion, 'current');
  return main;
}

function scrollToTarget(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function saveScroll(): void {
  history.replaceState({ ...(history.state as object), scroll: window.scrollY }, '');
}

let navigation = 0;

/** Client navigation: fetch the route payload (old page stays meanwhile), swap regions, hydrate islands, scroll. */
export async function navigate(url: URL, mode: 'push' | 'replace' | 'pop'): Promise<void> {
  const token = ++navigation;
  const stop = startProgress();
  try {
    let payload = await loadPayload(url.pathname);
    if (payload && payload.route !== url.pathname) {
      // Matching is strict: let the server answer (e.g. redirect /icons to /icons/).
      window.location.assign(url.href);
      return;
    }
    if (payload?.redirect) {
      stop();
      return navigate(new URL(payload.redirect, url), mode === 'pop' ? 'replace' : mode);
    }
    payload ??= await loadPayload('/404');
    if (!payload) throw new Error('no not-found page');
    const sidebarHtml = payload.sidebar ? await loadSidebar(payload.sidebar.url) : null;
    if (token !== navigation) return;
    if (mode === 'push') {
      saveScroll();
      history.pushState({}, '', url.href);
    } else if (mode === 'replace') history.replaceState({}, '', url.href);
    const main = apply(payload, sidebarHtml);
    const saved = (history.state as { scroll?: number } | null)?.scroll;
    if (mode === 'pop' && saved !== undefined) window.scrollTo(0, saved);
    else scrollToTarget(url.hash);
    restoreTabs(main);
    observeLinks(main);
    await hydrateIslands(main);
  } catch {
    // The payload could not be loaded: a full page load still gets the reader there.
    window.location.assign(url.href);
  } finally {
    stop();
  }
}

/** Takes over in-site links, back/forward and prefetching. */
export function setupRouter(): void {
  history.scrollRestoration = 'manual';
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    const url = link && routable(link);
    if (!url) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
      return;
    event.preventDefault();
    void navigate(url, url.href === window.location.href ? 'replace' : 'push');
  });
  window.addEventListener('popstate', () => {
    void navigate(new URL(window.location.href), 'pop');
  });
  const hover = (event: Event): void => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (link) prefetch(link);
  };
  document.addEventListener('mouseover', hover, { passive: true });
  document.addEventListener('focusin', hover);
  let pending: number | undefined;
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(saveScroll, 100);
    },
    { passive: true },
  );
  observeLinks(document);
}
