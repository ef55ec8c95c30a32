/** A pages folder's page files: Markdown, MDX, and React components as Docusaurus takes them (`.js`, `.jsx`, `.ts`, `.tsx`). */
const PAGE_FILE = /\.(?:mdx?|[jt]sx?)$/;
/** Files beside the pages that are not pages: type declarations and tests. */
const NOT_PAGE = /\.d\.ts$|\.test\.[jt]sx?$/;
/** A React page's extension (its source format is `tsx`, whichever it is: JSX may be in a `.js` file). */
const REACT_PAGE = /\.[jt]sx?$/;

/** Whether a file of a pages folder (by its path in it) is a page; files and folders starting with `_` are left out by readSources. */
export function isPageFile(rel: string): boolean {
  return PAGE_FILE.test(rel) && !NOT_PAGE.test(rel);
}

/** A page file's path without its extension. */
export function withoutPageExtension(rel: string): string {
  return rel.replace(PAGE_FILE, '');
}

/** Whether a file is a React page (a component, not Markdown). */
export function isReactPage(rel: string): boolean {
  return REACT_PAGE.test(rel);
}
