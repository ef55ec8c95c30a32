import { useMemo } from 'react';
import type { PageHead } from '../src/node/render/pageHead.js';

/**
 * A part of the page frame a site swizzled, rendered: its HTML, its island script when it is
 * interactive (with what it read of its doc or post, see partData), and what the `<Head>`
 * elements it rendered put in the page's head.
 */
export interface FramePart {
  html: string;
  island?: string;
  data?: string;
  head?: PageHead;
  /** The stylesheet of the CSS its components import, as a page's (see pageStylesheets). */
  css?: string;
}

/** Where a swizzled part's HTML holds docsgen's own rendering of the part (`@theme-original/X`). */
export function originalSlot(part: string): string {
  return `<!--docsgen:original:${part}-->`;
}

/** A swizzled part with docsgen's rendering of that part (on this page) in its `@theme-original` slot. */
export function fillFrame(part: FramePart, name: string, original: string): FramePart {
  return fillSlots(part, { [name]: original });
}

/**
 * A swizzled part with its slots filled, each with docsgen's rendering of the part it names
 * (`slots`): its own `@theme-original`, and the pieces it renders by name that the site did not
 * swizzle (an ejected layout's `@theme/DocItem/Content`…), wherever they are in it.
 */
export function fillSlots(part: FramePart, slots: Partial<Record<string, string>>): FramePart {
  const slot = new RegExp(originalSlot('([^>]+?)'), 'g');
  // A function, so that `$` in the HTML is not read as a replacement pattern.
  return { ...part, html: part.html.replace(slot, (found, name: string) => slots[name] ?? found) };
}

/** The nodes the server wrote in each island's slots, by island element and part (see keepServed). */
const served = new WeakMap<Element, Map<string, Node[]>>();

/**
 * A slot's ref: it notes the nodes the server wrote in it as the island hydrates, and gives them
 * back to the slot when React mounts it again, which it does when the part's own markup around
 * it changes once the island runs (a wrapper that adds an element on some paths, as `useLocation`
 * tells them): a new slot would be empty, and the page's content gone.
 */
function keepServed(part: string): (el: HTMLDivElement | null) => void {
  return (el) => {
    const island = el?.closest('[data-island]');
    if (!el || !island) return;
    let slots = served.get(island);
    if (!slots) served.set(island, (slots = new Map()));
    if (el.hasChildNodes()) slots.set(part, [...el.childNodes]);
    else el.append(...(slots.get(part) ?? []));
  };
}

/**
 * `@theme-original/X` of a frame part: a slot, filled by each page with docsgen's rendering of
 * the part. In the browser it is empty: hydration leaves an element's inner HTML as the server
 * wrote it (React does not compare it), so the island keeps the page's own.
 */
export function FrameOriginal({ part }: { part: string }) {
  const html = typeof window === 'undefined' ? originalSlot(part) : '';
  const ref = useMemo(() => keepServed(part), [part]);
  return (
    <div className="frame" ref={ref} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}

/**
 * A swizzled part in the page: the element its island (if any) hydrates, taking no room of its
 * own, after its stylesheet (outside it, which the island does not render).
 */
export function Frame({ part }: { part: FramePart }) {
  return (
    <>
      {part.css ? <link rel="stylesheet" href={part.css} /> : null}
      <div
        className="frame"
        data-island={part.island}
        data-part={part.data}
        dangerouslySetInnerHTML={{ __html: part.html }}
      />
    </>
  );
}
