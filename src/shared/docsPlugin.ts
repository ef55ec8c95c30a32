import type { DocsVersion, SiteConfig } from './types.js';

/** The id Docusaurus gives the classic preset's docs plugin: the site's own docs. */
export const DEFAULT_DOCS_PLUGIN = 'default';

/**
 * A docs version's name among every docs plugin's: its own (`1.0`, `current`) for the site's own
 * docs, prefixed with its plugin's id for another plugin's (`community/1.0`), as a version name
 * holds no `/`.
 */
export function versionKey(plugin: string, name: string): string {
  return plugin === DEFAULT_DOCS_PLUGIN ? name : `${plugin}/${name}`;
}

/** The docs plugin and its own version name that a version key (see versionKey) stands for. */
export function parseVersionKey(key: string): { plugin: string; name: string } {
  const at = key.indexOf('/');
  return at < 0
    ? { plugin: DEFAULT_DOCS_PLUGIN, name: key }
    : { plugin: key.slice(0, at), name: key.slice(at + 1) };
}

/** The docs plugin a version belongs to. */
export function versionPlugin(version: DocsVersion): string {
  return version.plugin?.id ?? DEFAULT_DOCS_PLUGIN;
}

/** A docs plugin's versions, in Docusaurus's order (`current` first, then newest to oldest). */
export function pluginVersions(site: SiteConfig, plugin: string): DocsVersion[] {
  return site.docs.versions.filter((version) => versionPlugin(version) === plugin);
}

/** The key of a docs plugin's last version: the one its docs' root serves. */
export function pluginLastVersion(site: SiteConfig, plugin: string): string {
  if (plugin === DEFAULT_DOCS_PLUGIN) return site.docs.lastVersion;
  return pluginVersions(site, plugin)[0]?.plugin?.lastVersion ?? versionKey(plugin, 'current');
}
