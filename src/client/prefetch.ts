import { PREFETCH_BUDGET } from '../shared/constants.js';
import { SidebarClass } from '../shared/sidebarClass.js';
import { isLazy, lazySidebarUrl } from './lazySidebar.js';
import { hasPayload, loadPayload, loadSidebar, loadSidebarHtml, routable } from './payloads.js';

function canPrefetch(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return !connection?.saveData && !(connection?.effectiveType ?? '').includes('2g');
}

/**
 * Prefetches a link's route payload and sidebar unless they are cached (never on data-saver or 2g
 * connections, never the page shown). Returns whether it asked the network.
 */
export function prefetch(link: HTMLAnchorElement): boolean {
  // A category label's link (in a large sidebar, see templates/Sidebar.tsx) toggles it: not where the reader goes.
  const url = !link.classList.contains(SidebarClass.categoryLabel) && routable(link);
  if (!url || url.pathname === window.location.pathname || hasPayload(url.pathname) || !canPrefetch())
    return false;
  loadPayload(url.pathname)
    .then((payload) => payload && loadSidebar(payload))
    .catch(() => undefined);
  return true;
}

/** Prefetches a large sidebar's shared HTML when the reader is about to open a category it fills in. */
function prefetchSidebar(details: Element): void {
  if (!isLazy(details) || !canPrefetch()) return;
  const url = lazySidebarUrl();
  if (url) loadSidebarHtml(url).catch(() => undefined);
}

/** Links in view and not yet prefetched: candidates for the next idle moment. */
const entered = new Set<HTMLAnchorElement>();
let scheduled = false;
/**
 * Whether the first idle prefetch has run. The links in view when the page loads get that one
 * chance, within the budget (a lean first visit); a link the reader scrolls into view later waits,
 * as long as it stays in view, for an idle moment with budget left (the contract: a link is
 * prefetched when it becomes visible).
 */
let loaded = false;

/** Where the reader is most likely to go next: the content, then the docs sidebar, then the rest (breadcrumbs lead back). */
const rank = (link: Element): number =>
  link.closest('.breadcrumbs') ? 2 : link.closest('main') ? 0 : link.closest('.doc-sidebar') ? 1 : 2;

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** Once the page has loaded and the browser is idle, prefetches the best few links in view. */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const run = (): void =>
    whenIdle(() => {
      scheduled = false;
      const links = [...entered].filter((link) => link.isConnected).sort((a, b) => rank(a) - rank(b));
      let left = PREFETCH_BUDGET;
      for (const link of links) {
        if (left === 0 && loaded) break;
        entered.delete(link);
        observer?.unobserve(link);
        if (left > 0 && prefetch(link)) left--;
      }
      loaded = true;
      if (entered.size) schedule();
    });
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const link = entry.target as HTMLAnchorElement;
          if (!entry.isIntersecting) entered.delete(link);
          else {
            entered.add(link);
            schedule();
          }
        }
      })
    : undefined;

/** Watches the links under root: those that come into view are candidates for the idle prefetch. */
export function observeLinks(root: ParentNode): void {
  if (!observer || !canPrefetch()) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = routable(link);
    if (url && !hasPayload(url.pathname)) observer.observe(link);
  }
}

/** Prefetch on intent (hover, touch, keyboard focus) and, within the budget, for links in view. */
export function setupPrefetch(): void {
  const intent = (event: Event): void => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (link) prefetch(link);
    const summary = (event.target as Element).closest?.(`.${SidebarClass.summary}`);
    if (summary) prefetchSidebar(summary.parentElement!);
  };
  document.addEventListener('mouseover', intent, { passive: true });
  document.addEventListener('touchstart', intent, { passive: true });
  document.addEventListener('focusin', intent);
  observeLinks(document);
}
