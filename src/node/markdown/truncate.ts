import type { Root, RootContent } from 'mdast';

/** The element that marks the end of a blog excerpt in rendered HTML (empty, so it shows nothing). */
export const TRUNCATE_TAG = 'docsgen-truncate';

/** Replaces the excerpt marker (`<!-- truncate -->` in .md, `{/* truncate *\/}` in .mdx) with a splittable element. */
export function remarkTruncate() {
  return (tree: Root): void => {
    const index = tree.children.findIndex((node) => {
      const value = (node as { value?: string }).value ?? '';
      return (
        (node.type === 'html' && /^<!--\s*truncate\s*-->$/.test(value.trim())) ||
        ((node.type as string) === 'mdxFlowExpression' && /^\/\*\s*truncate\s*\*\/$/.test(value.trim()))
      );
    });
    if (index < 0) return;
    tree.children[index] = {
      type: 'truncateMarker',
      data: { hName: TRUNCATE_TAG },
    } as unknown as RootContent;
  };
}

/**
 * Splits rendered HTML at the excerpt marker. The full body keeps the (empty, invisible) marker
 * element, because an island's client render produces it too and hydration must match.
 */
export function splitExcerpt(html: string): { excerpt: string | undefined; html: string } {
  const at = html.indexOf(`<${TRUNCATE_TAG}>`);
  return { excerpt: at < 0 ? undefined : html.slice(0, at), html };
}
