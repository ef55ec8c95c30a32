import path from 'node:path';
import type { LoadedConfig } from '../config/loadConfig.js';
import { SiteError } from '../errors.js';
import type { DocEntry } from './docs.js';
import { lastUpdates, type LastUpdate } from './lastUpdates.js';

/**
 * The docs with what their footer shows, as Docusaurus's docs options and front matter say: the
 * "Edit this page" link (`editUrl`, `custom_edit_url`) and the last update (`showLastUpdateTime`,
 * `showLastUpdateAuthor`, from git or front matter `last_update`).
 */
export function withDocMeta(root: string, config: LoadedConfig, docs: DocEntry[]): DocEntry[] {
  const { docs: options } = config.site;
  const showUpdates = options.showLastUpdateTime || options.showLastUpdateAuthor;
  if (!config.editUrl && !showUpdates && !docs.some((doc) => doc.data.custom_edit_url)) return docs;
  // Every folder the docs come from: each version's, and a locale's translations of them.
  const folders = new Set(docs.map((doc) => contentFolder(doc)));
  const commits = showUpdates ? lastUpdates(root, [...folders]) : new Map<string, LastUpdate>();
  return docs.map((doc) => {
    const editUrl = editUrlOf(doc, config);
    const update = showUpdates ? lastUpdateOf(doc, commits.get(doc.source.file)) : undefined;
    const lastUpdate = update && {
      date: options.showLastUpdateTime ? update.date : '',
      ...(options.showLastUpdateAuthor && update.author ? { author: update.author } : {}),
    };
    return { ...doc, ...(editUrl ? { editUrl } : {}), ...(lastUpdate ? { lastUpdate } : {}) };
  });
}

/** A doc's path in its version's folder (as it is on disk). */
function docPathOf(doc: DocEntry): string {
  return path.posix.join(doc.diskDir, path.posix.basename(doc.source.file));
}

/** The folder a doc's file is in the docs of: its version's, or a locale's translation of it. */
function contentFolder(doc: DocEntry): string {
  return doc.source.file.slice(0, -docPathOf(doc).length - 1) || '.';
}

/**
 * A doc's edit link: its front matter's (null for none), else the docs' `editUrl` and the file's
 * path as Docusaurus makes it: its version's folder (`docs/`, `versioned_docs/version-1.0/`),
 * then its path in that folder. A locale's translated file links to the file it translates, or
 * with `editLocalizedFiles` to itself (`i18n/fr/docusaurus-plugin-content-docs/current/`), as in
 * Docusaurus; an `editUrl` function is given the version's folder either way.
 */
function editUrlOf(doc: DocEntry, config: LoadedConfig): string | undefined {
  const own = doc.data.custom_edit_url;
  if (own !== undefined) return own ?? undefined;
  const { editUrl, site } = config;
  const versionDocsDirPath =
    site.docs.versions.find((version) => version.name === doc.version)?.folder ?? site.docs.path;
  const docPath = docPathOf(doc);
  if (typeof editUrl === 'string') {
    const folder = config.editLocalizedFiles ? contentFolder(doc) : versionDocsDirPath;
    return `${editUrl.replace(/\/+$/, '')}/${folder}/${docPath}`;
  }
  if (typeof editUrl !== 'function') return undefined;
  const url = editUrl({
    version: doc.version,
    docPath,
    versionDocsDirPath,
    permalink: doc.route,
    locale: site.i18n.current,
  });
  if (url === undefined || url === null) return undefined;
  if (typeof url !== 'string') throw new SiteError('"editUrl" must return a string', doc.source.file);
  return url;
}

/** Front matter `last_update` (either part) over the file's last commit. */
function lastUpdateOf(doc: DocEntry, commit: LastUpdate | undefined): LastUpdate | undefined {
  const stated = doc.data.last_update as { date?: unknown; author?: unknown } | null | undefined;
  const date =
    stated?.date instanceof Date
      ? stated.date.toISOString().slice(0, 10)
      : typeof stated?.date === 'string'
        ? stated.date.slice(0, 10)
        : commit?.date;
  const author = typeof stated?.author === 'string' ? stated.author : commit?.author;
  return date ? { date, ...(author ? { author } : {}) } : undefined;
}
