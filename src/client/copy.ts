import { CopyButton } from '../shared/copyButton.js';
import { reportStatus } from './filter.js';
import { text as uiText } from './texts.js';

/**
 * Copy buttons: a code block's "Copy" copies its code; any `<button data-copy="text">` copies that
 * text and says so in the status of the list around it (see filter.ts).
 */
export function setupCodeCopy(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const value = target.closest?.<HTMLButtonElement>('button[data-copy]');
    if (value) {
      const text = value.dataset.copy!;
      void navigator.clipboard?.writeText(text).catch(() => undefined);
      reportStatus(value.closest('[data-status]'), uiText('copiedValue', { value: text }));
      return;
    }
    const button = target.closest?.<HTMLButtonElement>(`.${CopyButton.className}`);
    const code = button?.parentElement?.querySelector('pre');
    if (!button || !code) return;
    void navigator.clipboard?.writeText(code.innerText).then(() => {
      button.textContent = uiText('copied');
      window.setTimeout(() => (button.textContent = uiText('copy')), 1500);
    });
  });
}
