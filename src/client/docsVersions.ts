import { DOCS_VERSIONS_FILE, STORAGE_KEYS } from '../shared/constants.js';
import { DEFAULT_DOCS_PLUGIN, parseVersionKey, versionKey } from '../shared/docsPlugin.js';
import type { DocsVersionsFile } from '../shared/types.js';
import { siteBase } from './siteBase.js';
import { storage } from './storage.js';

type PluginVersions = DocsVersionsFile['plugins'][string];

let versionsFile: Promise<DocsVersionsFile | undefined> | undefined;

/** The docs-versions file (see versionsFile on the server), fetched once, when a page first needs it. */
function loadVersions(): Promise<DocsVersionsFile | undefined> {
  versionsFile ??= fetch(siteBase() + DOCS_VERSIONS_FILE)
    .then((response) => (response.ok ? (response.json() as Promise<DocsVersionsFile>) : undefined))
    .catch(() => undefined);
  return versionsFile;
}

/** The docs plugin a navbar element belongs to (`data-docs-plugin`, else the site's own docs). */
const pluginOf = (el: HTMLElement): string => el.dataset.docsPlugin ?? DEFAULT_DOCS_PLUGIN;

/** The version of a docs plugin the reader chose, as Docusaurus stores it (`docs-preferred-version-<id>`). */
function preferred(plugin: string): string | undefined {
  const name = storage.get(STORAGE_KEYS.preferredVersionPrefix + plugin);
  return name === null ? undefined : versionKey(plugin, name);
}

/** A version dropdown's link: to the page shown in that version, else to its main doc. */
function versionLink(version: PluginVersions['versions'][number], to: string): HTMLLIElement {
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

/**
 * Points one docs plugin's navbar links, version dropdowns and, on a page of its docs (`page`),
 * the banner's latest link at `version`.
 */
function show(file: DocsVersionsFile, plugin: string, version: string, page: HTMLElement | undefined): void {
  const routes = page ? file.docs[page.dataset.docId!] : undefined;
  const { last, versions } = file.plugins[plugin] ?? { last: '', versions: [] };
  const chosen = versions.find((v) => v.name === version);
  if (chosen)
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.navbar a[data-versions-key]')) {
      const to = file.links[link.dataset.versionsKey!]?.[chosen.name];
      if (to) link.setAttribute('href', to);
    }
  for (const label of document.querySelectorAll<HTMLElement>('[data-version-label]')) {
    if (pluginOf(label) !== plugin) continue;
    if (chosen) label.textContent = chosen.label;
    label.nextElementSibling?.replaceChildren(
      ...versions.map((v) => versionLink(v, routes?.[v.name] ?? v.main)),
    );
  }
  if (page)
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-version-latest]'))
      link.dataset.version = last;
}

/**
 * Points the navbar's docs links of each docs plugin at the version the reader is in (the page's),
 * else the one they chose; its version dropdown names it and lists every version, each leading to
 * the same page in it. A page holds its own version's links only (see inVersion): the others come
 * from the docs-versions file.
 */
export function showDocsVersion(main: HTMLElement): void {
  const versioned = document.querySelectorAll<HTMLElement>(
    '.navbar [data-version-label], .navbar [data-versions-key]',
  );
  const page = main.querySelector<HTMLElement>('[data-doc-version]');
  const own = page ? parseVersionKey(page.dataset.docVersion!).plugin : undefined;
  const shown = new Map<string, string>();
  for (const plugin of new Set([...versioned].map(pluginOf))) {
    const version = plugin === own ? page!.dataset.docVersion! : preferred(plugin);
    if (version) shown.set(plugin, version);
  }
  if (!shown.size) return;
  void loadVersions().then((file) => {
    if (!file) return;
    for (const [plugin, version] of shown) show(file, plugin, version, plugin === own ? page! : undefined);
  });
}

/** Remembers the docs version a reader chooses (a version dropdown's link, a banner's), for its docs plugin as Docusaurus does, and shows it. */
export function setupDocsVersions(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-version]');
    if (!link) return;
    const { plugin, name } = parseVersionKey(link.dataset.version!);
    storage.set(STORAGE_KEYS.preferredVersionPrefix + plugin, name);
  });
  const main = document.querySelector('main');
  if (main) showDocsVersion(main);
}
