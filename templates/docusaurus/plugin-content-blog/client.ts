import { useCurrentBlogPost, type BlogPostContext } from '../../../src/shared/blogPostContext.js';

/**
 * `useBlogPost()`: the post a swizzled `BlogPostItem` is rendered around (its metadata, front
 * matter, and whether it is shown on its own page). docsgen renders such a part at build time for
 * each post; an island of it gets in the browser what it read of the post there, from its page.
 */
export function useBlogPost(): BlogPostContext {
  return useCurrentBlogPost();
}
