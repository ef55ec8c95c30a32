import { text } from './texts.js';

/** Writes a message into the status element (role="status") named by a list's data-status. */
export function reportStatus(list: Element | null | undefined, message: string): void {
  const id = list?.getAttribute('data-status');
  const status = id ? document.getElementById(id) : null;
  if (status) status.textContent = message;
}

/**
 * Filter boxes for static pages: `<input data-filter="LIST_ID">` hides the items of that list whose
 * text does not contain the typed text, and reports "N of M <data-noun>" in its status.
 * The icon gallery needs nothing more, so it ships as static HTML instead of a React island.
 */
export function setupFilters(): void {
  document.addEventListener('input', (event) => {
    const input = (event.target as Element).closest?.<HTMLInputElement>('input[data-filter]');
    const list = input && document.getElementById(input.dataset.filter!);
    if (!list) return;
    const needle = input.value.trim().toLowerCase();
    const items = list.querySelectorAll<HTMLElement>(':scope > li');
    let shown = 0;
    for (const item of items) {
      item.hidden = !item.textContent!.toLowerCase().includes(needle);
      if (!item.hidden) shown++;
    }
    reportStatus(
      list,
      text('shownOfTotal', { shown, total: items.length, noun: list.dataset.noun ?? text('items') }),
    );
  });
}
