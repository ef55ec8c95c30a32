import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { pageData } from './pageData.js';

/**
 * Marks an MDX page interactive (its content becomes a React island) when it exports code or puts
 * an event handler on an element. What it imports is judged once it is bundled, from the files
 * its bundle holds (`importsNeedReact` in compile/interactiveInputs.ts).
 */
export function remarkInteractive() {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file);
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm' && /^\s*export\s/m.test((node as { value: string }).value))
        data.interactive = true;
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const attributes = (node as { attributes: { type: string; name?: string }[] }).attributes;
        if (attributes.some((a) => a.type === 'mdxJsxAttribute' && /^on[A-Z]/.test(a.name ?? '')))
          data.interactive = true;
      }
    });
  };
}
