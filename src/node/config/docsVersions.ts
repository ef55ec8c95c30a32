import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsVersion, SiteConfig } from '../../shared/types.js';
import { isObject } from '../../shared/isObject.js';
import { quotedAt, SiteError } from '../errors.js';

/** The name Docusaurus gives the docs folder's own version (`docs/`), served at `/docs/next` once others exist. */
export const CURRENT_VERSION = 'current';

/** Where a site keeps its versions, relative to its content root: Docusaurus's names. */
export const VERSION_FILES = {
  list: 'versions.json',
  docs: (name: string) => `versioned_docs/version-${name}`,
  sidebars: (name: string) => `versioned_sidebars/version-${name}-sidebars.json`,
};

/** The versioning options of Docusaurus's docs plugin that docsgen reads (every one optional). */
export interface VersionOptions {
  lastVersion?: unknown;
  includeCurrentVersion?: unknown;
  onlyIncludeVersions?: unknown;
  disableVersioning?: unknown;
  versions?: unknown;
}

/**
 * The docs' versions, as Docusaurus lays them out and routes them: `current` (the docs folder) and
 * each name of `versions.json` (newest first, in `versioned_docs/version-<name>`), filtered and
 * labelled by the docs options. The last version is served at the docs' root, `current` at `next`
 * (when it is not the last), the others at their name. `file` is the config, for its errors.
 */
export function docsVersions(
  root: string,
  contentRoot: string,
  docsPath: string,
  options: VersionOptions,
  file: string,
): { versions: DocsVersion[]; lastVersion: string } {
  const listFile = path.posix.join(contentRoot, VERSION_FILES.list);
  const released = options.disableVersioning === true ? [] : readVersionList(root, listFile);
  const includeCurrent = options.includeCurrentVersion !== false;
  const names = [...(includeCurrent ? [CURRENT_VERSION] : []), ...released];
  if (!names.length)
    throw new SiteError('"includeCurrentVersion" is false and there is no other version to build', file);
  const lastVersion = options.lastVersion ?? released[0] ?? CURRENT_VERSION;
  if (typeof lastVersion !== 'string' || !names.includes(lastVersion))
    throw new SiteError(`"lastVersion" must be one of the versions: ${names.join(', ')}`, file);
  const only = options.onlyIncludeVersions;
  if (only !== undefined && (!Array.isArray(only) || only.some((name) => !names.includes(name))))
    throw new SiteError(`"onlyIncludeVersions" must list versions among: ${names.join(', ')}`, file);
  if (Array.isArray(only) && !only.includes(lastVersion))
    throw new SiteError(`"onlyIncludeVersions" must include the last version (${lastVersion})`, file);
  const own = isObject(options.versions) ? options.versions : {};
  for (const name of Object.keys(own))
    if (!names.includes(name))
      throw new SiteError(`"versions.${name}" names no version (there are: ${names.join(', ')})`, file);
  const lastIndex = names.indexOf(lastVersion);
  const versions = names
    .filter((name) => !Array.isArray(only) || only.includes(name))
    .map((name): DocsVersion => {
      const set = isObject(own[name]) ? own[name] : {};
      const text = (key: string, fallback: string): string =>
        typeof set[key] === 'string' ? (set[key] as string) : fallback;
      const defaultBanner =
        name === lastVersion ? 'none' : names.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained';
      const banner = text('banner', defaultBanner);
      return {
        name,
        label: text('label', name === CURRENT_VERSION ? 'Next' : name),
        path: text('path', name === lastVersion ? '' : name === CURRENT_VERSION ? 'next' : name).replace(
          /^\/+|\/+$/g,
          '',
        ),
        folder: name === CURRENT_VERSION ? docsPath : path.posix.join(contentRoot, VERSION_FILES.docs(name)),
        banner: banner === 'unreleased' || banner === 'unmaintained' ? banner : 'none',
        badge: typeof set.badge === 'boolean' ? set.badge : names.length > 1,
      };
    });
  return { versions, lastVersion };
}

/** `versions.json` (`file`, relative to the root): the released versions' names, newest first (none when there is no such file). */
export function readVersionList(root: string, file: string): string[] {
  const full = path.join(root, file);
  if (!existsSync(full)) return [];
  const text = readFileSync(full, 'utf8');
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch (error) {
    throw new SiteError(`invalid JSON: ${(error as Error).message}`, file);
  }
  if (!Array.isArray(list) || list.some((name) => typeof name !== 'string' || !name))
    throw new SiteError('must be a JSON array of version names', file);
  const names = list as string[];
  for (const name of names) {
    if (/[\\/]|^\.\.?$/.test(name) || name === CURRENT_VERSION)
      throw quotedAt(text, name, `"${name}" cannot name a version`, file);
    if (!existsSync(path.join(root, path.dirname(file), VERSION_FILES.docs(name))))
      throw quotedAt(text, name, `version "${name}" has no folder ${VERSION_FILES.docs(name)}`, file);
  }
  return names;
}

/**
 * The docs of another instance of Docusaurus's docs plugin (`id`, `path`, `routeBasePath`): one
 * version of their own, named after the plugin, served at its route base.
 */
export function docsInstance(options: Record<string, unknown>, file: string): DocsVersion {
  const id = options.id;
  if (typeof id !== 'string' || !/^[\w-]+$/.test(id) || id === 'default')
    throw new SiteError('a second docs plugin needs an "id" of its own (letters, digits, - and _)', file);
  const text = (key: string, fallback: string): string =>
    typeof options[key] === 'string' ? (options[key] as string) : fallback;
  return {
    name: id,
    label: id,
    path: '',
    folder: path.posix.normalize(text('path', 'docs')),
    banner: 'none',
    badge: false,
    plugin: { id, routeBasePath: text('routeBasePath', 'docs').replace(/^\/+|\/+$/g, '') },
  };
}

/** The versions of the site's own docs (the classic preset's), without other docs plugins' docs. */
export function ownVersions(site: SiteConfig): DocsVersion[] {
  return site.docs.versions.filter((version) => !version.plugin);
}
