import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COPYRIGHT_YEAR } from '../../shared/constants.js';
import type { BlogOptions, FooterLinkColumn, HeadTag, NavItem, SiteConfig } from '../../shared/types.js';
import { quotedAt, SiteError, warn } from '../errors.js';
import { STAND_INS } from './foreignModule.js';
import type { LoadedConfig } from './loadConfig.js';
import { loadSidebars } from './loadSidebars.js';
import { isObject } from '../../shared/isObject.js';
import {
  CURRENT_VERSION,
  docsInstance,
  docsVersions,
  ownVersions,
  type VersionOptions,
} from './docsVersions.js';
import { versionKey } from '../../shared/docsPlugin.js';
import { localeFolder } from './localize.js';
import { siteLocales } from './locales.js';
import { BLOG_DEFAULTS } from './blogDefaults.js';
import { loadModule } from './loadModule.js';
import { toPosix } from '../paths.js';
import { sitePath } from './sitePath.js';
import { folderPlugins } from './markdownPlugins.js';
import { magicCommentsOption } from './magicCommentsOption.js';
import { keepSitePlugins, pluginsKey, type FolderPlugins } from '../markdown/sitePlugins.js';

/** Top-level keys docsgen reads, or accepts as having no effect on a static build. */
const KNOWN_KEYS = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'presets',
  'themeConfig',
  'markdown',
  'trailingSlash',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'noIndex',
  'customFields',
  'future',
  'staticDirectories',
  'titleDelimiter',
  'baseUrlIssueBanner',
  'clientModules',
  'scripts',
  'stylesheets',
  'headTags',
  'themes',
  'plugins',
  'i18n',
  'webpack',
]);

/** Keys whose effect is the runtime surface (part 2 of the Docusaurus work) or versions and locales: read later. */
const LATER_KEYS = ['clientModules', 'themes', 'plugins'];

/** Themes docsgen does the work of itself: Mermaid's (with `markdown.mermaid`). */
const BUILT_IN_THEMES = new Set(['@docusaurus/theme-mermaid']);

/** Whether a `themes` entry (a name, or a `[name, options]` pair) is one docsgen does the work of. */
function builtInTheme(entry: unknown): boolean {
  const name: unknown = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' && BUILT_IN_THEMES.has(name);
}

/**
 * Loads a Docusaurus project's config (`docusaurus.config.*`, through esbuild as docsgen's own is)
 * and its sidebars file, and maps them to docsgen's config: the site, where its docs, blog and
 * pages are and the routes they are served under. Packages it imports that are not installed are
 * stood in for with a warning; keys docsgen does not apply yet get one warning each.
 */
export async function loadDocusaurusConfig(
  root: string,
  file: string,
  cacheDir?: string,
): Promise<LoadedConfig> {
  const rel = path.relative(root, file);
  const before = new Set((globalThis as Record<string, unknown>)[STAND_INS] as Set<string> | undefined);
  let raw = await loadModule(file, root, cacheDir, true);
  if (typeof raw === 'function') raw = await (raw as () => unknown)();
  if (!isObject(raw))
    throw new SiteError('docusaurus config must export an object (or a function returning one)', rel);
  const standIns = (globalThis as Record<string, unknown>)[STAND_INS] as Set<string> | undefined;
  const text = readFileSync(file, 'utf8');
  for (const name of standIns ?? [])
    if (!before.has(name))
      warn(quotedAt(text, name, `"${name}" is not installed: a stand-in takes its place`, rel));
  for (const key of Object.keys(raw))
    if (!KNOWN_KEYS.has(key)) warn(new SiteError(`"${key}" is not read by docsgen`, rel));
  for (const key of LATER_KEYS) {
    const value = Array.isArray(raw[key])
      ? raw[key].filter((entry) => !(key === 'themes' ? builtInTheme(entry) : docsPlugin(entry)))
      : raw[key];
    if (value !== undefined && (!Array.isArray(value) || value.length))
      warn(new SiteError(`"${key}" is not applied yet`, rel));
  }
  const { docs, blog, pages, customCss, plugins } = presetOptions(raw);
  const stylesheets = customCss.flatMap((css) => {
    const file = path.resolve(root, css);
    if (existsSync(file)) return [toPosix(path.relative(root, file))];
    // A stylesheet of a package that is not installed was stood in for, and said so, above.
    if (!standIns?.has(css)) warn(quotedAt(text, css, `customCss: no such file ${css}, left out`, rel));
    return [];
  });
  const instances = (Array.isArray(raw.plugins) ? raw.plugins : []).flatMap((entry) =>
    docsPlugin(entry) ? [isObject(entry[1]) ? entry[1] : {}] : [],
  );
  const site = siteConfig(raw, root, rel, {
    docs,
    blog,
    pages,
    customCss: stylesheets,
    plugins: pluginsKey(plugins),
  });
  site.docs.versions.push(
    ...instances.flatMap((options) => docsInstance(root, site.contentRoot, options, rel)),
  );
  keepSitePlugins(
    root,
    plugins.map((section) => ({ ...section, folders: sectionFolders(site, section.folders[0]!) })),
  );
  const sidebarFiles = [docs.sidebarPath, ...instances.map((options) => options.sidebarPath)].map((value) =>
    typeof value === 'string' && existsSync(path.resolve(root, value))
      ? path.resolve(root, value)
      : undefined,
  );
  const [sidebars, ...instanceSidebars] = await Promise.all(
    sidebarFiles.map((sidebarFile) =>
      sidebarFile ? loadSidebars(sidebarFile, root, cacheDir, true) : undefined,
    ),
  );
  const files = [file, ...sidebarFiles.filter((f) => f !== undefined)].map((f) => path.relative(root, f));
  // Each plugin's `current` sidebars; its other versions' are read with the site's (loadVersionSidebars).
  const versionSidebars = new Map(
    instances.map(
      (options, i) => [versionKey(String(options.id), CURRENT_VERSION), instanceSidebars[i]] as const,
    ),
  );
  return {
    site,
    sidebars,
    versionSidebars,
    files,
    editUrl: docs.editUrl,
    editLocalizedFiles: docs.editLocalizedFiles,
  };
}

/**
 * The folders whose pages a section's plugins (the docs, blog or pages options') apply to, as
 * Docusaurus applies them: the section's folder, for the docs every version's, and each locale's
 * translations of them (`i18n/<locale>/docusaurus-plugin-content-<section>/`).
 */
function sectionFolders(site: SiteConfig, folder: string): string[] {
  const section = folder === site.docs.path ? 'docs' : folder === site.blog?.path ? 'blog' : 'pages';
  const own = section === 'docs' ? ownVersions(site).map((version) => version.folder) : [folder];
  const translated = site.i18n.locales.map((locale) =>
    path.posix.join(localeFolder(site, locale.code), `docusaurus-plugin-content-${section}`),
  );
  return [...new Set([folder, ...own]), ...translated];
}

/** Whether a `plugins` entry is another instance of Docusaurus's docs plugin (`[name, {id, …}]`), which docsgen builds. */
function docsPlugin(entry: unknown): entry is [string, unknown] {
  return Array.isArray(entry) && typeof entry[0] === 'string' && /plugin-content-docs$/.test(entry[0]);
}

/** The classic preset's docs, blog and pages options (Docusaurus's defaults where unset). */
function presetOptions(raw: Record<string, unknown>) {
  const presets = Array.isArray(raw.presets) ? raw.presets : [];
  const classic = presets
    .map((preset) => (Array.isArray(preset) ? preset : [preset, {}]))
    .find(([name]) => typeof name === 'string' && /(^classic$|preset-classic)/.test(name));
  const options = isObject(classic?.[1]) ? classic[1] : {};
  const docsOptions = isObject(options.docs) ? options.docs : {};
  const blogOptions = isObject(options.blog) ? options.blog : {};
  const pagesOptions = isObject(options.pages) ? options.pages : {};
  const text = (from: Record<string, unknown>, key: string, fallback: string): string =>
    typeof from[key] === 'string' ? (from[key] as string) : fallback;
  const count = (from: Record<string, unknown>, key: string, fallback: number): number | 'ALL' =>
    from[key] === 'ALL' ? 'ALL' : typeof from[key] === 'number' ? (from[key] as number) : fallback;
  const base = (value: string): string => value.replace(/^\/+|\/+$/g, '');
  const docs = {
    path: path.posix.normalize(text(docsOptions, 'path', 'docs')),
    routeBasePath: base(text(docsOptions, 'routeBasePath', 'docs')),
    sidebarPath:
      docsOptions.sidebarPath === false ? undefined : text(docsOptions, 'sidebarPath', 'sidebars.js'),
    showLastUpdateTime: docsOptions.showLastUpdateTime === true,
    showLastUpdateAuthor: docsOptions.showLastUpdateAuthor === true,
    tags:
      docsOptions.tags === false || docsOptions.tags === null
        ? (false as const)
        : typeof docsOptions.tags === 'string'
          ? docsOptions.tags
          : undefined,
    editUrl:
      typeof docsOptions.editUrl === 'string' || typeof docsOptions.editUrl === 'function'
        ? (docsOptions.editUrl as LoadedConfig['editUrl'])
        : undefined,
    editLocalizedFiles: docsOptions.editLocalizedFiles === true,
    versioning: docsOptions as VersionOptions,
  };
  const blog: BlogOptions | undefined =
    options.blog === false
      ? undefined
      : {
          path: path.posix.normalize(text(blogOptions, 'path', 'blog')),
          routeBasePath: base(text(blogOptions, 'routeBasePath', 'blog')),
          blogTitle: text(blogOptions, 'blogTitle', BLOG_DEFAULTS.blogTitle),
          blogDescription: text(blogOptions, 'blogDescription', BLOG_DEFAULTS.blogDescription),
          postsPerPage: count(blogOptions, 'postsPerPage', BLOG_DEFAULTS.postsPerPage),
          blogSidebarCount: count(blogOptions, 'blogSidebarCount', BLOG_DEFAULTS.blogSidebarCount),
          blogSidebarTitle: text(blogOptions, 'blogSidebarTitle', BLOG_DEFAULTS.blogSidebarTitle),
          // Docusaurus's post files and dated routes, and its recent-posts sidebar.
          datedRoutes: true,
          showRecentPosts: true,
          listedWhenEmpty: true,
          authorsBasePath: text(blogOptions, 'authorsBasePath', 'authors'),
        };
  const theme = isObject(options.theme) ? options.theme : {};
  const customCss = [theme.customCss ?? []].flat().filter((file): file is string => typeof file === 'string');
  const pages = { path: path.posix.normalize(text(pagesOptions, 'path', 'src/pages')) };
  const plugins = [
    folderPlugins(docs.path, docsOptions),
    blog && folderPlugins(blog.path, blogOptions),
    folderPlugins(pages.path, pagesOptions),
  ].filter((folder): folder is FolderPlugins => !!folder);
  return { docs, blog, pages, customCss, plugins };
}

/**
 * What JSON holds of a config value (functions and stand-ins dropped), for the pages' bundles to
 * embed; an empty object when it is not an object or cannot be written (a cycle).
 */
function jsonCopy(value: unknown): Record<string, unknown> {
  try {
    const copy: unknown = JSON.parse(JSON.stringify(value ?? {}) ?? '{}');
    return isObject(copy) ? copy : {};
  } catch {
    return {};
  }
}

/** docsgen's site config from a Docusaurus config. */
function siteConfig(
  raw: Record<string, unknown>,
  root: string,
  file: string,
  content: Pick<SiteConfig, 'blog' | 'pages' | 'customCss'> & {
    docs: Omit<SiteConfig['docs'], 'versions' | 'lastVersion'> & { versioning: VersionOptions };
    plugins?: string;
  },
): SiteConfig {
  const { docs } = content;
  const text = (key: string, fallback: string): string => {
    const value = raw[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'string') throw new SiteError(`"${key}" must be a string`, file);
    return value;
  };
  const title = text('title', path.basename(root));
  const theme = isObject(raw.themeConfig) ? raw.themeConfig : {};
  const navbar = isObject(theme.navbar) ? theme.navbar : {};
  const footer = isObject(theme.footer) ? theme.footer : {};
  const route = (base: string): string => `/${base}`.replace(/\/$/, '') || '/';
  const baseUrl = text('baseUrl', '/');
  const logo = isObject(navbar.logo) ? navbar.logo : undefined;
  const markdown = isObject(raw.markdown) ? raw.markdown : {};
  const format = markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx';
  const magicComments = magicCommentsOption(theme.prism, file);
  return {
    title,
    titleDelimiter: text('titleDelimiter', '|'),
    tagline: text('tagline', ''),
    url: text('url', 'http://localhost:3000').replace(/\/$/, ''),
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    favicon: typeof raw.favicon === 'string' ? fromStatic(raw.favicon) : undefined,
    logo:
      logo && typeof logo.src === 'string'
        ? { alt: String(logo.alt ?? title), src: fromStatic(logo.src) }
        : undefined,
    navbar: {
      ...(typeof navbar.title === 'string' ? { title: navbar.title } : {}),
      items: navItems(navbar.items, docs.routeBasePath, route),
      hideOnScroll: navbar.hideOnScroll === true,
    },
    footer: {
      links: footerLinks(footer.links),
      copyright:
        typeof footer.copyright === 'string' ? footer.copyright : `Copyright © ${COPYRIGHT_YEAR} ${title}.`,
    },
    announcementBar: isObject(theme.announcementBar)
      ? {
          id: String(theme.announcementBar.id ?? 'announcement-bar'),
          content: String(theme.announcementBar.content ?? ''),
          isCloseable: theme.announcementBar.isCloseable !== false,
        }
      : undefined,
    colorMode: colorMode(theme.colorMode),
    docs: {
      path: docs.path,
      routeBasePath: docs.routeBasePath,
      showLastUpdateTime: docs.showLastUpdateTime,
      showLastUpdateAuthor: docs.showLastUpdateAuthor,
      tags: docs.tags,
      ...docsVersions(root, '', docs.path, docs.versioning, file),
    },
    customFields: jsonCopy(raw.customFields),
    themeConfig: jsonCopy(theme),
    blog: content.blog,
    pages: content.pages,
    customCss: content.customCss,
    contentRoot: '',
    i18n: siteLocales(raw.i18n, file),
    headTags: headTags(raw, file),
    image: typeof theme.image === 'string' ? fromStatic(theme.image) : undefined,
    metadata: metaTags(theme.metadata),
    trailingSlash: trailingSlash(raw.trailingSlash, file),
    markdown: {
      format,
      // Docusaurus's key; its theme (`@docusaurus/theme-mermaid`) is docsgen's own (markdown/mermaid.ts).
      ...(markdown.mermaid === true ? { mermaid: true } : {}),
      ...(content.plugins ? { plugins: content.plugins } : {}),
      ...(magicComments ? { magicComments } : {}),
    },
    ...(hasPlugin(raw.plugins, /(?:^|[/\\])(?:plugin-)?ideal-image(?:$|[/\\])/) ? { idealImage: true } : {}),
  };
}

/**
 * Whether Docusaurus's `plugins` names a plugin whose name (a package, its shorthand or a path
 * `require.resolve` gave) matches: entries are a name, `[name, options]` or a function.
 */
function hasPlugin(plugins: unknown, name: RegExp): boolean {
  if (!Array.isArray(plugins)) return false;
  return plugins.some((plugin) => {
    const id: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
    return typeof id === 'string' && name.test(id);
  });
}

/**
 * Navbar items of every Docusaurus type docsgen can show: plain links, `doc` (by its id),
 * `docSidebar` (the docs root), dropdowns, html, the docs version's link and dropdown, and the
 * locale dropdown; search is left out (docsgen's own is always there).
 */
function navItems(value: unknown, docsBase: string, route: (base: string) => string): NavItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): NavItem[] => {
    if (!isObject(item)) return [];
    const position = item.position === 'right' ? 'right' : 'left';
    const label = typeof item.label === 'string' ? item.label : undefined;
    const plugin =
      typeof item.docsPluginId === 'string' && item.docsPluginId !== 'default'
        ? { docsPlugin: item.docsPluginId }
        : {};
    if (item.type === 'doc' && typeof item.docId === 'string') {
      const to = `${route(docsBase)}/${item.docId}`.replace(/^\/\//, '/');
      return [{ label: label ?? item.docId, to, position, docId: item.docId, ...plugin }];
    }
    if (item.type === 'docSidebar') {
      const sidebar = typeof item.sidebarId === 'string' ? { sidebarId: item.sidebarId } : {};
      return [{ label: label ?? 'Docs', to: route(docsBase), position, ...sidebar, ...plugin }];
    }
    if (item.type === 'dropdown' && Array.isArray(item.items)) {
      const items = navItems(item.items, docsBase, route);
      const link =
        typeof item.to === 'string'
          ? { to: sitePath(item.to) }
          : typeof item.href === 'string'
            ? { href: item.href }
            : {};
      return items.length && label ? [{ label, ...link, position, items }] : [];
    }
    // Filled in once the docs are read (see withDocsNav): the versions' main docs.
    if (item.type === 'docsVersionDropdown')
      return [{ label: label ?? '', position, docsVersion: 'dropdown', items: [], ...plugin }];
    if (item.type === 'docsVersion')
      return [{ label: label ?? '', position, docsVersion: 'link', ...plugin }];
    if (item.type === 'localeDropdown') {
      const entries = (key: string): NavItem[] => navItems(item[key], docsBase, route);
      const localeMenu = { before: entries('dropdownItemsBefore'), after: entries('dropdownItemsAfter') };
      return [{ label: label ?? '', position, localeMenu }];
    }
    if (item.type === 'html' && typeof item.value === 'string')
      return [{ label: label ?? 'html', html: item.value, position }];
    if (item.type !== undefined && item.type !== 'default') return [];
    const to = typeof item.to === 'string' ? sitePath(item.to) : undefined;
    const href = typeof item.href === 'string' ? item.href : undefined;
    // An icon link has no label: its class (drawn by the site's CSS) and aria-label show it.
    const className = typeof item.className === 'string' ? item.className : undefined;
    const ariaLabel = typeof item['aria-label'] === 'string' ? item['aria-label'] : undefined;
    if (!(to || href) || !(label || className || ariaLabel)) return [];
    return [
      {
        label: label ?? '',
        ...(to ? { to } : { href }),
        position,
        ...(className ? { className } : {}),
        ...(ariaLabel ? { ariaLabel } : {}),
      },
    ];
  });
}

/** The tags `stylesheets`, `scripts` and `headTags` add to every page's head, in that order. */
function headTags(raw: Record<string, unknown>, file: string): HeadTag[] {
  const list = (key: string): unknown[] => (Array.isArray(raw[key]) ? raw[key] : []);
  const attributes = (value: Record<string, unknown>): HeadTag['attributes'] =>
    Object.fromEntries(
      Object.entries(value).flatMap(([name, v]) =>
        /^[a-z][\w:-]*$/i.test(name) &&
        (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number')
          ? [[name, typeof v === 'number' ? String(v) : v]]
          : [],
      ),
    );
  const linked = (key: string, tagName: string, url: string, extra: HeadTag['attributes']): HeadTag[] =>
    list(key).flatMap((item): HeadTag[] =>
      typeof item === 'string'
        ? [{ tagName, attributes: { ...extra, [url]: item } }]
        : isObject(item) && typeof item[url] === 'string'
          ? [{ tagName, attributes: { ...extra, ...attributes(item) } }]
          : [],
    );
  const own = list('headTags').map((tag, i): HeadTag => {
    if (!isObject(tag) || typeof tag.tagName !== 'string' || !/^[a-z][a-z0-9-]*$/i.test(tag.tagName))
      throw new SiteError(`"headTags[${i}]" must have a tagName (an HTML element's name)`, file);
    const inner = typeof tag.innerHTML === 'string' ? { innerHTML: tag.innerHTML } : {};
    return {
      tagName: tag.tagName,
      attributes: isObject(tag.attributes) ? attributes(tag.attributes) : {},
      ...inner,
    };
  });
  return [
    ...linked('stylesheets', 'link', 'href', { rel: 'stylesheet' }),
    ...linked('scripts', 'script', 'src', {}),
    ...own,
  ];
}

/** `themeConfig.colorMode`, with Docusaurus's defaults (light, switchable, the system's mode ignored). */
function colorMode(value: unknown): SiteConfig['colorMode'] {
  const options = isObject(value) ? value : {};
  return {
    defaultMode: options.defaultMode === 'dark' ? 'dark' : 'light',
    respectPrefersColorScheme: options.respectPrefersColorScheme === true,
    disableSwitch: options.disableSwitch === true,
  };
}

/** `themeConfig.metadata`: the meta tags that name themselves (`name` or `property`) and a content. */
function metaTags(value: unknown): SiteConfig['metadata'] {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((tag) => {
    if (!isObject(tag) || typeof tag.content !== 'string') return [];
    const name = typeof tag.name === 'string' ? tag.name : undefined;
    const property = typeof tag.property === 'string' ? tag.property : undefined;
    return name || property ? [{ name, property, content: tag.content }] : [];
  });
}

/** Footer link columns (`[{title, items}]`), or a simple footer's flat list of links as one column. */
function footerLinks(value: unknown): FooterLinkColumn[] {
  if (!Array.isArray(value)) return [];
  const link = (item: unknown): NavItem[] => {
    if (!isObject(item)) return [];
    // Markup of the site's own, shown as it is (Docusaurus's `html` item: a sponsors' badge).
    if (typeof item.html === 'string') {
      const className = typeof item.className === 'string' ? { className: item.className } : {};
      return [{ label: 'html', html: item.html, ...className }];
    }
    if (typeof item.label !== 'string') return [];
    if (typeof item.to === 'string') return [{ label: item.label, to: sitePath(item.to) }];
    return typeof item.href === 'string' ? [{ label: item.label, href: item.href }] : [];
  };
  if (value.every((column) => isObject(column) && Array.isArray(column.items)))
    return value.map((column) => ({ title: String(column.title ?? ''), items: column.items.flatMap(link) }));
  return [{ title: '', items: value.flatMap(link) }];
}

/**
 * A static file's URL as Docusaurus takes it (`img/logo.svg` or `./img/logo.svg`, relative to the
 * site's base, as `useBaseUrl` makes it): root-relative.
 */
function fromStatic(url: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(url) ? url : `/${url.replace(/^\.\//, '')}`;
}

/** `trailingSlash`: true, false, or not set (each route as it is). */
export function trailingSlash(value: unknown, file: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw new SiteError('"trailingSlash" must be true, false or left out', file);
}
