import type { PageHead } from '../src/node/render/pageHead.js';

/**
 * A part of the page frame a site swizzled, rendered: its HTML, its island script when it is
 * interactive, and what the `<Head>` elements it rendered put in the page's head.
 */
export interface FramePart {
  html: string;
  island?: string;
  head?: PageHead;
}

/** Where a swizzled part's HTML holds docsgen's own rendering of the part (`@theme-original/X`). */
export function originalSlot(part: string): string {
  return `<!--docsgen:original:${part}-->`;
}

/** A swizzled part with docsgen's rendering of that part (on this page) in its `@theme-original` slot. */
export function fillFrame(part: FramePart, name: string, original: string): FramePart {
  // A function, so that `$` in the HTML is not read as a replacement pattern.
  return { ...part, html: part.html.replace(originalSlot(name), () => original) };
}

/**
 * `@theme-original/X` of a frame part: a slot, filled by each page with docsgen's rendering of
 * the part. In the browser it is empty: hydration leaves an element's inner HTML as the server
 * wrote it (React does not compare it), so the island keeps the page's own.
 */
export function FrameOriginal({ part }: { part: string }) {
  const html = typeof window === 'undefined' ? originalSlot(part) : '';
  return <div className="frame" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** A swizzled part in the page: the element its island (if any) hydrates, taking no room of its own. */
export function Frame({ part }: { part: FramePart }) {
  return <div className="frame" data-island={part.island} dangerouslySetInnerHTML={{ __html: part.html }} />;
}
