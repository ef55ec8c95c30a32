import { CopyButton } from './copyButton.js';
import { RUNTIME_TEXTS } from './runtimeTexts.js';
import type { ElementMarkup } from './elementMarkup.js';

/**
 * A code block's frame, which every engine builds from (highlighted fences in codeBlocks.ts,
 * templates/CodeBlock.tsx in MDX): the `frame` holds an optional `title`, the `<pre>`, then the
 * `copy` button, which reads `copyLabel`.
 */
export function codeBlockMarkup(
  language: string | undefined,
): Record<'frame' | 'title' | 'copy', ElementMarkup> & { copyLabel: string } {
  return {
    copyLabel: RUNTIME_TEXTS.copy,
    frame: { tag: 'div', attributes: { className: ['code-block'], 'data-language': language } },
    title: { tag: 'div', attributes: { className: ['code-block__title'] } },
    copy: {
      tag: 'button',
      attributes: {
        type: 'button',
        className: [CopyButton.className],
        'aria-label': CopyButton.ariaLabel,
      },
    },
  };
}
