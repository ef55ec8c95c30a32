import { useSyncExternalStore } from 'react';

type ColorMode = 'light' | 'dark';

const root = (): HTMLElement => document.documentElement;
const current = (): ColorMode => (root().dataset.theme === 'dark' ? 'dark' : 'light');

/** Follows the `data-theme` attribute the client runtime's colour-mode toggle sets. */
function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** `useColorMode()`: the page's colour mode (light in the server's HTML), and a setter. */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void } {
  const colorMode = useSyncExternalStore(subscribe, current, () => 'light' as const);
  return { colorMode, setColorMode: (mode) => root().setAttribute('data-theme', mode) };
}

/** `usePrismTheme()`: an empty Prism theme (docsgen highlights code with Shiki, at build time). */
export function usePrismTheme(): { plain: Record<string, string>; styles: unknown[] } {
  return { plain: {}, styles: [] };
}
