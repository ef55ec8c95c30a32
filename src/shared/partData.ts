import type { BlogPostContext } from './blogPostContext.js';
import type { DocContext } from './docContext.js';
import type { PartContext } from './partContext.js';

/** A doc's or a post's context: its metadata repeats its front matter. */
interface Item {
  metadata: { frontMatter: Record<string, unknown> };
  frontMatter: Record<string, unknown>;
}

/** An item as an island's page holds it: its front matter once. */
type Stored<T extends Item> = Omit<T, 'metadata'> & { metadata: Omit<T['metadata'], 'frontMatter'> };

interface PartData {
  doc?: Stored<DocContext>;
  blogPost?: Stored<BlogPostContext>;
  pathname?: string;
}

/** An item with its front matter once (JSON leaves out what is undefined). */
function stored<T extends Item>(item: T | undefined): Stored<T> | undefined {
  return item && { ...item, metadata: { ...item.metadata, frontMatter: undefined } };
}

/** An item as its context gives it. */
function whole<T extends Item>(item: Stored<T>): T {
  return { ...item, metadata: { ...item.metadata, frontMatter: item.frontMatter } } as T;
}

/**
 * What an island's part read of its doc or post and of its page's path as it rendered, for its
 * hooks to give the same in the browser (see restorePartData), as JSON; undefined when it read none.
 */
export function partData({ doc, blogPost, pathname }: PartContext): string | undefined {
  if (!doc && !blogPost && pathname === undefined) return undefined;
  const data: PartData = { doc: stored(doc), blogPost: stored(blogPost), pathname };
  return JSON.stringify(data);
}

/** The doc, post and path an island's part was rendered for, from what partData wrote. */
export function restorePartData(json: string): PartContext {
  const { doc, blogPost, pathname } = JSON.parse(json) as PartData;
  return {
    ...(doc && { doc: whole(doc) }),
    ...(blogPost && { blogPost: whole(blogPost) }),
    ...(pathname !== undefined && { pathname }),
  };
}
