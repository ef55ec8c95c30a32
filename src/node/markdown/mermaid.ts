import type { Element } from 'hast';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { MERMAID_CLASS } from '../../shared/constants.js';

/** The language of a fenced block that is a Mermaid diagram, on a site with `markdown.mermaid`. */
export const MERMAID_LANG = 'mermaid';

/**
 * A diagram's placeholder: its source as text (escaped as any text is), which the browser draws
 * (src/client/mermaid.ts). Drawing needs a browser's layout, so it cannot happen at build time.
 */
export function mermaidPlaceholder(source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [MERMAID_CLASS] },
    children: [{ type: 'text', value: source }],
  };
}

/** ```mermaid blocks become diagrams' placeholders instead of highlighted code. */
export function remarkMermaid() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== MERMAID_LANG) return;
      const { properties, children } = mermaidPlaceholder(node.value);
      // Another type, so that the code block plugin leaves it alone; hName makes it that element.
      Object.assign(node, {
        type: 'mermaidDiagram',
        data: { hName: 'div', hProperties: properties, hChildren: children },
      });
    });
  };
}
