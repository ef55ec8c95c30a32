import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { pageData } from './pageData.js';

/**
 * Marks an MDX page interactive (its content becomes a React island) when it imports anything
 * but `@theme/*`, exports code, or puts an event handler on an element.
 */
export function remarkInteractive() {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file);
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm') {
        const value = (node as { value: string }).value;
        const imports = [...value.matchAll(/^\s*import\s[\s\S]*?from\s+['"]([^'"]+)['"]/gm)].map(
          (m) => m[1]!,
        );
        if (/^\s*export\s/m.test(value) || imports.some((source) => !source.startsWith('@theme/')))
          data.interactive = true;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const attributes = (node as { attributes: { type: string; name?: string }[] }).attributes;
        if (attributes.some((a) => a.type === 'mdxJsxAttribute' && /^on[A-Z]/.test(a.name ?? '')))
          data.interactive = true;
      }
    });
  };
}
