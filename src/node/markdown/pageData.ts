import type { TocItem } from '../../shared/types.js';

/** A link found in a page's content, for `docsgen check`. */
export interface ContentLink {
  href: string;
  line: number;
}

/** A co-located file a page references, copied to the output under a hashed name. */
export interface PageAsset {
  from: string;
  to: string;
}

/**
 * A URL of a `.md` page that depends on where the page is (see LinkOptions.deferRefs): a link to a
 * Markdown file or a co-located image, as written, and the placeholder the compiled page holds.
 */
export type PageRef = [kind: 'link' | 'image', url: string, token: string];

/** How every placeholder of a PageRef begins. */
export const REF_PREFIX = 'docsgen-ref-';

/** What the Markdown plugins learn about a page while compiling it (kept on vfile.data). */
export interface PageData {
  toc: TocItem[];
  headingIds: string[];
  links: ContentLink[];
  assets: PageAsset[];
  /**
   * Its links to `.md`/`.mdx` files and its relative links as written, each with what it resolved
   * to (a route, a path from the page's own, or itself when no page has that file): a cached
   * compile holds only while they resolve the same.
   */
  fileLinks: [url: string, resolved: string][];
  /**
   * Whether the page's first heading is an h1: Docusaurus's content title, shown instead of the
   * front matter title (an h1 after another heading is not one).
   */
  startsWithH1: boolean;
  /** MDX only: the page needs client-side React (imports, exports or event handlers). */
  interactive: boolean;
  /** The placeholders a `.md` compile left for placePage to fill in for each file; none once placed. */
  refs: PageRef[];
}

declare module 'vfile' {
  interface DataMap {
    page: PageData;
  }
}

/** Returns the page data of a vfile, creating it on first use. */
export function pageData(file: { data: { page?: PageData } }): PageData {
  file.data.page ??= {
    toc: [],
    headingIds: [],
    links: [],
    assets: [],
    fileLinks: [],
    startsWithH1: false,
    interactive: false,
    refs: [],
  };
  return file.data.page;
}
