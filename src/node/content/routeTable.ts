import type { RouteEntry } from './routeEntry.js';

/** The site's routes as they are added, by path: the first route of a path wins, the others are duplicates. */
export class RouteTable {
  readonly routes: RouteEntry[] = [];
  readonly byPath = new Map<string, RouteEntry>();
  /** Path -> the files of every route that claimed it, when more than one did. */
  private readonly claims = new Map<string, string[]>();

  /** Adds a route, or records it as a duplicate when its path is taken. */
  add(entry: RouteEntry): void {
    const existing = this.byPath.get(entry.path);
    if (existing) {
      const files = this.claims.get(entry.path) ?? [existing.source?.file ?? '(generated)'];
      files.push(entry.source?.file ?? '(generated)');
      this.claims.set(entry.path, files);
      return;
    }
    this.byPath.set(entry.path, entry);
    this.routes.push(entry);
  }

  /** Every path claimed more than once, with the files that claimed it. */
  duplicates(): { route: string; files: string[] }[] {
    return [...this.claims].map(([route, files]) => ({ route, files }));
  }
}
