import type { Element, Root as Hast } from 'hast';
import type { Root as Mdast } from 'mdast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { visit, EXIT } from 'unist-util-visit';

/** Whether a Markdown tree holds raw HTML (only then is the slower rehype-raw pass needed). */
export function remarkFlagRawHtml() {
  return (tree: Mdast, file: VFile): void => {
    let found = false;
    visit(tree, 'html', () => {
      found = true;
      return EXIT;
    });
    file.data.hasRawHtml = found;
  };
}

/** Elements whose first newline an HTML parser drops. */
const LEADING_NEWLINE = new Set(['pre', 'textarea', 'listing']);

/**
 * Runs rehype-raw only for pages that contain raw HTML. Parsing `<pre>\n\nx` drops the first
 * newline, and serialising does not add one back, so a leading newline is doubled to survive
 * the browser's own parse (otherwise `<pre>`/`<textarea>` content loses its first blank line).
 */
export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: Hast, file: VFile): Hast | undefined => {
    if (!file.data.hasRawHtml) return undefined;
    const result = raw(tree, file);
    visit(result, 'element', (node: Element) => {
      if (!LEADING_NEWLINE.has(node.tagName)) return;
      const first = node.children[0];
      if (first?.type === 'text' && first.value.startsWith('\n')) first.value = `\n${first.value}`;
    });
    return result;
  };
}

declare module 'vfile' {
  interface DataMap {
    hasRawHtml: boolean;
  }
}
