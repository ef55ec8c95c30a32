import { useSyncExternalStore } from 'react';
import { partContext } from '../../src/shared/partContext.js';

const noSubscription = (): (() => void) => () => undefined;

/**
 * One part of the browser's location, '' (the path: '/') in the server's HTML and while an island
 * hydrates, but in the HTML of a part rendered for its page (see PartContext).
 */
function usePart(part: 'pathname' | 'search' | 'hash'): string {
  return useSyncExternalStore(
    noSubscription,
    () => location[part],
    () => (part === 'pathname' ? (partContext().pathname ?? '/') : ''),
  );
}

/**
 * `@docusaurus/router`'s `useLocation`: the browser's location once the page's island runs. A page
 * is compiled without knowing its route, so its HTML says `/`; hydration starts from the same. A
 * doc's or a post page's swizzled part, which has no island for it, is rendered with its page's path.
 */
export function useLocation(): { pathname: string; search: string; hash: string } {
  return { pathname: usePart('pathname'), search: usePart('search'), hash: usePart('hash') };
}

/** What `useHistory()` gives: react-router's history, its navigations as full page loads. */
interface History {
  location: { pathname: string; search: string; hash: string };
  length: number;
  push: (url: string) => void;
  replace: (url: string) => void;
  go: (delta: number) => void;
  goBack: () => void;
  goForward: () => void;
  listen: (listener: unknown) => () => void;
  createHref: (location: { pathname?: string; search?: string; hash?: string }) => string;
}

/**
 * `useHistory()`: navigations as a full page load (`push`, `replace`), the browser's own history
 * (`go`, `goBack`, `goForward`) and `location` as useLocation gives it (`history.location.hash`).
 * `listen` hears nothing: a navigation loads a page.
 */
export function useHistory(): History {
  const here = useLocation();
  return {
    location: here,
    length: typeof history === 'undefined' ? 1 : history.length,
    push: (url) => location.assign(url),
    replace: (url) => location.replace(url),
    go: (delta) => history.go(delta),
    goBack: () => history.back(),
    goForward: () => history.forward(),
    listen: () => () => undefined,
    createHref: ({ pathname = '', search = '', hash = '' }) => pathname + search + hash,
  };
}
