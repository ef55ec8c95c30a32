import type { DocsVersionsFile } from '../../shared/types.js';
import { navLinks } from '../../shared/navLinks.js';
import { ownVersions } from '../config/docsVersions.js';
import type { RouteManifest } from '../content/manifest.js';
import { siteUrl } from './baseUrl.js';
import { docAlternates, mainDocRoute } from './docVersion.js';

/**
 * The docs-versions file (DOCS_VERSIONS_FILE) of a site with several docs versions, else
 * undefined: every version with its main doc, each doc's and each versioned navbar link's URL in
 * every version, as the site writes URLs.
 */
export function versionsFile(manifest: RouteManifest): DocsVersionsFile | undefined {
  const versions = ownVersions(manifest.site);
  if (versions.length < 2) return undefined;
  const names = new Set(versions.map((v) => v.name));
  const urls = (routes: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(routes).flatMap(([name, route]) =>
        names.has(name) ? [[name, siteUrl(route, manifest)]] : [],
      ),
    );
  const links: DocsVersionsFile['links'] = {};
  for (const item of navLinks(manifest.site.navbar.items))
    if (item.versionsKey && item.versions) links[item.versionsKey] = urls(item.versions);
  return {
    last: manifest.site.docs.lastVersion,
    versions: versions.flatMap(({ name, label }) => {
      const main = mainDocRoute(manifest, name);
      return main ? [{ name, label, main: siteUrl(main, manifest) }] : [];
    }),
    docs: Object.fromEntries(
      [...docAlternates(manifest.docs)].flatMap(([id, routes]) => {
        const own = urls(routes);
        return Object.keys(own).length ? [[id, own]] : [];
      }),
    ),
    links,
  };
}
