/**
 * `useWindowSize()`: Docusaurus's `'ssr'` as a page is rendered, which is all docsgen renders a
 * part for. Its answer never changes in the browser, so using it makes no island: the page's CSS
 * shows the desktop or the mobile table of contents (an ejected `DocItem/Layout` renders both then).
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}
