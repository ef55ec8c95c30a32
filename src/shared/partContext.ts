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

/** Runs a synchronous render for a doc, a blog post or a page, which the hooks give during it. */
export function renderFor<T>(context: PartContext, render: () => T): T {
  const sinks = globalThis as unknown as Sinks;
  sinks[SINK] = context;
  try {
    return render();
  } finally {
    sinks[SINK] = undefined;
  }
}
