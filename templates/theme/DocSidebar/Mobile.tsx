/**
 * `@theme/DocSidebar/Mobile`, which an ejected `DocSidebar` renders on a narrow window: never as
 * docsgen renders a page (`useWindowSize()` is `'ssr'`), where the desktop sidebar is the one the
 * navbar's toggle shows on a narrow screen. So it renders nothing.
 */
export default function DocSidebarMobile(): null {
  return null;
}
