import type { PagePayload } from '../shared/types.js';
import { hydrateIslands, unmountIslands } from './islands.js';
import { drawDiagrams } from './mermaid.js';
import { revealLink } from './lazySidebar.js';
import { loadPayload, loadSidebar, rememberLoadedPage, routable } from './payloads.js';
import { observeLinks } from './prefetch.js';
import { startProgress } from './progress.js';
import { markSidebar, setDrawer } from './sidebar.js';
import { restoreTabs } from './tabs.js';
import { updateToc } from './toc.js';
import { siteBase } from './siteBase.js';
import { showDocsVersion } from './docsVersions.js';
import { showLocaleLinks } from './localeLinks.js';

function setMeta(selector: string, value: string): void {
  document.querySelector(selector)?.setAttribute('content', value);
}

/**
 * Replaces the page regions with a payload: title, meta, sidebar, main, active navbar item. Returns
 * main and, when the page switched sidebars, the new one (a site's DocSidebar in it may be an island).
 */
function apply(
  payload: PagePayload,
  sidebarHtml: string | null,
): { main: HTMLElement; sidebar: HTMLElement | null } {
  document.title = payload.title;
  for (const name of ['name="description"', 'property="og:description"', 'name="twitter:description"']) {
    setMeta(`meta[${name}]`, payload.description);
  }
  for (const name of ['property="og:title"', 'name="twitter:title"']) setMeta(`meta[${name}]`, payload.title);
  // The elements the last page's <Head> added go; the new page's come (scripts among them do not run).
  for (const el of document.head.querySelectorAll('[data-page-head]')) el.remove();
  if (payload.head) document.head.insertAdjacentHTML('beforeend', payload.head);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical) {
    const href = new URL(payload.route, canonical.getAttribute('href') ?? undefined).href;
    canonical.setAttribute('href', href);
    setMeta('meta[property="og:url"]', href);
  }
  setDrawer(false);
  const wrapper = document.querySelector('.main-wrapper')!;
  const shown = wrapper.querySelector<HTMLElement>('.doc-sidebar');
  let aside: HTMLElement | null = null;
  if (shown && (!payload.sidebar || sidebarHtml !== null)) {
    unmountIslands(shown);
    shown.remove();
  }
  if (payload.sidebar && sidebarHtml !== null) {
    aside = document.createElement('aside');
    aside.className = 'doc-sidebar';
    aside.dataset.sidebar = payload.sidebar.id;
    aside.dataset.sidebarUrl = payload.sidebar.url;
    aside.innerHTML = `<div class="doc-sidebar__inner">${sidebarHtml}</div>`;
    wrapper.prepend(aside);
  }
  const main = wrapper.querySelector<HTMLElement>('main')!;
  unmountIslands(main);
  main.className = payload.mainClass;
  main.innerHTML = payload.main;
  for (const link of document.querySelectorAll('.navbar__link')) {
    if (link.getAttribute('href') === payload.navActive) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  markSidebar(payload.route);
  showDocsVersion(main);
  showLocaleLinks();
  return { main, sidebar: aside };
}

let announcer: HTMLElement | undefined;

/**
 * After a client navigation, as accessible routers do: focus goes to the new page's heading (else
 * its main region), not left on a link of the old page or the closed search dialog's button, and a
 * live region announces the new title to screen readers.
 */
function announcePage(main: HTMLElement, title: string): void {
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? main).focus({ preventScroll: true });
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.className = 'visually-hidden route-announcer';
    announcer.setAttribute('aria-live', 'assertive');
    announcer.setAttribute('aria-atomic', 'true');
    document.body.append(announcer);
  }
  announcer.textContent = title;
}

function scrollToTarget(hash: string): void {
  let target: HTMLElement | null = null;
  try {
    target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    // A malformed escape in the hash names no element.
  }
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

interface EntryState {
  key?: string;
  scroll?: number;
}

/** Scroll positions per history entry, keyed by an id kept in history.state. */
const positions = new Map<string, number>();
let currentKey = '';
/** The route whose content the document shows (differs from location during a navigation). */
let shownPath = window.location.pathname;

function entryKey(): string {
  const state = history.state as EntryState | null;
  if (state?.key) return state.key;
  const key = Math.random().toString(36).slice(2);
  history.replaceState({ ...state, key }, '');
  return key;
}

let navigation = 0;

/** Leaves the client router: a normal page load of url (a new history entry only for a push). */
function fullLoad(url: URL, mode: 'push' | 'replace' | 'pop'): void {
  window.location[mode === 'push' ? 'assign' : 'replace'](url.href);
}

/** Client navigation: fetch the route payload (old page stays meanwhile), swap regions, hydrate islands, scroll. */
async function navigate(url: URL, mode: 'push' | 'replace' | 'pop', scroll?: number): Promise<void> {
  const token = ++navigation;
  const stop = startProgress();
  try {
    let payload = await loadPayload(url.pathname);
    if (token !== navigation) return;
    if (payload && payload.route !== url.pathname) {
      // Matching is strict: let the server answer (e.g. redirect /icons to /icons/).
      fullLoad(url, mode);
      return;
    }
    if (payload?.redirect) {
      stop();
      return navigate(new URL(payload.redirect, url), mode === 'pop' ? 'replace' : mode);
    }
    payload ??= await loadPayload(`${siteBase()}404`);
    if (!payload) throw new Error('no not-found page');
    const sidebarHtml = await loadSidebar(payload);
    // The same sidebar, large: the page's link may be in a category this page's markup left out.
    if (sidebarHtml === null && payload.sidebar) await revealLink(payload.route).catch(() => undefined);
    if (token !== navigation) return;
    if (mode === 'push') {
      positions.set(currentKey, window.scrollY);
      currentKey = Math.random().toString(36).slice(2);
      history.pushState({ key: currentKey }, '', url.href);
    } else if (mode === 'replace')
      history.replaceState({ ...(history.state as object), key: currentKey }, '', url.href);
    shownPath = url.pathname;
    const { main, sidebar } = apply(payload, sidebarHtml);
    if (scroll !== undefined) window.scrollTo(0, scroll);
    else scrollToTarget(url.hash);
    restoreTabs(main);
    updateToc();
    announcePage(main, payload.title);
    observeLinks(main.parentElement!);
    drawDiagrams(main);
    await Promise.all([hydrateIslands(main), sidebar && hydrateIslands(sidebar)]);
  } catch {
    // The payload could not be loaded: a full page load still gets the reader there.
    if (token === navigation) fullLoad(url, mode);
  } finally {
    stop();
  }
}

/** Takes over in-site links and back/forward. */
export function setupRouter(): void {
  // The router restores positions itself: the browser would scroll before the new content is in.
  history.scrollRestoration = 'manual';
  rememberLoadedPage();
  currentKey = entryKey();
  const restored = (history.state as EntryState).scroll;
  const { type } =
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined) ?? {};
  if (restored !== undefined && (type === 'reload' || type === 'back_forward')) window.scrollTo(0, restored);
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    const url = link && routable(link);
    if (!url) return;
    // Same page with a fragment (including a bare "#"): the browser scrolls, and popstate follows,
    // already scrolled, so this is the last moment to see where the reader was.
    if (url.pathname === shownPath && url.search === window.location.search && link.href.includes('#')) {
      positions.set(currentKey, window.scrollY);
      return;
    }
    event.preventDefault();
    void navigate(url, url.href === window.location.href ? 'replace' : 'push');
  });
  window.addEventListener('popstate', () => {
    // Back/forward to a known entry: the browser has not scrolled (manual mode), so this is where the
    // reader left the old entry, even if the scroll event saying so has not been dispatched yet.
    if ((history.state as EntryState | null)?.key) positions.set(currentKey, window.scrollY);
    currentKey = entryKey();
    const saved = positions.get(currentKey) ?? (history.state as EntryState).scroll;
    const url = new URL(window.location.href);
    if (url.pathname !== shownPath) void navigate(url, 'pop', saved);
    // A fragment entry of the page already shown: scroll only, keep the content (and island state).
    else if (saved !== undefined) window.scrollTo(0, saved);
    else scrollToTarget(url.hash);
  });
  // Recorded as the reader scrolls: by the time popstate fires the old entry can no longer be written.
  // history.state gets a copy too (throttled), for reloads and cross-document back/forward, which
  // manual mode no longer restores (writes made while the page unloads are not kept).
  let pending: number | undefined;
  window.addEventListener(
    'scroll',
    () => {
      const key = currentKey;
      positions.set(key, window.scrollY);
      window.clearTimeout(pending);
      pending = window.setTimeout(() => {
        if (key === currentKey)
          history.replaceState({ ...(history.state as object), key, scroll: positions.get(key) }, '');
      }, 200);
    },
    { passive: true },
  );
}
