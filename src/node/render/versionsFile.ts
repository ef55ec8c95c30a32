import type { DocsVersionsFile } from '../../shared/types.js';
import { navLinks } from '../../shared/navLinks.js';
import { pluginLastVersion, pluginVersions, versionPlugin } from '../../shared/docsPlugin.js';
import type { RouteManifest } from '../content/manifest.js';
import { siteUrl } from './baseUrl.js';
import { docAlternates, mainDocRoute } from './docVersion.js';

/**
 * The docs-versions file (DOCS_VERSIONS_FILE) of a site with a docs plugin of several versions,
 * else undefined: each such plugin's versions with their main doc, each doc's and each versioned
 * navbar link's URL in every version, as the site writes URLs.
 */
export function versionsFile(manifest: RouteManifest): DocsVersionsFile | undefined {
  const { site } = manifest;
  const plugins = [...new Set(site.docs.versions.map(versionPlugin))].filter(
    (plugin) => pluginVersions(site, plugin).length > 1,
  );
  if (!plugins.length) return undefined;
  const names = new Set(plugins.flatMap((plugin) => pluginVersions(site, plugin).map((v) => v.name)));
  const urls = (routes: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(routes).flatMap(([name, route]) =>
        names.has(name) ? [[name, siteUrl(route, manifest)]] : [],
      ),
    );
  const links: DocsVersionsFile['links'] = {};
  for (const item of navLinks(site.navbar.items))
    if (item.versionsKey && item.versions) links[item.versionsKey] = urls(item.versions);
  return {
    plugins: Object.fromEntries(
      plugins.map((plugin) => [
        plugin,
        {
          last: pluginLastVersion(site, plugin),
          versions: pluginVersions(site, plugin).flatMap(({ name, label }) => {
            const main = mainDocRoute(manifest, name);
            return main ? [{ name, label, main: siteUrl(main, manifest) }] : [];
          }),
        },
      ]),
    ),
    docs: Object.fromEntries(
      [...docAlternates(manifest.docs)].flatMap(([id, routes]) => {
        const own = urls(routes);
        return Object.keys(own).length ? [[id, own]] : [];
      }),
    ),
    links,
  };
}
