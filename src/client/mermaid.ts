import { MERMAID_CLASS } from '../shared/constants.js';

/** The file name of the Mermaid bundle's entry, beside the runtime's folder (set by scripts/compile.js). */
declare const __MERMAID_ENTRY__: string;

/** What the lazy Mermaid bundle (mermaidDiagrams.ts) exports. */
interface MermaidBundle {
  draw(placeholders: HTMLElement[]): Promise<void>;
}

/**
 * Draws the Mermaid diagrams under root. Mermaid (about 1 MB) is a separate asset, loaded only by
 * a page that has a diagram; its URL is taken from the runtime's own, so it holds under any base URL.
 */
export function drawDiagrams(root: ParentNode): void {
  const placeholders = [...root.querySelectorAll<HTMLElement>(`.${MERMAID_CLASS}`)];
  if (!placeholders.length) return;
  const url = new URL(`../mermaid/${__MERMAID_ENTRY__}`, import.meta.url).href;
  (import(/* @vite-ignore */ url) as Promise<MermaidBundle>).then(
    (bundle) => bundle.draw(placeholders),
    // The diagrams' sources stay shown, as text.
    (error: Error) => console.warn('docsgen: could not load Mermaid:', error.message),
  );
}
