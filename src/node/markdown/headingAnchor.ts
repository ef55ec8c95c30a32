/** The class of a heading's own "#" link, which tells it from authored links (remarkLinks, the search index). */
export const HASH_LINK_CLASS = 'hash-link';

/**
 * The "#" link a heading ends with, which remarkHeadingIds and the fast path both add: h2-h6 only
 * (undefined for an h1). `href` is as written; each engine normalises it as it does any link's.
 */
export function headingAnchor(
  depth: number,
  id: string,
  text: string,
): { href: string; attributes: { className: string[]; 'aria-label': string }; text: string } | undefined {
  if (depth < 2) return undefined;
  return {
    href: `#${id}`,
    attributes: { className: [HASH_LINK_CLASS], 'aria-label': `Direct link to ${text}` },
    text: '#',
  };
}
