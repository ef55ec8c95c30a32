import type { DocsVersion } from '../../shared/types.js';
import type { DocEntry } from '../content/docs.js';
import type { RouteManifest } from '../content/manifest.js';
import { pluginLastVersion, pluginVersions, versionPlugin } from '../../shared/docsPlugin.js';

/**
 * What a doc's page shows of its version, when the site has several (see DocPage). It names no
 * other version but the last's route: the other versions' links come from the docs-versions file
 * (see versionsFile), so that cutting a version leaves the pages of the others as they are.
 */
export interface DocVersionProps {
  name: string;
  /** The doc's id in every version (the docs-versions file's key for its other versions' routes). */
  docId: string;
  label: string;
  badge: boolean;
  /** The notice atop the page, and the page (or the main doc) in the last version it points to. */
  banner?: { kind: Exclude<DocsVersion['banner'], 'none'>; latest: string };
}

const alternateIndexes = new WeakMap<DocEntry[], Map<string, Record<string, string>>>();

/** Each doc id's routes in every version, by unversioned id then version name, built once per build. */
export function docAlternates(docs: DocEntry[]): Map<string, Record<string, string>> {
  let index = alternateIndexes.get(docs);
  if (!index) {
    index = new Map();
    for (const doc of docs) {
      let routes = index.get(doc.unversionedId);
      if (!routes) index.set(doc.unversionedId, (routes = {}));
      routes[doc.version] = doc.route;
    }
    alternateIndexes.set(docs, index);
  }
  return index;
}

/** The route of a docs version's main doc (its first), if it has docs. */
export function mainDocRoute(manifest: RouteManifest, version: string): string | undefined {
  const entry = manifest.metadata.versions.find((v) => v.name === version);
  return entry?.docs.find((d) => d.id === entry.mainDocId)?.path;
}

/** A doc's version as its page shows it, or undefined when its docs plugin has one version. */
export function docVersionProps(doc: DocEntry, manifest: RouteManifest): DocVersionProps | undefined {
  const version = manifest.site.docs.versions.find((v) => v.name === doc.version);
  if (!version) return undefined;
  const plugin = versionPlugin(version);
  const lastVersion = pluginLastVersion(manifest.site, plugin);
  if (pluginVersions(manifest.site, plugin).length < 2) return undefined;
  const latest =
    docAlternates(manifest.docs).get(doc.unversionedId)?.[lastVersion] ?? mainDocRoute(manifest, lastVersion);
  return {
    name: version.name,
    docId: doc.unversionedId,
    label: version.label,
    badge: version.badge,
    banner: version.banner !== 'none' && latest ? { kind: version.banner, latest } : undefined,
  };
}
