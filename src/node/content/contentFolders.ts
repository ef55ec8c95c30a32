import type { BlogOptions, SiteConfig } from '../../shared/types.js';

/** Where a site's docs, blog and pages are, relative to its root. */
export interface ContentFolders {
  docs: string;
  /** The blog's folder, and whether its posts follow Docusaurus's rules (see isPostFile). */
  blog: Pick<BlogOptions, 'path' | 'datedRoutes'> | undefined;
  pages: string;
}

/** The content folders a site config names. */
export function contentFolders(site: SiteConfig): ContentFolders {
  return { docs: site.docs.path, blog: site.blog, pages: site.pages.path };
}

/** The folders themselves, the blog's when there is one. */
export function folderPaths({ docs, blog, pages }: ContentFolders): string[] {
  return blog ? [docs, blog.path, pages] : [docs, pages];
}
