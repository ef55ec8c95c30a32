import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NavItem } from '../../shared/types.js';
import type { LoadedConfig } from '../config/loadConfig.js';
import type { RouteManifest } from '../content/manifest.js';
import { flattenSidebar } from '../content/sidebar.js';
import { toPosix } from '../paths.js';
import { lineCounter, scanHtml } from './scanHtml.js';

/** A link written in a config file: `source` names the setting (e.g. `navbar.items[2]`). */
export interface ConfigLink {
  href: string;
  source: string;
  file: string;
  line: number;
}

/**
 * Collects the links of config/site.ts (navbar, footer, announcement bar, logo, favicon, docs
 * landing) and the `link` items of config/sidebars.ts, each with the line its value is on.
 * Defaults of a root without config are not checked: nobody wrote them.
 */
export function collectConfigLinks(
  root: string,
  config: LoadedConfig,
  manifest: RouteManifest,
): ConfigLink[] {
  const links: ConfigLink[] = [];
  const siteFile = config.files.find((f) => /(^|[\\/])site\.\w+$/.test(f));
  if (siteFile) {
    const file = toPosix(siteFile);
    const lineOf = createLineFinder(readFileSync(path.join(root, siteFile), 'utf8'));
    const add = (href: string | undefined, source: string): void => {
      if (typeof href === 'string') links.push({ href, source, file, line: lineOf(href) });
    };
    const addItem = (item: NavItem, source: string): void => {
      add(item.to, source);
      add(item.href, source);
    };
    const { site } = config;
    site.navbar.items.forEach((item, i) => {
      addItem(item, `navbar.items[${i}]`);
      item.items?.forEach((link, j) => addItem(link, `navbar.items[${i}].items[${j}]`));
    });
    site.footer.links.forEach((column, i) =>
      (column.items ?? []).forEach((item, j) => addItem(item, `footer.links[${i}].items[${j}]`)),
    );
    if (typeof site.announcementBar?.content === 'string') {
      for (const found of scanHtml(site.announcementBar.content)) {
        if (found.kind === 'href') add(found.value, 'announcementBar.content');
      }
    }
    add(site.logo?.src, 'logo.src');
    add(site.favicon, 'favicon');
    add(site.docsLanding, 'docsLanding');
  }
  const sidebarFile = config.files.find((f) => /(^|[\\/])sidebars\.\w+$/.test(f));
  if (sidebarFile && config.sidebars) {
    const file = toPosix(sidebarFile);
    const lineOf = createLineFinder(readFileSync(path.join(root, sidebarFile), 'utf8'));
    for (const [id, items] of manifest.sidebars.trees) {
      // Doc items were resolved by the manifest; only hand-written `link` items can be wrong here.
      for (const link of flattenSidebar(items)) {
        if (!link.docId)
          links.push({ href: link.href, source: `sidebars.${id}`, file, line: lineOf(link.href) });
      }
    }
  }
  return links;
}

/**
 * Returns a function giving the line of a string value in a config file: the first quoted
 * occurrence not returned before, so the same href written twice gets both lines; 1 if not found.
 */
export function createLineFinder(text: string): (value: string) => number {
  const used = new Set<number>();
  const lineAtOffset = lineCounter(text);
  return (value) => {
    // Quoted forms first (`'/x'`, `"/x"`, as in `href="/x"` inside an HTML string), then anywhere.
    for (const needle of [`'${value}'`, `"${value}"`, `\`${value}\``, value]) {
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
        if (!used.has(at)) {
          used.add(at);
          return lineAtOffset(at);
        }
      }
    }
    return 1;
  };
}
