/** `@docusaurus/router`'s `useLocation`: the browser's location in an island, the site root on the server. */
export function useLocation(): { pathname: string; search: string; hash: string } {
  if (typeof location === 'undefined') return { pathname: '/', search: '', hash: '' };
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}

/** `useHistory()`: navigations as a full page load (`push`, `replace`). */
export function useHistory(): { push: (url: string) => void; replace: (url: string) => void } {
  return { push: (url) => location.assign(url), replace: (url) => location.replace(url) };
}
