import { hash } from 'node:crypto';
import type { PluggableList } from 'unified';
import type { SiteConfig } from '../../shared/types.js';

/**
 * The unified plugins a Docusaurus config gives one content folder (the docs, blog or pages
 * options' `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins` and
 * `rehypePlugins`), applied around docsgen's own as Docusaurus applies them around its defaults.
 */
export interface FolderPlugins {
  /**
   * The folders, relative to the site root, whose files are its pages: the section's own, and for
   * the docs each version's, and each locale's translations of them.
   */
  folders: string[];
  beforeRemark: PluggableList;
  remark: PluggableList;
  beforeRehype: PluggableList;
  rehype: PluggableList;
}

/**
 * Each site's plugins, by its root. They are functions, which cannot be sent to worker threads:
 * they stay on the thread that loaded the config, and the site's pages compile there (see
 * compileMarkdown). The config the workers receive says only that there are some (`markdown.plugins`).
 */
const bySite = new Map<string, FolderPlugins[]>();

/** Keeps a site's plugins for its pages' compiles, in place of those an earlier load of its config kept. */
export function keepSitePlugins(root: string, plugins: FolderPlugins[]): void {
  if (plugins.length) bySite.set(root, plugins);
  else bySite.delete(root);
}

/**
 * The plugins a page of the site at root compiles with (undefined when its folder has none). A
 * site whose config has plugins (`markdown.plugins`) on a thread that does not hold them is an
 * error rather than pages quietly compiled without them.
 */
export function pluginsFor(
  root: string,
  file: string,
  markdown: SiteConfig['markdown'] | undefined,
): FolderPlugins | undefined {
  if (!markdown?.plugins) return undefined;
  const plugins = bySite.get(root);
  if (!plugins)
    throw new Error(`${file}: the site's remark and rehype plugins were not loaded on this thread`);
  return plugins.find(({ folders }) => folders.some((folder) => file.startsWith(`${folder}/`)));
}

/**
 * A key that changes with the plugins (their code and options), for the config the pages' cache
 * keys hold: editing the list, an option or a plugin's version compiles the pages again.
 * Undefined for none.
 */
export function pluginsKey(plugins: FolderPlugins[]): string | undefined {
  if (!plugins.length) return undefined;
  const text = (value: unknown): string => {
    try {
      return JSON.stringify(value, (_, v: unknown) => (typeof v === 'function' ? String(v) : v)) ?? '';
    } catch {
      // A cycle in an option: its code still stands for it.
      return String(value);
    }
  };
  return hash('sha1', text(plugins), 'base64url');
}

/**
 * What a page's compile depends on of the site besides its text: Mermaid, the magic comments and
 * the plugins' key ('' for none of them, so that other sites' cache keys stay as they were). The
 * content cache's keys are of texts alone, so a compile is cached under its key with this added.
 */
export function compileVariant(markdown: SiteConfig['markdown'] | undefined): string {
  if (!markdown?.mermaid && !markdown?.plugins && !markdown?.magicComments) return '';
  const comments = markdown.magicComments ? JSON.stringify(markdown.magicComments) : '';
  // A hash: the key names a file of the cache.
  return hash('sha1', `${markdown.mermaid === true}\0${markdown.plugins ?? ''}\0${comments}`, 'hex').slice(
    0,
    16,
  );
}
