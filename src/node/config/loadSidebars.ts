import path from 'node:path';
import { SiteError } from '../errors.js';
import type { SidebarConfigItem } from './loadConfig.js';
import { loadModule } from './loadModule.js';

/** Whether a value is a plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Loads a sidebars module (docsgen's, or a Docusaurus project's when `foreign`) and checks its shape. */
export async function loadSidebars(
  file: string,
  root: string,
  cacheDir: string | undefined,
  foreign = false,
): Promise<Record<string, SidebarConfigItem[]>> {
  const value = await loadModule(file, root, cacheDir, foreign);
  if (!isObject(value) || !Object.values(value).every(Array.isArray)) {
    throw new SiteError(
      'sidebars must export default an object of sidebar id -> array of items',
      path.relative(root, file),
    );
  }
  return value as Record<string, SidebarConfigItem[]>;
}
