import { STORAGE_KEYS } from '../shared/constants.js';
import { storage } from './storage.js';

type Mode = 'light' | 'dark';

function apply(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
  for (const button of document.querySelectorAll('.theme-toggle')) {
    button.setAttribute('aria-label', `Switch between dark and light mode (currently ${mode} mode)`);
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
