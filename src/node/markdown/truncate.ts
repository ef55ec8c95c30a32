import type { Root, RootContent } from 'mdast';

/** The element that marks the end of a blog excerpt in rendered HTML (removed after splitting). */
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

/** Splits rendered HTML at the excerpt marker: [excerpt, full body without the marker]. */
export function splitExcerpt(html: string): { excerpt: string | undefined; html: string } {
  const marker = `<${TRUNCATE_TAG}></${TRUNCATE_TAG}>`;
  const at = html.indexOf(marker);
  if (at < 0) return { excerpt: undefined, html };
  return { excerpt: html.slice(0, at), html: html.slice(0, at) + html.slice(at + marker.length) };
}
