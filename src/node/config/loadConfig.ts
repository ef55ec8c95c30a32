import { existsSync } from 'node:fs';
import path from 'node:path';
import { COPYRIGHT_YEAR } from '../../shared/constants.js';
import type { BlogOptions, FooterLinkColumn, NavItem, SiteConfig } from '../../shared/types.js';
import { SiteError } from '../errors.js';
import { loadModule } from './loadModule.js';
import { BLOG_DEFAULTS } from './blogDefaults.js';
import { loadDocusaurusConfig, trailingSlash } from './docusaurusConfig.js';
import { docusaurusConfigFile } from './docusaurusConfigFile.js';
import { loadSidebars, loadVersionSidebars } from './loadSidebars.js';
import { isObject } from '../../shared/isObject.js';
import { docsVersions, type VersionOptions } from './docsVersions.js';
import { siteLocales } from './locales.js';
import { localizeConfig, type Translations } from './localize.js';
import type { SidebarsConfig } from './normalizeSidebars.js';

export interface LoadedConfig {
  site: SiteConfig;
  /** Sidebars from config/sidebars.ts, normalised; undefined means "generate from the docs folders". */
  sidebars: SidebarsConfig | undefined;
  /**
   * The sidebars of each docs version but `current` (versioned_sidebars/) and of each other docs
   * plugin, by version name; undefined: generated from its folders.
   */
  versionSidebars?: Map<string, SidebarsConfig | undefined>;
  /** In a locale other than the default, each version's translations of its sidebars' labels (see localizeConfig). */
  sidebarTranslations?: Map<string, Translations>;
  /** Config files that exist, relative to the root (for watch mode and error messages). */
  files: string[];
  /** The docs' "Edit this page" links (Docusaurus's `editUrl`): a URL the file's path is appended to, or a function of it. */
  editUrl?:
    | string
    | ((params: {
        version: string;
        docPath: string;
        versionDocsDirPath: string;
        permalink: string;
        locale: string;
      }) => unknown);
  /** Whether a translated doc's `editUrl` link leads to its translation's file rather than to the file it translates. */
  editLocalizedFiles?: boolean;
}

const CONFIG_NAMES = ['site.ts', 'site.mts', 'site.js', 'site.mjs'];
const SIDEBAR_NAMES = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs'];

/**
 * Loads config/site.ts and config/sidebars.ts (both optional) and applies defaults for a bare root;
 * or, at the root of a Docusaurus project, its own config (see loadDocusaurusConfig). Then each
 * older docs version's sidebars, and the config as `locale` (the default one unless given) has it.
 * Given a cache folder, their bundles are kept there (see loadModule).
 */
export async function loadConfig(
  root: string,
  hasBlog: boolean,
  cacheDir?: string,
  locale?: string,
): Promise<LoadedConfig> {
  const docusaurus = docusaurusConfigFile(root);
  const config = docusaurus
    ? await loadDocusaurusConfig(root, docusaurus, cacheDir)
    : await loadOwnConfig(root, hasBlog, cacheDir);
  const versioned = loadVersionSidebars(root, config.site);
  const loaded = {
    ...config,
    versionSidebars: new Map([...(config.versionSidebars ?? []), ...versioned.sidebars]),
    files: [...config.files, ...versioned.files],
  };
  return localizeConfig(root, loaded, locale ?? config.site.i18n.defaultLocale);
}

/** docsgen's own config/site.ts and config/sidebars.ts. */
async function loadOwnConfig(root: string, hasBlog: boolean, cacheDir?: string): Promise<LoadedConfig> {
  const siteFile = findFile(root, CONFIG_NAMES);
  const sidebarFile = findFile(root, SIDEBAR_NAMES);
  const raw = siteFile ? await loadModule(siteFile, root, cacheDir) : {};
  const site = withDefaults(raw, root, siteFile ? path.relative(root, siteFile) : 'config/site.ts', hasBlog);
  const sidebars = sidebarFile ? await loadSidebars(sidebarFile, root, cacheDir) : undefined;
  const files = [siteFile, sidebarFile].filter((f): f is string => !!f).map((f) => path.relative(root, f));
  return { site, sidebars, files };
}

function findFile(root: string, names: string[]): string | undefined {
  return names.map((n) => path.join(root, 'config', n)).find((f) => existsSync(f));
}

function withDefaults(raw: unknown, root: string, file: string, hasBlog: boolean): SiteConfig {
  if (!isObject(raw)) throw new SiteError('config must export default an object', file);
  const str = (key: string, fallback: string): string => {
    const value = raw[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'string') throw new SiteError(`"${key}" must be a string`, file);
    return value;
  };
  const title = str('title', titleFromFolder(root));
  const navbar = isObject(raw.navbar) ? raw.navbar : {};
  const footer = isObject(raw.footer) ? raw.footer : {};
  const defaultNav: NavItem[] = [{ label: 'Docs', to: '/docs' }];
  if (hasBlog) defaultNav.push({ label: 'Blog', to: '/blog' });
  const items = (navbar.items as NavItem[] | undefined) ?? defaultNav;
  checkNavItems(items, file, 'navbar.items');
  const links = (footer.links as FooterLinkColumn[] | undefined) ?? [];
  links.forEach((col, i) => checkNavItems(col.items ?? [], file, `footer.links[${i}].items`));
  const baseUrl = str('baseUrl', '/');
  const announcement = raw.announcementBar;
  return {
    title,
    titleDelimiter: str('titleDelimiter', '|'),
    tagline: str('tagline', ''),
    url: str('url', 'http://localhost:3000').replace(/\/$/, ''),
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    favicon: raw.favicon as string | undefined,
    logo: raw.logo as SiteConfig['logo'],
    navbar: { title, items, hideOnScroll: navbar.hideOnScroll === true },
    footer: {
      links,
      copyright: (footer.copyright as string | undefined) ?? `Copyright © ${COPYRIGHT_YEAR} ${title}.`,
    },
    announcementBar: isObject(announcement)
      ? (announcement as unknown as SiteConfig['announcementBar'])
      : undefined,
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    docsLanding: raw.docsLanding as string | undefined,
    ...CONTENT_FOLDERS,
    docs: {
      ...CONTENT_FOLDERS.docs,
      ...docsVersions(
        root,
        CONTENT_FOLDERS.contentRoot,
        CONTENT_FOLDERS.docs.path,
        docsOptions(raw, file),
        file,
      ),
    },
    markdown: { format: markdownFormat(raw.markdown, file) },
    i18n: siteLocales(raw.i18n, file),
    trailingSlash: trailingSlash(raw.trailingSlash, file),
    // The blog folder is read whether or not it exists: with no posts, there are no blog routes.
    blog: { ...DEFAULT_BLOG, blogDescription: `The ${title} blog` },
  };
}

/** `markdown.format` (Docusaurus's key): how `.md` files are parsed, by extension unless set. */
function markdownFormat(markdown: unknown, file: string): SiteConfig['markdown']['format'] {
  const format = isObject(markdown) ? (markdown.format ?? 'detect') : 'detect';
  if (format === 'md' || format === 'mdx' || format === 'detect') return format;
  throw new SiteError('"markdown.format" must be "md", "mdx" or "detect"', file);
}

/** Where docsgen's own layout keeps its content. */
const CONTENT_FOLDERS = {
  docs: { path: 'content/docs', routeBasePath: 'docs' },
  pages: { path: 'content/pages' },
  contentRoot: 'content',
} satisfies Pick<SiteConfig, 'pages' | 'contentRoot'> & {
  docs: Pick<SiteConfig['docs'], 'path' | 'routeBasePath'>;
};

/** The `docs` key of docsgen's config: the versioning options Docusaurus's docs plugin has. */
function docsOptions(raw: Record<string, unknown>, file: string): VersionOptions {
  if (raw.docs === undefined) return {};
  if (!isObject(raw.docs)) throw new SiteError('"docs" must be an object', file);
  return raw.docs;
}

/** docsgen's blog: its folder and Docusaurus's defaults for the rest. */
const DEFAULT_BLOG: BlogOptions = { path: 'content/blog', routeBasePath: 'blog', ...BLOG_DEFAULTS };

function checkNavItems(items: unknown, file: string, where: string): void {
  if (!Array.isArray(items)) throw new SiteError(`"${where}" must be an array`, file);
  items.forEach((item, i) => {
    if (
      !isObject(item) ||
      typeof item.label !== 'string' ||
      (typeof item.to !== 'string' && typeof item.href !== 'string')
    ) {
      throw new SiteError(`"${where}[${i}]" needs a string label and a "to" or "href"`, file);
    }
  });
}

/** A title for a root without config: its folder name, words capitalised. */
function titleFromFolder(root: string): string {
  const name = path.basename(path.resolve(root)).replace(/[-_]+/g, ' ').trim();
  return name.replace(/\b\w/g, (c) => c.toUpperCase()) || 'Docs';
}
