import type { DocsVersion } from '../../shared/types.js';
import type { DocEntry } from '../content/docs.js';
import type { RouteManifest } from '../content/manifest.js';
import { ownVersions } from '../config/docsVersions.js';

/** What a doc's page shows of its version, when the site has several (see DocPage). */
export interface DocVersionProps {
  name: string;
  label: string;
  badge: boolean;
  /** The notice atop the page, and the page (or the main doc) in the last version it points to. */
  banner?: {
    kind: Exclude<DocsVersion['banner'], 'none'>;
    latest: { label: string; href: string; version: string };
  };
  /** The same doc's route in each version that has it, by version name (for the version dropdown). */
  alternates: Record<string, string>;
}

const alternateIndexes = new WeakMap<DocEntry[], Map<string, Record<string, string>>>();

/** Each doc id's routes in every version, built once per build. */
function alternatesOf(docs: DocEntry[]): Map<string, Record<string, string>> {
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

/** A doc's version as its page shows it, or undefined on a site with one version. */
export function docVersionProps(doc: DocEntry, manifest: RouteManifest): DocVersionProps | undefined {
  const { lastVersion } = manifest.site.docs;
  const versions = ownVersions(manifest.site);
  const version = versions.find((v) => v.name === doc.version);
  if (versions.length < 2 || !version) return undefined;
  const alternates = alternatesOf(manifest.docs).get(doc.unversionedId) ?? {};
  const last = manifest.metadata.versions.find((v) => v.name === lastVersion);
  const lastMain = last?.docs.find((d) => d.id === last.mainDocId)?.path;
  const latestHref = alternates[lastVersion] ?? lastMain;
  const lastLabel = versions.find((v) => v.name === lastVersion)?.label ?? lastVersion;
  return {
    name: version.name,
    label: version.label,
    badge: version.badge,
    banner:
      version.banner !== 'none' && latestHref
        ? { kind: version.banner, latest: { label: lastLabel, href: latestHref, version: lastVersion } }
        : undefined,
    alternates,
  };
}
