import kebabCase from 'lodash.kebabcase';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SiteError } from '../errors.js';
import { readContentFile } from './readContentFile.js';
import { yaml } from './frontMatter.js';
import { sectionRoute } from './routePath.js';

/** A tag of a blog post or a doc, resolved against its section's tags.yml. */
export interface Tag {
  label: string;
  /** Route of the tag page, e.g. /blog/tags/hello. */
  route: string;
  description?: string;
}

/** The route of a section's tags under its base (`/blog/tags/<permalink>`, `/docs/next/tags`; '' for the tags list itself). */
export function tagsRoute(sectionBase: string, permalink: string): string {
  return sectionRoute([sectionBase, 'tags'].filter(Boolean).join('/'), permalink);
}

/**
 * Which of a content folder's map files (authors.yml, tags.yml) is read: its translation's
 * (`translated`, the folder under `i18n/<locale>/`) where it has one, whole, as Docusaurus reads
 * the first of the two that exists.
 */
export function mapFile(root: string, folder: string, translated: string | undefined, name: string): string {
  const local = translated && `${translated}/${name}`;
  return local && existsSync(path.join(root, local)) ? local : `${folder}/${name}`;
}

/** Reads a YAML map file (authors.yml, tags.yml), reporting errors at file:line:col; a missing file is an empty map. */
export function readYamlMap(root: string, file: string): Record<string, unknown> {
  const full = path.join(root, file);
  if (!existsSync(full)) return {};
  const doc = yaml().parseDocument(readContentFile(full, file));
  const first = doc.errors[0];
  if (first) {
    const pos = first.linePos?.[0];
    throw new SiteError(
      `invalid YAML: ${first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      file,
      pos?.line ?? 1,
      pos?.col ?? 1,
    );
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new SiteError('expected a map of keys', file);
  return value as Record<string, unknown>;
}

/**
 * A page's front matter `tags` (keys of tags.yml's `map`, inline labels, or `{label, permalink}`),
 * each with its page's route under `sectionBase` (see tagsRoute).
 */
export function resolveTags(value: unknown, map: Record<string, unknown>, sectionBase: string): Tag[] {
  if (!Array.isArray(value)) return [];
  // Docusaurus rejects a tag that is neither a label nor an object with one: docsgen leaves it out.
  const named = value.filter(
    (entry: unknown) =>
      typeof entry === 'string' || (typeof entry === 'object' && entry !== null && 'label' in entry),
  );
  return named.map((entry): Tag => {
    const key = typeof entry === 'string' ? entry : String((entry as { label: unknown }).label);
    const known = (typeof entry === 'string' ? map[entry] : entry) as
      { label?: string; permalink?: string; description?: string } | undefined;
    // An inline tag's page is named as Docusaurus names it (lodash's kebabCase: `GraphQL` -> `graph-ql`).
    const permalink = known?.permalink ?? `/${kebabCase(key)}`;
    return {
      label: known?.label ?? key,
      route: tagsRoute(sectionBase, permalink),
      description: known?.description,
    };
  });
}

/** Each tag with its items (in their order), tags sorted by label. */
export function itemsByTag<T>(items: T[], tagsOf: (item: T) => Tag[]): { tag: Tag; items: T[] }[] {
  const tags = new Map<string, { tag: Tag; items: T[] }>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      const entry = tags.get(tag.route) ?? { tag, items: [] };
      entry.items.push(item);
      tags.set(tag.route, entry);
    }
  }
  return [...tags.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
}

/** Each tag with how many items have it (see itemsByTag): what a tags list page shows. */
export function tagCounts<T>(tags: { tag: Tag; items: T[] }[]): { tag: Tag; count: number }[] {
  return tags.map(({ tag, items }) => ({ tag, count: items.length }));
}
