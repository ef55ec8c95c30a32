import type { PageBody } from '../compile/pageBody.js';
import type { RouteManifest } from '../content/manifest.js';
import type { RouteEntry } from '../content/routeEntry.js';
import { siteUrl } from '../render/baseUrl.js';
import type { SearchPage } from './searchIndex.js';

/** What the search index takes of a route's page: its URL, its title and description as shown, its body. */
export function searchPage(route: RouteEntry, body: PageBody, manifest: RouteManifest): SearchPage {
  return {
    url: siteUrl(route.path, manifest),
    title: body.meta?.title ?? route.title,
    html: body.html,
    description: body.meta?.description ?? route.description,
  };
}
