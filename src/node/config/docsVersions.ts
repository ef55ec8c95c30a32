import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsVersion, SiteConfig } from '../../shared/types.js';
import { DEFAULT_DOCS_PLUGIN, pluginVersions, versionKey } from '../../shared/docsPlugin.js';
import { isObject } from '../../shared/isObject.js';
import { quotedAt, SiteError } from '../errors.js';

/** The name Docusaurus gives the docs folder's own version (`docs/`), served at `/docs/next` once others exist. */
export const CURRENT_VERSION = 'current';

/**
 * Where a docs plugin keeps its versions, relative to the content root: Docusaurus's names, which
 * another plugin's prefix with its id (`community_versions.json`, `community_versioned_docs/`).
 */
export function versionFiles(plugin: string = DEFAULT_DOCS_PLUGIN) {
  const prefix = plugin === DEFAULT_DOCS_PLUGIN ? '' : `${plugin}_`;
  return {
    list: `${prefix}versions.json`,
    docs: (name: string) => `${prefix}versioned_docs/version-${name}`,
    sidebars: (name: string) => `${prefix}versioned_sidebars/version-${name}-sidebars.json`,
  };
}

/** The versioning options of Docusaurus's docs plugin that docsgen reads (every one optional). */
export interface VersionOptions {
  lastVersion?: unknown;
  includeCurrentVersion?: unknown;
  onlyIncludeVersions?: unknown;
  disableVersioning?: unknown;
  versions?: unknown;
}

/**
 * A docs plugin's versions, as Docusaurus lays them out and routes them: `current` (the docs folder)
 * and each name of `versions.json` (newest first, in `versioned_docs/version-<name>`; another
 * plugin's files are prefixed with its id, see versionFiles), filtered and labelled by the docs
 * options. The last version is served at the docs' root, `current` at `next` (when it is not the
 * last), the others at their name. `file` is the config, for its errors.
 */
export function docsVersions(
  root: string,
  contentRoot: string,
  docsPath: string,
  options: VersionOptions,
  file: string,
  plugin: string = DEFAULT_DOCS_PLUGIN,
): { versions: DocsVersion[]; lastVersion: string } {
  const files = versionFiles(plugin);
  const listFile = path.posix.join(contentRoot, files.list);
  const released = options.disableVersioning === true ? [] : readVersionList(root, listFile, files);
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
        folder: name === CURRENT_VERSION ? docsPath : path.posix.join(contentRoot, files.docs(name)),
        banner: banner === 'unreleased' || banner === 'unmaintained' ? banner : 'none',
        badge: typeof set.badge === 'boolean' ? set.badge : names.length > 1,
      };
    });
  return { versions, lastVersion };
}

/**
 * `versions.json` (`file`, relative to the root, with its plugin's other `files`): the released
 * versions' names, newest first (none when there is no such file).
 */
export function readVersionList(root: string, file: string, files = versionFiles()): string[] {
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
    if (!existsSync(path.join(root, path.dirname(file), files.docs(name))))
      throw quotedAt(text, name, `version "${name}" has no folder ${files.docs(name)}`, file);
  }
  return names;
}

/**
 * The versions of another instance of Docusaurus's docs plugin (`id`, `path`, `routeBasePath` and
 * the versioning options), served at its route base: `current` alone unless it has versions of
 * its own (`<id>_versions.json`). Their names are prefixed with the plugin's id (see versionKey).
 */
export function docsInstance(
  root: string,
  contentRoot: string,
  options: Record<string, unknown>,
  file: string,
): DocsVersion[] {
  const id = options.id;
  if (typeof id !== 'string' || !/^[\w-]+$/.test(id) || id === DEFAULT_DOCS_PLUGIN)
    throw new SiteError('a second docs plugin needs an "id" of its own (letters, digits, - and _)', file);
  const text = (key: string, fallback: string): string =>
    typeof options[key] === 'string' ? (options[key] as string) : fallback;
  const { versions, lastVersion } = docsVersions(
    root,
    contentRoot,
    path.posix.normalize(text('path', 'docs')),
    options,
    file,
    id,
  );
  const routeBasePath = text('routeBasePath', 'docs').replace(/^\/+|\/+$/g, '');
  return versions.map((version) => ({
    ...version,
    name: versionKey(id, version.name),
    plugin: { id, routeBasePath, version: version.name, lastVersion: versionKey(id, lastVersion) },
  }));
}

/** The versions of the site's own docs (the classic preset's), without other docs plugins' docs. */
export function ownVersions(site: SiteConfig): DocsVersion[] {
  return pluginVersions(site, DEFAULT_DOCS_PLUGIN);
}

/** A docs version's own name in its plugin (`current`, `1.0`), as Docusaurus and its files name it. */
export function pluginVersionName(version: DocsVersion): string {
  return version.plugin?.version ?? version.name;
}
