import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderContext } from '../../../src/node/render/renderRoute.js';
import { routeKey } from '../../../src/node/incremental/routeKeys.js';
import { loadConfig } from '../../../src/node/config/loadConfig.js';
import { createDoc } from '../../../src/node/content/docs.js';
import { buildRouteManifest, type RouteManifest } from '../../../src/node/content/manifest.js';
import { manifestSources } from '../../../src/node/content/manifestSources.js';
import type { RouteEntry } from '../../../src/node/content/routeEntry.js';
import type { SourceFile } from '../../../src/node/content/sources.js';
import { repoRoot } from '../../helpers.js';

const root = path.join(repoRoot, 'tests/fixtures/docusaurus-blog');
let manifest: RouteManifest;
let ctx: RenderContext;

beforeAll(async () => {
  manifest = await buildRouteManifest(root, await loadConfig(root, true));
  const sidebars = [...manifest.sidebars.trees.keys()].map(
    (id) => [id, { html: '', url: `/s/${id}.html` }] as const,
  );
  ctx = { manifest, bodies: new Map(), css: '', runtime: '', bootScript: '', sidebars: new Map(sidebars) };
});

/** Every route's key (by path), each source keyed by its file unless `keyOf` says otherwise. */
function keys(keyOf: (source: SourceFile) => string | undefined = (s) => `key of ${s.file}`) {
  const sources = new Map([...manifestSources(manifest)].map((source) => [source, keyOf(source)]));
  return new Map(manifest.routes.map((route) => [route.path, routeKey(route, ctx, 'site', sources)]));
}

/** The source files a route holds: its own, its doc's, its post's and its list's. */
const heldSources = (r: RouteEntry) => [
  r.source,
  r.kind === 'doc' ? r.doc.source : undefined,
  r.kind === 'blog-post' ? r.post.source : undefined,
  'posts' in r ? r.posts.map((p) => p.source) : undefined,
];

/** The paths whose key differs between two sets of keys. */
const changed = (a: Map<string, string | undefined>, b: Map<string, string | undefined>): string[] =>
  [...a.keys()].filter((p) => a.get(p) !== b.get(p)).sort();

describe('routeKey', () => {
  it('keys every route and leaves the routes holding their source files, as before', () => {
    const before = manifest.routes.map(heldSources);
    expect([...keys().values()].every((k) => typeof k === 'string')).toBe(true);
    expect(manifest.routes.map(heldSources)).toEqual(before);
    expect(manifest.routes.every((r) => !r.source || typeof r.source.file === 'string')).toBe(true);
  });

  it("changes with a post's source for its route, its neighbours' and the lists showing it, and no doc's", () => {
    const post = manifest.posts[1]!;
    const edited = keys((s) => (s === post.source ? 'edited' : `key of ${s.file}`));
    const paths = changed(keys(), edited);
    expect(paths).toContain(post.route);
    for (const neighbour of [manifest.posts[0]!, manifest.posts[2]!])
      expect(paths).toContain(neighbour.route);
    expect(paths).toContain('/blog');
    expect(paths.some((p) => p.startsWith('/docs'))).toBe(false);
  });

  it("changes with a doc's source for its route and its neighbours' (their links to it), and no post's", () => {
    const doc = manifest.docs.find((d) => d.route === '/docs/intro')!;
    const edited = keys((s) => (s === doc.source ? 'edited' : `key of ${s.file}`));
    const paths = changed(keys(), edited);
    expect(paths).toContain(doc.route);
    expect(paths.some((p) => p.startsWith('/blog'))).toBe(false);
  });

  it('may let the source stand for a doc entry: the manifest holds each as createDoc made it', async () => {
    // The Codex site: docs in folders with categories, sidebars and front matter of every kind.
    const site = await buildRouteManifest(repoRoot, await loadConfig(repoRoot, true));
    expect(site.docs.length).toBeGreaterThan(20);
    for (const doc of site.docs) expect(doc).toEqual(createDoc(doc.source, 'docs'));
  });

  it('leaves unkeyed the routes showing a source without a key', () => {
    const doc = manifest.docs[0]!;
    const unkeyed = keys((s) => (s === doc.source ? undefined : `key of ${s.file}`));
    expect(unkeyed.get(doc.route)).toBeUndefined();
    expect(manifest.posts.every((p) => typeof unkeyed.get(p.route) === 'string')).toBe(true);
  });

  it("changes with a doc's sidebar", () => {
    const doc = manifest.docs[0]!;
    const before = keys();
    const sidebar = ctx.sidebars.get(manifest.byPath.get(doc.route)!.sidebarId!)!;
    const url = sidebar.url;
    sidebar.url = '/s/other.html';
    try {
      expect(changed(before, keys())).toContain(doc.route);
    } finally {
      sidebar.url = url;
    }
  });
});
