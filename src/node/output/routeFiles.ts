import path from 'node:path';
import { PAGE_DATA_FILE } from '../../shared/constants.js';
import { routeToDataFile, routeToHtmlFile } from '../../shared/paths.js';
import type { RouteEntry } from '../content/routeEntry.js';
import { routeFolder } from '../content/routePath.js';

/** What, besides its path, names a route's files: 1 for the not-found page (404.html), 2 for a doc (its Markdown twin). */
export type RouteShape = 0 | 1 | 2;

/** A route's shape (see routeFiles). */
export function routeShape(route: RouteEntry): RouteShape {
  return route.kind === 'not-found' ? 1 : route.kind === 'doc' ? 2 : 0;
}

/** The files writeRoute writes for a route of this path and shape, relative to the output folder. */
export function routeFiles(route: string, shape: RouteShape): string[] {
  // A route is a URL path; its files are named by what it stands for (`/docs/a%23b` -> docs/a#b/).
  const folder = routeFolder(route);
  const files = [shape === 1 ? '404.html' : routeToHtmlFile(folder), routeToDataFile(folder, PAGE_DATA_FILE)];
  if (shape === 2) files.push(`${folder || 'index'}.md`);
  return files;
}

/** Whether a file (relative to the output folder) is named as routeFiles names some route's. */
export function mayBeRouteFile(rel: string): boolean {
  const name = path.posix.basename(rel);
  return name === 'index.html' || name === PAGE_DATA_FILE || name.endsWith('.md') || rel === '404.html';
}
