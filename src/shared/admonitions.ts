import type { ElementMarkup } from './elementMarkup.js';

/** Admonition keywords and the title each shows when none is given (`:::tip` and `<Admonition type="tip">`). */
export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/**
 * An admonition's markup, which every engine builds from (remarkAdmonitions, the fast path,
 * templates/Admonition.tsx): a `box` holding a `title`, then a `body`.
 */
export function admonitionMarkup(type: string): Record<'box' | 'title' | 'body', ElementMarkup> {
  return {
    box: { tag: 'div', attributes: { className: ['admonition', `admonition-${type}`], role: 'note' } },
    title: { tag: 'div', attributes: { className: ['admonition__title'] } },
    body: { tag: 'div', attributes: { className: ['admonition__body'] } },
  };
}
