import type { SiteConfig } from '../../shared/types.js';
import { translatedFolder } from '../config/localize.js';
import type { PageData } from '../markdown/pageData.js';
import { splitExcerpt } from '../markdown/truncate.js';
import type { PageHead } from '../render/pageHead.js';

/** A page body after compilation: its HTML, what the plugins found, and its island script if any. */
export interface PageBody {
  html: string;
  excerpt?: string;
  data: PageData;
  island?: string;
  /** Title/description a React page exports as `meta`, or its `@theme/Layout` is given. */
  meta?: { title?: string; description?: string };
  /** What the page's `<Head>` elements put in its document's head. */
  head?: PageHead;
}

/** The body rendering shows of a page compiled to html, split at its excerpt marker. */
export function pageBody(
  html: string,
  data: PageData,
  extra?: Pick<PageBody, 'island' | 'meta' | 'head'>,
): PageBody {
  return { ...splitExcerpt(html), data, ...extra };
}

/** The blog's folders, worked out once per site: a build asks about every page (10,000 joins, 40 ms). */
const postFolders = new WeakMap<SiteConfig, string[]>();

/**
 * Whether other routes show a page's body again (blog lists and feeds show posts, a locale's
 * translation of a post as well): such a body stays in memory for the whole build, any other is
 * dropped once its routes are written.
 */
export function bodyShownElsewhere(file: string, site: SiteConfig): boolean {
  if (!site.blog) return false;
  let folders = postFolders.get(site);
  // The default locale reads nothing from its translation folder: a file there is never asked about.
  if (!folders)
    postFolders.set(site, (folders = [`${site.blog.path}/`, `${translatedFolder(site, 'blog')}/`]));
  return folders.some((folder) => file.startsWith(folder));
}
