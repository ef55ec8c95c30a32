import type { BlogOptions } from '../../shared/types.js';

/** Docusaurus's blog plugin defaults, which docsgen's own blog follows too. */
export const BLOG_DEFAULTS = {
  blogTitle: 'Blog',
  blogDescription: 'Blog',
  postsPerPage: 10,
  blogSidebarCount: 5,
  blogSidebarTitle: 'Recent posts',
} satisfies Partial<BlogOptions>;
