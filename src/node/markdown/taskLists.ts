import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Elements that may sit inside a <label> next to the checkbox (phrasing content). */
const PHRASING = new Set(
  'a abbr b bdi bdo br cite code data del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

function isPhrasing(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type === 'element') return PHRASING.has(node.tagName);
  // MDX inline JSX and expressions (`- [ ] <Kbd>x</Kbd>`, `- [ ] {name}`).
  const type: string = node.type;
  return type === 'mdxJsxTextElement' || type === 'mdxTextExpression';
}

function isCheckbox(node: ElementContent | undefined): node is Element {
  return node?.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

/**
 * GFM task-list checkboxes have no accessible name (axe `label`): wrap each checkbox and the
 * item's text that follows it, up to the first block (a nested list), in a <label>.
 * `<li class="task-list-item"><label><input type="checkbox" checked disabled> Done</label></li>`
 */
export function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (li: Element) => {
      const className = li.properties.className;
      if (li.tagName !== 'li' || !Array.isArray(className) || !className.includes('task-list-item')) return;
      // Tight lists hold the checkbox directly; loose ones inside the first paragraph.
      const first = li.children.find((child) => child.type !== 'text' || child.value.trim() !== '');
      const parent = first?.type === 'element' && first.tagName === 'p' ? first : li;
      const start = parent.children.findIndex(isCheckbox);
      if (start === -1 || parent.children.slice(0, start).some((c) => c.type !== 'text' || c.value.trim()))
        return;
      let end = start + 1;
      while (end < parent.children.length && isPhrasing(parent.children[end]!)) end++;
      const label: Element = {
        type: 'element',
        tagName: 'label',
        properties: {},
        children: parent.children.slice(start, end),
      };
      parent.children.splice(start, end - start, label);
    });
  };
}
