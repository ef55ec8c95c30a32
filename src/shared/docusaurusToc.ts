import type { TocItem } from './types.js';

/**
 * A heading as Docusaurus lists it (the `toc` an MDX page exports, `useDoc().toc`): docsgen's
 * `value` is the heading's text, where Docusaurus's is HTML.
 */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

/** A page's headings in Docusaurus's shape. */
export function docusaurusToc(toc: readonly TocItem[]): DocusaurusTocItem[] {
  return toc.map(({ text, id, level }) => ({ value: text, id, level }));
}
