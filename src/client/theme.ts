import { STORAGE_KEYS } from '../shared/constants.js';
import { storage } from './storage.js';
import { text } from './texts.js';

type Mode = 'light' | 'dark';

function apply(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
  const label = text('colorMode', { mode: text(mode === 'dark' ? 'darkMode' : 'lightMode') });
  for (const button of document.querySelectorAll('.theme-toggle')) {
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
  }
}

/** Colour-mode toggle: stored under `theme`, applied to every open tab through the storage event. */
export function setupTheme(): void {
  apply(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('.theme-toggle')) return;
    const next: Mode = document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    apply(next);
    storage.set(STORAGE_KEYS.theme, next);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme) apply(event.newValue === 'dark' ? 'dark' : 'light');
  });
}
