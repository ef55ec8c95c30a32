import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

/** One part of the browser's location, '' (the path: '/') in the server's HTML and while an island hydrates. */
function usePart(part: 'pathname' | 'search' | 'hash'): string {
  return useSyncExternalStore(
    noSubscription,
    () => location[part],
    () => (part === 'pathname' ? '/' : ''),
  );
}

/**
 * `@docusaurus/router`'s `useLocation`: the browser's location once the page's island runs. A page
 * is compiled without knowing its route, so its HTML says `/`; hydration starts from the same.
 */
export function useLocation(): { pathname: string; search: string; hash: string } {
  return { pathname: usePart('pathname'), search: usePart('search'), hash: usePart('hash') };
}

/** `useHistory()`: navigations as a full page load (`push`, `replace`). */
export function useHistory(): { push: (url: string) => void; replace: (url: string) => void } {
  return { push: (url) => location.assign(url), replace: (url) => location.replace(url) };
}
