import { createContext, useContext } from 'react';
import type { BlogPostContext } from './blogPostContext.js';
import type { DocContext } from './docContext.js';

/**
 * What a swizzled part is rendered for, at build time: the doc `useDoc()` gives, the blog post
 * `useBlogPost()` gives, the path of its page `useLocation()` gives (with the base URL).
 */
export interface PartContext {
  doc?: DocContext;
  blogPost?: BlogPostContext;
  pathname?: string;
}

/** Where a server render finds it: a global, since each bundle has its own copy of the hooks' modules. */
const SINK = Symbol.for('docsgen.partContext');

type Sinks = Record<typeof SINK, PartContext | undefined>;

/** What the part being rendered is rendered for (nothing outside such a render, and in the browser). */
export function partContext(): PartContext {
  return (globalThis as unknown as Sinks)[SINK] ?? {};
}

/**
 * What an island's part was rendered for, as its page holds it (see partData): its hooks' in the
 * browser, where no server render is running.
 */
export const IslandPart = createContext<PartContext>({});

/** What the part being rendered is rendered for: the server render's, else its island's. */
export function usePartContext(): PartContext {
  const island = useContext(IslandPart);
  return (globalThis as unknown as Sinks)[SINK] ?? island;
}

/**
 * Runs a synchronous render for a doc, a blog post or a page, which the hooks give during it;
 * returns its result and what of the context the render read (an island needs only that).
 */
export function renderFor<T>(context: PartContext, render: () => T): [T, PartContext] {
  const read: PartContext = {};
  const sinks = globalThis as unknown as Sinks;
  sinks[SINK] = new Proxy(context, {
    get(target, key: keyof PartContext) {
      Object.assign(read, { [key]: target[key] });
      return target[key];
    },
  });
  try {
    return [render(), read];
  } finally {
    sinks[SINK] = undefined;
  }
}
