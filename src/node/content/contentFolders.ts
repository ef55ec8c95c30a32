import type { BlogOptions, SiteConfig } from '../../shared/types.js';

/** Where a site's docs, blog and pages are, relative to its root. */
export interface ContentFolders {
  /** The docs folder (the `current` version's). */
  docs: string;
  /** The docs folder of each version built, in the order of the site's versions (see docsVersions). */
  versions: string[];
  /** The blog's folder, and whether its posts follow Docusaurus's rules (see isPostFile). */
  blog: Pick<BlogOptions, 'path' | 'datedRoutes'> | undefined;
  pages: string;
}

/** The content folders a site config names. */
export function contentFolders(site: SiteConfig): ContentFolders {
  const versions = site.docs.versions.map((version) => version.folder);
  return { docs: site.docs.path, versions, blog: site.blog, pages: site.pages.path };
}

/** The folders themselves, the blog's when there is one. */
export function folderPaths({ docs, versions, blog, pages }: ContentFolders): string[] {
  const docsFolders = [...new Set([docs, ...versions])];
  return blog ? [...docsFolders, blog.path, pages] : [...docsFolders, pages];
}
