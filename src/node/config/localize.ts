import { themeMessages } from './themeMessages.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsVersion, FooterLinkColumn, NavItem, SiteConfig } from '../../shared/types.js';
import { isObject } from '../../shared/isObject.js';
import { SiteError } from '../errors.js';
import type { LoadedConfig } from './loadConfig.js';
import { CURRENT_VERSION, pluginVersionName } from './docsVersions.js';
import { DEFAULT_DOCS_PLUGIN, versionPlugin } from '../../shared/docsPlugin.js';
import { currentLocale } from '../../shared/currentLocale.js';

/** A locale's translations as Docusaurus's JSON files hold them: key -> `{message}`; read into key -> message. */
export type Translations = Map<string, string>;

/** Where a locale's translated content and messages are, relative to the site root (Docusaurus's names). */
export function localeFolder(site: SiteConfig, code = site.i18n.current): string {
  return path.posix.join(site.contentRoot, 'i18n', code);
}

/** The folder a locale translates a section in: docs (of a version), blog or pages. */
export function translatedFolder(
  site: SiteConfig,
  section: { docs: DocsVersion } | 'blog' | 'pages',
): string {
  if (typeof section === 'string')
    return path.posix.join(localeFolder(site), `docusaurus-plugin-content-${section}`);
  return path.posix.join(localeFolder(site), versionTranslations(section.docs));
}

/**
 * Where a locale translates a docs version, relative to its folder: `docusaurus-plugin-content-docs/`
 * (another docs plugin's suffixed with its id, `…-docs-community/`) then `current` or `version-1.0`.
 */
function versionTranslations(version: DocsVersion): string {
  const name = pluginVersionName(version);
  const plugin = versionPlugin(version);
  return path.posix.join(
    `docusaurus-plugin-content-docs${plugin === DEFAULT_DOCS_PLUGIN ? '' : `-${plugin}`}`,
    name === CURRENT_VERSION ? 'current' : `version-${name}`,
  );
}

/** Reads one of a locale's translation files (relative to its folder); none when it does not exist. */
export function readTranslations(root: string, site: SiteConfig, rel: string): Translations {
  const file = path.posix.join(localeFolder(site), rel);
  const full = path.join(root, file);
  if (!existsSync(full)) return new Map();
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new SiteError(`invalid JSON: ${(error as Error).message}`, file);
  }
  if (!isObject(value)) throw new SiteError('must be a JSON object of key -> {"message": …}', file);
  return new Map(
    Object.entries(value).flatMap(([key, entry]) =>
      typeof entry === 'string'
        ? [[key, entry]]
        : isObject(entry) && typeof entry.message === 'string'
          ? [[key, entry.message]]
          : [],
    ),
  );
}

/**
 * The config as locale `code` builds it: served under its path (`/fr/`), its navbar and footer
 * labels translated (`docusaurus-theme-classic/navbar.json`, `footer.json`), the blog's title and
 * description (`docusaurus-plugin-content-blog/options.json`), the versions' labels and the
 * messages of `<Translate>` (`code.json`). The default locale's is the config.
 */
export function localizeConfig(root: string, config: LoadedConfig, code: string): LoadedConfig {
  const { i18n } = config.site;
  if (!i18n.locales.some((l) => l.code === code))
    throw new SiteError(
      `no locale "${code}": the site has ${i18n.locales.map((l) => l.code).join(', ')}`,
      undefined,
    );
  if (code === i18n.defaultLocale) return withUiMessages(config, {});
  let site: SiteConfig = { ...config.site, i18n: { ...i18n, current: code } };
  site = { ...site, baseUrl: `${site.baseUrl}${currentLocale(site).path}/` };
  // Each version's file (`current.json`, `version-1.0.json`): its label, its sidebars' labels.
  const versionTexts = new Map(
    site.docs.versions.map((version) => [
      version.name,
      readTranslations(root, site, `${versionTranslations(version)}.json`),
    ]),
  );
  site = {
    ...site,
    docs: {
      ...site.docs,
      versions: site.docs.versions.map((version) => ({
        ...version,
        label: versionTexts.get(version.name)?.get('version.label') ?? version.label,
      })),
    },
  };
  const navbar = readTranslations(root, site, 'docusaurus-theme-classic/navbar.json');
  const footer = readTranslations(root, site, 'docusaurus-theme-classic/footer.json');
  const blog = readTranslations(root, site, 'docusaurus-plugin-content-blog/options.json');
  const messages = readTranslations(root, site, 'code.json');
  const label = (item: NavItem, table: Translations): NavItem => ({
    ...item,
    label: table.get(`item.label.${item.label}`) ?? table.get(`link.item.label.${item.label}`) ?? item.label,
    ...(item.items ? { items: item.items.map((child) => label(child, table)) } : {}),
  });
  const column = (col: FooterLinkColumn): FooterLinkColumn => ({
    title: footer.get(`link.title.${col.title}`) ?? col.title,
    items: col.items.map((item) => label(item, footer)),
  });
  return withUiMessages(
    {
      ...config,
      sidebarTranslations: versionTexts,
      site: {
        ...site,
        navbar: {
          ...site.navbar,
          ...(site.navbar.title !== undefined ? { title: navbar.get('title') ?? site.navbar.title } : {}),
          items: site.navbar.items.map((item) => label(item, navbar)),
        },
        footer: {
          links: site.footer.links.map(column),
          copyright: footer.get('copyright') ?? site.footer.copyright,
        },
        ...(site.blog
          ? {
              blog: {
                ...site.blog,
                blogTitle: blog.get('title') ?? site.blog.blogTitle,
                blogDescription: blog.get('description') ?? site.blog.blogDescription,
                blogSidebarTitle: blog.get('sidebar.title') ?? site.blog.blogSidebarTitle,
              },
            }
          : {}),
      },
    },
    Object.fromEntries(messages),
  );
}

/** A locale's config with docsgen's own texts in its language: Docusaurus's translations, and the site's `code.json` over them. */
function withUiMessages(config: LoadedConfig, messages: Record<string, string>): LoadedConfig {
  const uiMessages = { ...themeMessages(currentLocale(config.site).code), ...messages };
  return Object.keys(uiMessages).length ? { ...config, site: { ...config.site, uiMessages } } : config;
}
