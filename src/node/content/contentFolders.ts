import type { BlogOptions, SiteConfig } from '../../shared/types.js';
import { translatedFolder } from '../config/localize.js';

/** Where a site's docs, blog and pages are, relative to its root. */
export interface ContentFolders {
  /** The docs folder (the `current` version's). */
  docs: string;
  /** The docs folder of each version built, in the order of the site's versions (see docsVersions). */
  versions: string[];
  /** The blog's folder, and whether its posts follow Docusaurus's rules (see isPostFile). */
  blog: Pick<BlogOptions, 'path' | 'datedRoutes'> | undefined;
  pages: string;
  /**
   * In a locale other than the default, each folder's translation (`i18n/<locale>/…`): a file there
   * stands for the file of the same path in the folder, which the locale shows where it has none.
   */
  translated?: Map<string, string>;
}

/** The content folders a site config names, for the locale it builds. */
export function contentFolders(site: SiteConfig): ContentFolders {
  const versions = site.docs.versions.map((version) => version.folder);
  const folders: ContentFolders = { docs: site.docs.path, versions, blog: site.blog, pages: site.pages.path };
  if (site.i18n.current === site.i18n.defaultLocale) return folders;
  const translated = new Map(
    site.docs.versions.map((version) => [version.folder, translatedFolder(site, { docs: version })]),
  );
  if (site.blog) translated.set(site.blog.path, translatedFolder(site, 'blog'));
  translated.set(site.pages.path, translatedFolder(site, 'pages'));
  return { ...folders, translated };
}

/** The folders themselves (and their translations), the blog's when there is one. */
export function folderPaths({ docs, versions, blog, pages, translated }: ContentFolders): string[] {
  const own = [...new Set([docs, ...versions]), ...(blog ? [blog.path] : []), pages];
  return [...own, ...own.flatMap((folder) => translated?.get(folder) ?? [])];
}
