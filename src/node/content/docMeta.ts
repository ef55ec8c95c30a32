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
  // One `git log` per docs folder: every version's, and other docs plugins'.
  const commits = new Map<string, LastUpdate>(
    showUpdates ? options.versions.flatMap((version) => [...lastUpdates(root, version.folder)]) : [],
  );
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

/** A doc's edit link: its front matter's (null for none), else the docs' `editUrl` and the file's path. */
function editUrlOf(doc: DocEntry, config: LoadedConfig): string | undefined {
  const own = doc.data.custom_edit_url;
  if (own !== undefined) return own ?? undefined;
  const { editUrl } = config;
  // The folder of the doc's version (or docs plugin), as Docusaurus's `versionDocsDirPath`.
  const docsPath = doc.source.file.slice(0, -doc.source.rel.length - 1);
  const docPath = doc.source.file.slice(docsPath.length + 1);
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${docsPath}/${docPath}`;
  if (typeof editUrl !== 'function') return undefined;
  const url = editUrl({ docPath, versionDocsDirPath: docsPath, permalink: doc.route, locale: 'en' });
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
