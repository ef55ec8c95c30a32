import { CopyButton } from './copyButton.js';
import type { ElementMarkup } from './elementMarkup.js';

/**
 * A code block's frame, which every engine builds from (highlighted fences in codeBlocks.ts,
 * templates/CodeBlock.tsx in MDX): the `frame` holds an optional `title`, the `<pre>`, then the
 * `copy` button, which reads CopyButton.label.
 */
export function codeBlockMarkup(
  language: string | undefined,
): Record<'frame' | 'title' | 'copy', ElementMarkup> {
  return {
    frame: { tag: 'div', attributes: { className: ['code-block'], 'data-language': language } },
    title: { tag: 'div', attributes: { className: ['code-block__title'] } },
    copy: {
      tag: 'button',
      attributes: {
        type: 'button',
        className: [CopyButton.className],
        'aria-label': 'Copy code to clipboard',
      },
    },
  };
}
