import { useMemo, useSyncExternalStore } from 'react';
import { usePartContext } from '../../src/shared/partContext.js';

/** A location as react-router gives it: `state` is what a `push` gave, `key` names the history entry. */
interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string | undefined;
}

type Action = 'PUSH' | 'REPLACE' | 'POP';

/** What docsgen keeps in `history.state`: the entry's key (the runtime's), and a push's state. */
interface EntryState {
  key?: string;
  state?: unknown;
}

/** The location the page shows: it moves once the client runtime has put the new page in. */
let shown: RouterLocation | undefined;
/** How the location last moved, and how the next move was asked for (see go), for `listen`. */
let action: Action = 'POP';
let asked: Action | undefined;
const listeners = new Set<() => void>();
let following = false;

function read(): RouterLocation {
  const { pathname, search, hash } = window.location;
  const entry = history.state as EntryState | null;
  return { pathname, search, hash, state: entry?.state, key: entry?.key };
}

function current(): RouterLocation {
  return (shown ??= read());
}

/** Takes the browser's location as the shown one, and tells the hooks if it moved. */
function update(): void {
  const next = read();
  const last = current();
  if ((Object.keys(next) as (keyof RouterLocation)[]).every((field) => next[field] === last[field])) return;
  shown = next;
  action = asked ?? 'PUSH';
  asked = undefined;
  for (const listener of listeners) listener();
}

/**
 * Hears the client runtime's navigations, which it does not announce: a new page is in once the
 * runtime has replaced the content of `<main>` (after pushing its entry, or after back/forward);
 * back/forward within the page shown (a fragment) keeps the page, so the location moves at once,
 * as react-router's does when only the hash changes.
 */
function follow(): void {
  const main = document.querySelector('.main-wrapper main');
  if (main) new MutationObserver(update).observe(main, { childList: true });
  addEventListener('popstate', () => {
    asked ??= 'POP';
    if (window.location.pathname === current().pathname) update();
  });
}

function subscribe(listener: () => void): () => void {
  if (!following) {
    following = true;
    follow();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `@docusaurus/router`'s `useLocation`: the location the page shows, which changes with client
 * navigation (and back/forward). A server render gives the path of the page a part is rendered
 * for (see PartContext), else `/` (an MDX page compiles without knowing its route); an island
 * hydrates from the same, as its element says (see partData), then takes the browser's.
 */
export function useLocation(): RouterLocation {
  const { pathname = '/' } = usePartContext();
  const served = useMemo(
    (): RouterLocation => ({ pathname, search: '', hash: '', state: undefined, key: undefined }),
    [pathname],
  );
  return useSyncExternalStore(subscribe, current, () => served);
}

type To = string | { pathname?: string; search?: string; hash?: string };

/**
 * A URL of the site, as react-router resolves a path against the current location: a path with
 * no pathname is the current page's, with only the query and the fragment it gives (`#x` drops
 * the query, as it does in Docusaurus).
 */
function href(to: To): string {
  const { pathname: here, href: base } = window.location;
  if (typeof to === 'string') return new URL(to.startsWith('#') ? here + to : to, base).href;
  const { pathname = here, search = '', hash = '' } = to;
  return new URL(pathname + search + hash, base).href;
}

/**
 * Goes to a URL through the client runtime: the entry is pushed (or the current one replaced) and
 * the runtime told as back/forward tells it (`popstate`), so that it shows the page (on the same
 * page, scrolls to the fragment) and keeps its scroll positions. Only the query changed: the page
 * stays where it is, as Docusaurus's does. A URL of another origin is a page load.
 */
function go(to: To, state: unknown, replace: boolean): void {
  const url = new URL(href(to));
  const { origin, pathname, hash } = window.location;
  if (url.origin !== origin) {
    window.location[replace ? 'replace' : 'assign'](url.href);
    return;
  }
  const scroll = url.pathname === pathname && url.hash === hash ? window.scrollY : undefined;
  const entry = replace ? (history.state as EntryState | null) : { key: Math.random().toString(36).slice(2) };
  history[replace ? 'replaceState' : 'pushState']({ ...entry, state, scroll }, '', url.href);
  asked = replace ? 'REPLACE' : 'PUSH';
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/** What `useHistory()` gives: react-router's history. */
interface History {
  location: RouterLocation;
  action: Action;
  length: number;
  push: (to: To, state?: unknown) => void;
  replace: (to: To, state?: unknown) => void;
  go: (delta: number) => void;
  goBack: () => void;
  goForward: () => void;
  listen: (listener: (location: RouterLocation, action: Action) => void) => () => void;
  createHref: (location: { pathname?: string; search?: string; hash?: string }) => string;
}

/**
 * `useHistory()`: `push` and `replace` through docsgen's client navigation (see go), the
 * browser's own history (`go`, `goBack`, `goForward`), `location` as useLocation gives it, and
 * `listen`, called with each new location.
 */
export function useHistory(): History {
  const here = useLocation();
  return {
    location: here,
    action,
    length: typeof history === 'undefined' ? 1 : history.length,
    push: (to, state) => go(to, state, false),
    replace: (to, state) => go(to, state, true),
    go: (delta) => history.go(delta),
    goBack: () => history.back(),
    goForward: () => history.forward(),
    listen: (listener) => subscribe(() => listener(current(), action)),
    createHref: ({ pathname = '', search = '', hash = '' }) => pathname + search + hash,
  };
}
