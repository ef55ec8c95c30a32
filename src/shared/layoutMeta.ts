import type { ReactNode } from 'react';

/**
 * What a page says of itself as it renders: `@theme/Layout`'s `title` and `description` props,
 * and the children of each `@docusaurus/Head` it renders (its own `<head>` elements).
 */
export interface LayoutMeta {
  title?: string;
  description?: string;
  head?: ReactNode[];
}

/**
 * Where a server render collects what Layout and Head say. A global, since each page's bundle has
 * its own copy of their modules; safe, since a server render (renderToString) runs to its end at once.
 */
const SINK = Symbol.for('docsgen.layoutMeta');

type Sinks = Record<typeof SINK, LayoutMeta | undefined>;

/** Records a page's title and description, when a server render is collecting them (a no-op in the browser). */
export function reportLayoutMeta({ title, description }: LayoutMeta): void {
  const sink = (globalThis as unknown as Sinks)[SINK];
  if (!sink) return;
  if (typeof title === 'string') sink.title = title;
  if (typeof description === 'string') sink.description = description;
}

/** Records the children of a `<Head>`, when a server render is collecting them (a no-op in the browser). */
export function reportHead(children: ReactNode): void {
  const sink = (globalThis as unknown as Sinks)[SINK];
  if (sink) (sink.head ??= []).push(children);
}

/** Runs a synchronous render and returns its result with what Layout and Head reported during it. */
export function collectLayoutMeta<T>(render: () => T): [T, LayoutMeta] {
  const sink: LayoutMeta = {};
  const sinks = globalThis as unknown as Sinks;
  sinks[SINK] = sink;
  try {
    return [render(), sink];
  } finally {
    sinks[SINK] = undefined;
  }
}
