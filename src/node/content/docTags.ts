import type { DocsVersion, SiteConfig } from '../../shared/types.js';
import { uiPlural, uiText } from '../../../templates/uiText.js';
import { contentFolders } from './contentFolders.js';
import { versionRouteBase, type DocEntry } from './docs.js';
import { isUnlisted } from './routeEntry.js';
import type { RouteTable } from './routeTable.js';
import { itemsByTag, mapFile, readYamlMap, tagCounts, tagsRoute } from './tags.js';

/**
 * A docs version's tags file (Docusaurus's docs option `tags`: tags.yml unless the site names
 * another, none when it says false), read from the version's folder, or whole from its translation
 * in a locale that has one.
 */
export function docTagsMap(root: string, site: SiteConfig, version: DocsVersion): Record<string, unknown> {
  const name = site.docs.tags ?? 'tags.yml';
  if (name === false) return {};
  const translated = contentFolders(site).translated?.get(version.folder);
  return readYamlMap(root, mapFile(root, version.folder, translated, name));
}

/**
 * Adds each docs version's tag pages, as Docusaurus's docs plugin does when its docs have tags:
 * `<version base>/tags`, every tag with its count, and `<version base>/tags/<permalink>`, its docs
 * by title. Unlisted docs are on none.
 */
export function addDocTagRoutes(table: RouteTable, docs: DocEntry[], site: SiteConfig): void {
  // Titles in the site's locale, with Docusaurus's ids (docsgen's English where it has no translation).
  const t = uiText(site.uiMessages ?? {});
  const plural = uiPlural(site.uiMessages ?? {}, site.i18n.current);
  for (const version of site.docs.versions) {
    const listed = docs.filter((doc) => doc.version === version.name && !isUnlisted(doc));
    const tags = itemsByTag(listed, (doc) => doc.tags);
    if (!tags.length) continue;
    const allTags = tagsRoute(versionRouteBase(site.docs.routeBasePath, version), '');
    table.add({
      path: allTags,
      kind: 'docs-tags',
      title: t('theme.tags.tagsPageTitle', 'Tags'),
      description: 'Every docs tag.',
      tags: tagCounts(tags),
    });
    for (const { tag, items } of tags)
      table.add({
        path: tag.route,
        kind: 'docs-tag',
        title: t('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', {
          nDocsTagged: plural(
            'theme.docs.tagDocListPageTitle.nDocsTagged',
            'One doc tagged|{count} docs tagged',
            items.length,
          ),
          tagName: tag.label,
        }),
        description: tag.description ?? `Docs tagged with "${tag.label}".`,
        tag,
        allTags,
        docs: items
          .map(({ route, title, description }) => ({ route, title, description }))
          .sort((a, b) => a.title.localeCompare(b.title)),
      });
  }
}
