import { SiteError } from '../errors.js';
import { versionedId, type DocEntry } from './docs.js';
import type { Sidebars } from './sidebar.js';
import { sourceText } from './sourceTexts.js';

/**
 * The sidebar a doc shows: the one its front matter's `displayed_sidebar` names (null: none), else
 * the one that lists it, else its version's main one, so that the reader of a doc no sidebar lists
 * can move on. A name that is no sidebar of the doc's version is an error at that key, as
 * Docusaurus makes it.
 */
export function displayedSidebar(
  doc: DocEntry,
  sidebars: Sidebars,
  mainSidebars: ReadonlyMap<string, string>,
): string | undefined {
  const named = doc.data.displayed_sidebar;
  if (named === null) return undefined;
  if (named === undefined) return sidebars.docSidebar.get(doc.id) ?? mainSidebars.get(doc.version);
  const id = versionedId(doc.version, named);
  if (sidebars.trees.has(id)) return id;
  const line =
    sourceText(doc.source)
      .split('\n')
      .findIndex((l) => /^displayed_sidebar\s*:/.test(l)) + 1;
  throw new SiteError(
    `displayed_sidebar: no sidebar of this docs version is named "${named}"`,
    doc.source.file,
    Math.max(line, 1),
  );
}
