import { DOCS_VERSIONS_FILE, STORAGE_KEYS } from '../shared/constants.js';
import type { DocsVersionsFile } from '../shared/types.js';
import { siteBase } from './siteBase.js';
import { storage } from './storage.js';

let versionsFile: Promise<DocsVersionsFile | undefined> | undefined;

/** The docs-versions file (see versionsFile on the server), fetched once, when a page first needs it. */
function loadVersions(): Promise<DocsVersionsFile | undefined> {
  versionsFile ??= fetch(siteBase() + DOCS_VERSIONS_FILE)
    .then((response) => (response.ok ? (response.json() as Promise<DocsVersionsFile>) : undefined))
    .catch(() => undefined);
  return versionsFile;
}

/** A version dropdown's link: to the page shown in that version, else to its main doc. */
function versionLink(version: DocsVersionsFile['versions'][number], to: string): HTMLLIElement {
  const link = document.createElement('a');
  link.className = 'navbar__link';
  link.href = to;
  link.dataset.version = version.name;
  link.textContent = version.label;
  if (to === location.pathname) link.setAttribute('aria-current', 'page');
  const item = document.createElement('li');
  item.append(link);
  return item;
}

/** Points the navbar's docs links, the version dropdown and the banner's latest link at `version`. */
function show(file: DocsVersionsFile, version: string | null, docId: string | undefined): void {
  const chosen = file.versions.find((v) => v.name === version);
  if (chosen)
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.navbar a[data-versions-key]')) {
      const to = file.links[link.dataset.versionsKey!]?.[chosen.name];
      if (to) link.setAttribute('href', to);
    }
  const routes = docId ? file.docs[docId] : undefined;
  for (const label of document.querySelectorAll<HTMLElement>('[data-version-label]')) {
    if (chosen) label.textContent = chosen.label;
    label.nextElementSibling?.replaceChildren(
      ...file.versions.map((v) => versionLink(v, routes?.[v.name] ?? v.main)),
    );
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-version-latest]'))
    link.dataset.version = file.last;
}

/**
 * Points the navbar's docs links at the docs version the reader is in (the page's), else the one
 * they chose; the version dropdown names it and lists every version, each leading to the same page
 * in it. A page holds its own version's links only (see inVersion): the others come from the
 * docs-versions file.
 */
export function showDocsVersion(main: HTMLElement): void {
  if (!document.querySelector('.navbar [data-version-label], .navbar [data-versions-key]')) return;
  const page = main.querySelector<HTMLElement>('[data-doc-version]');
  const version = page?.dataset.docVersion ?? storage.get(STORAGE_KEYS.preferredVersion);
  if (!version) return;
  void loadVersions().then((file) => file && show(file, version, page?.dataset.docId));
}

/** Remembers the docs version a reader chooses (a version dropdown's link, a banner's), as Docusaurus does, and shows it. */
export function setupDocsVersions(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-version]');
    if (link) storage.set(STORAGE_KEYS.preferredVersion, link.dataset.version!);
  });
  const main = document.querySelector('main');
  if (main) showDocsVersion(main);
}
