import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * A table cell's alignment as MDX renders it (`style="text-align:center"`, React having no
 * `align`), which Docusaurus's pages have for Markdown too; the same in every pipeline, so that a
 * `.md` page makes the same table whichever compiles it.
 */
export function alignmentStyle(align: string): string {
  return `text-align:${align}`;
}

/** Turns the `align` remark-rehype gives GFM table cells into alignmentStyle's style. */
export function rehypeCellAlignment() {
  return (tree: Root): void => {
    visit(tree, 'element', (cell: Element) => {
      const { align, ...rest } = cell.properties;
      if ((cell.tagName !== 'td' && cell.tagName !== 'th') || typeof align !== 'string') return;
      cell.properties = { ...rest, style: alignmentStyle(align) };
    });
  };
}
