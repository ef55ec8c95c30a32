import type { Pluggable, PluggableList } from 'unified';
import type { FolderPlugins } from '../markdown/sitePlugins.js';
import { isStandIn } from './foreignModule.js';

/** The preset options' plugin lists, by the names FolderPlugins gives them. */
const LISTS = {
  beforeRemark: 'beforeDefaultRemarkPlugins',
  remark: 'remarkPlugins',
  beforeRehype: 'beforeDefaultRehypePlugins',
  rehype: 'rehypePlugins',
} as const;

/**
 * The unified plugins one content folder's preset options (docs, blog or pages) list; undefined
 * when they list none. An entry is a plugin or a `[plugin, options]` pair, as unified takes them.
 * A plugin whose package is not installed (a stand-in, already warned about) is left out, since
 * running it would do nothing a page could use.
 */
export function folderPlugins(folder: string, options: Record<string, unknown>): FolderPlugins | undefined {
  const list = (key: string): PluggableList =>
    (Array.isArray(options[key]) ? (options[key] as unknown[]) : []).filter(
      (entry): entry is Pluggable =>
        (typeof entry === 'function' || (Array.isArray(entry) && typeof entry[0] === 'function')) &&
        !isStandIn(Array.isArray(entry) ? entry[0] : entry),
    );
  const plugins: FolderPlugins = {
    folders: [folder],
    beforeRemark: list(LISTS.beforeRemark),
    remark: list(LISTS.remark),
    beforeRehype: list(LISTS.beforeRehype),
    rehype: list(LISTS.rehype),
  };
  return Object.keys(LISTS).some((key) => plugins[key as keyof typeof LISTS].length) ? plugins : undefined;
}
