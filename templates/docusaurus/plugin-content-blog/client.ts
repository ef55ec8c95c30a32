import { currentBlogPost, type BlogPostContext } from '../../../src/shared/blogPostContext.js';

/**
 * `useBlogPost()`: the post a swizzled `BlogPostItem` is rendered around (its metadata, front
 * matter, and whether it is shown on its own page). docsgen renders such a part at build time for
 * each post; in the browser it sees no post.
 */
export function useBlogPost(): BlogPostContext {
  return currentBlogPost();
}
