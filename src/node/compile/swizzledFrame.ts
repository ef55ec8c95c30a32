import { build, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../../../templates/IslandRoot.js';
import { FrameOriginal, type FramePart } from '../../../templates/Frame.js';
import type { RouteManifest } from '../content/manifest.js';
import type { RouteEntry } from '../content/routeEntry.js';
import { siteUrl } from '../render/baseUrl.js';
import { esbuildError } from '../config/loadModule.js';
import { SiteError } from '../errors.js';
import { importModule } from '../importModule.js';
import type { LinkOptions } from '../markdown/links.js';
import type { OutputFiles } from '../output/outputFiles.js';
import { toPosix } from '../paths.js';
import { bundleIslands, emitMedia, pageStylesheets, serverBundleOptions } from './compileComponents.js';
import { bundleMap, thrownInSource } from './thrownInSource.js';
import {
  BODY_SLOT,
  CHILDREN_PARTS,
  DOC_PARTS,
  FRAME_PARTS,
  POST_PARTS,
  SITE_ROOT,
  SITE_ROOT_NAMESPACE,
  type DocPartName,
  type FramePartName,
  type PostPartName,
} from './frameParts.js';
import { importsNeedReact } from './interactiveInputs.js';
import { ROUTER, swizzledFile } from './siteModules.js';
import { withServerBundleDir } from './serverBundleDir.js';
import type { DocEntry } from '../content/docs.js';
import type { BlogPost } from '../content/blog.js';
import type { Tag } from '../content/tags.js';
import type { DocContext } from '../../shared/docContext.js';
import type { BlogPostContext } from '../../shared/blogPostContext.js';
import { renderFor, type PartContext } from '../../shared/partContext.js';
import { partData } from '../../shared/partData.js';
import { collectLayoutMeta } from '../../shared/layoutMeta.js';
import { pageHead } from '../render/pageHead.js';

/**
 * The parts of the frame a site swizzled, each rendered once for the whole site (see fillFrame);
 * a doc's or a post's, rendered for each (see ItemParts), only its island here.
 */
export type SwizzledFrame = Partial<Record<FramePartName, FramePart>>;

/** A part rendered for one doc or post: its island is the part's (see SwizzledFrame). */
export type Rendered = Omit<FramePart, 'island'>;

/** What `useDoc()` gives of a doc that is known once its body is compiled, and of its neighbours. */
export type DocCompiled = Pick<DocContext, 'toc' | 'contentTitle'> &
  Pick<DocContext['metadata'], 'previous' | 'next'>;

/** A doc's swizzled parts (DOC_PARTS), rendered for it once its body is compiled (see ItemParts). */
export type DocParts = Partial<Record<DocPartName, Rendered>>;

/**
 * The swizzled parts of each doc and post, apart from SwizzledFrame: a post's rendered here (a
 * route's key holds its posts'), a doc's as its page is.
 */
export interface ItemParts {
  /**
   * Renders a doc's parts (`DocItem/Layout`, `DocItem/Content`…), which its page does once its body
   * is compiled: `useDoc()` gives its headings. A function, so a page that shows one is rendered
   * on the thread that loaded the parts (see renderPages).
   */
  doc?: (doc: DocEntry, compiled: DocCompiled) => DocParts;
  /** A hash of the doc parts' bundles, for the routes' keys: what `doc` renders depends on them and the doc alone. */
  docKey?: string;
  /** By post route: its `BlogPostItem` and the pieces of it (POST_PARTS), on its page and in a list of posts. */
  posts: Record<string, Partial<Record<PostPartName, { page: Rendered; list: Rendered }>>>;
  /** By route: the parts rendered once for the site that read the page's path (`useLocation`), rendered for it. */
  pages: Record<string, Partial<Record<FramePartName, Rendered>>>;
}

/**
 * A swizzled part: the entry of its bundles, the entry point the server bundle's metafile names
 * (the same but for the Root, a module a plugin makes), and its file, which errors name
 * (relative to the site root).
 */
interface Swizzled {
  name: FramePartName;
  entry: string;
  built: string;
  file: string;
}

/** Whether a module's default export is something React renders: a function, or a memo or forwardRef object. */
function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Bundles and server-renders the parts of the page frame a site swizzled (`src/theme/Footer`…),
 * as Docusaurus renders a swizzled component in their place: once for the site, and a doc's or a
 * post's parts once for each (see ItemParts), with what each part's `<Head>` says. An interactive
 * one (see importsNeedReact) also gets an island script. Its `@theme-original` part is a slot each
 * page fills with docsgen's own rendering. A part that fails to bundle, load or render is an
 * error at its place in the site's file.
 */
export async function swizzledFrame(
  root: string,
  manifest: RouteManifest,
  links: LinkOptions,
  files: OutputFiles,
): Promise<{ frame: SwizzledFrame; items?: ItemParts }> {
  const { site } = manifest;
  const parts = FRAME_PARTS.flatMap((name): Swizzled[] => {
    const found = swizzledFile(root, name);
    if (!found) return [];
    const file = toPosix(path.relative(root, found));
    return [
      name === 'Root'
        ? { name, entry: SITE_ROOT, built: `${SITE_ROOT_NAMESPACE}:${found}`, file }
        : { name, entry: found, built: found, file },
    ];
  });
  if (!parts.length) return { frame: {} };
  // Each part is rendered here, where errors are placed through its bundle's source map.
  return withServerBundleDir(files, async (outdir) => {
    const { metafile } = await build({
      entryPoints: parts.map((p) => p.entry),
      ...serverBundleOptions(root, site, outdir),
      // An error the site's code throws is placed in its own file through the map (see thrownInSource).
      sourcemap: true,
    }).catch((error: unknown) => {
      throw esbuildError(error, root) ?? error;
    });
    emitMedia(outdir, files, []);
    const stylesheets = pageStylesheets(metafile, files, []);
    const frame: SwizzledFrame = {};
    const items: ItemParts = { posts: {}, pages: {} };
    const docRenders: [DocPartName, (doc: DocEntry, compiled: DocCompiled) => Rendered][] = [];
    const islands: string[] = [];
    const scanned = new Map<string, boolean>();
    for (const part of parts) {
      const bundle = bundleOf(metafile, part.built);
      const Component = await loadPart(root, part, bundle.file);
      // A doc's or a post's part is rendered for its page, whose path `useLocation()` then gives at
      // build time: that alone makes no island (the part comes with its page).
      const perItem = isDocPart(part.name) || isPostPart(part.name);
      const inputs = perItem ? bundle.inputs.filter((file) => file !== ROUTER) : bundle.inputs;
      const island = importsNeedReact(inputs, () => undefined, scanned);
      const children = bodyOf(part.name, island);
      // A doc's part renders once its page does, after the bundle's folder is gone: its errors are
      // placed through the map read now.
      const built = { file: bundle.file, map: bundleMap(bundle.file) };
      let readPath = false;
      // An island's hooks give in the browser what its part read of its doc, post or path here.
      const render = (context: PartContext = {}): Rendered => {
        const [[html, read], { head }] = collectLayoutMeta(() =>
          renderFor(context, () => renderPart(root, part, Component, built, children)),
        );
        readPath ||= 'pathname' in read;
        const own = pageHead(head);
        const data = island ? partData(read) : undefined;
        return { html, ...(own && { head: own }), ...(data && { data }) };
      };
      // A doc's or a post's part is only shown as rendered for one: rendered for none, it could
      // fail on what it reads of it (`new Date(date)` of an empty date).
      const css = stylesheets.get(bundle.file);
      frame[part.name] = { ...(perItem ? { html: '' } : render()), ...(css && { css }) };
      if (readPath && !perItem) renderForPages(manifest, part.name, render, items.pages);
      // A doc's or a post's part is its own: rendered for each, for `useDoc()` and `useBlogPost()` to
      // give it (in a list of posts, on pages of several paths, with none); a doc's once its page
      // has its body (see ItemParts).
      if (isDocPart(part.name)) {
        docRenders.push([
          part.name,
          (doc, compiled) =>
            render({ doc: docContext(doc, compiled), pathname: siteUrl(doc.route, manifest) }),
        ]);
      }
      if (isPostPart(part.name)) renderForPosts(manifest, part.name, render, items.posts);
      if (island) islands.push(part.entry);
    }
    const urls = await bundleIslands(
      root,
      islands,
      { links, site, mount: 'partIsland' },
      files,
      new Map(),
      [],
    );
    for (const part of parts) {
      const island = urls.get(part.entry);
      if (island) frame[part.name]!.island = island;
    }
    if (docRenders.length) {
      // Rendered as a page shows its doc, the parts of a doc are looked up by name and route.
      items.doc = (doc, compiled) =>
        Object.fromEntries(docRenders.map(([name, render]) => [name, render(doc, compiled)]));
      items.docKey = bundlesKey(metafile);
    }
    return { frame, items };
  });
}

/**
 * Renders a part of the site's that read the page's path for each page that shows it, as
 * Docusaurus's server renders it (an island, it follows client navigation in the browser).
 */
function renderForPages(
  manifest: RouteManifest,
  name: FramePartName,
  render: (context: PartContext) => Rendered,
  pages: ItemParts['pages'],
): void {
  for (const route of manifest.routes)
    if (showsPart(route, name))
      (pages[route.path] ??= {})[name] = render({ pathname: siteUrl(route.path, manifest) });
}

/** Renders a post's part for each post, on its page and in a list of posts (which gives no path). */
function renderForPosts(
  manifest: RouteManifest,
  name: PostPartName,
  render: (context: PartContext) => Rendered,
  posts: ItemParts['posts'],
): void {
  for (const post of manifest.posts)
    (posts[post.route] ??= {})[name] = {
      page: render({ blogPost: blogPostContext(post, true), pathname: siteUrl(post.route, manifest) }),
      list: render({ blogPost: blogPostContext(post, false) }),
    };
}

/** A hash of what a build of the parts wrote (their bundles and the chunks they share). */
function bundlesKey(metafile: Metafile): string {
  const sha = createHash('sha1');
  for (const file of Object.keys(metafile.outputs).sort()) sha.update(readFileSync(path.resolve(file)));
  return sha.digest('base64url');
}

/**
 * The children of a part Docusaurus gives the doc's or the post's body to: a slot each page fills
 * with it. An island is mounted without it in the browser, so it gets none here either.
 */
function bodyOf(name: FramePartName, island: boolean): ReactNode {
  return !island && CHILDREN_PARTS.includes(name)
    ? createElement(FrameOriginal, { part: BODY_SLOT })
    : undefined;
}

/** Whether a part is rendered for each blog post. */
function isPostPart(name: FramePartName): name is PostPartName {
  return (POST_PARTS as readonly string[]).includes(name);
}

/** Whether a route's page shows a part rendered once for the site. */
function showsPart(route: RouteEntry, name: FramePartName): boolean {
  if (name === 'DocSidebar' || name === 'DocSidebar/Desktop') return route.sidebarId !== undefined;
  if (name === 'NotFound' || name === 'NotFound/Content') return route.kind === 'not-found';
  return true;
}

/** Whether a part is rendered for each doc. */
function isDocPart(name: FramePartName): name is DocPartName {
  return (DOC_PARTS as readonly string[]).includes(name);
}

/** A tag as Docusaurus's metadata gives it to the theme (`TagsListInline`'s `{label, permalink}`). */
function tagProp({ label, route, description }: Tag): {
  label: string;
  permalink: string;
  description?: string;
} {
  return { label, permalink: route, description };
}

/** What `useDoc()` says of a doc (see DocContext). */
function docContext(doc: DocEntry, { toc, contentTitle, previous, next }: DocCompiled): DocContext {
  const frontMatter = doc.data as Record<string, unknown>;
  return {
    metadata: {
      id: doc.unversionedId,
      title: doc.title,
      description: doc.description ?? '',
      permalink: doc.route,
      editUrl: doc.editUrl,
      lastUpdatedAt: doc.lastUpdate?.date ? Date.parse(doc.lastUpdate.date) : undefined,
      lastUpdatedBy: doc.lastUpdate?.author,
      tags: doc.tags.map(tagProp),
      frontMatter,
      previous,
      next,
    },
    frontMatter,
    toc,
    contentTitle,
  };
}

/** What `useBlogPost()` says of a post, on its page or in a list (see BlogPostContext). */
function blogPostContext(post: BlogPost, isBlogPostPage: boolean): BlogPostContext {
  const frontMatter = post.source.data as Record<string, unknown>;
  return {
    metadata: {
      permalink: post.route,
      source: `@site/${post.source.file}`,
      title: post.title,
      description: post.description,
      date: post.date,
      readingTime: post.readingMinutes,
      hasTruncateMarker: post.hasTruncate,
      authors: post.authors.map(({ key, name, title, url, imageUrl, email, route }) => ({
        key,
        name,
        title,
        url,
        imageURL: imageUrl,
        email,
        page: route ? { permalink: route } : null,
      })),
      tags: post.tags.map(tagProp),
      frontMatter,
    },
    frontMatter,
    assets: {},
    toc: [],
    isBlogPostPage,
  };
}

/** The server bundle of an entry point, and the files it holds. */
function bundleOf(metafile: Metafile, built: string): { file: string; inputs: string[] } {
  const named = (entryPoint: string): string =>
    path.isAbsolute(built) ? path.resolve(entryPoint) : entryPoint;
  const [out, info] = Object.entries(metafile.outputs).find(
    ([, info]) => info.entryPoint && named(info.entryPoint) === built,
  )!;
  // Modules a plugin makes (`namespace:name`) are no files to scan: what they import is listed too.
  const files = Object.keys(info.inputs).filter((input) => !/^[\w-]{2,}:/.test(input));
  return { file: path.resolve(out), inputs: files.map((input) => path.resolve(input)) };
}

/** A swizzled part's component, from its server bundle. */
async function loadPart(root: string, part: Swizzled, bundle: string): Promise<ComponentType> {
  const mod = await importModule<{ default?: unknown }>(pathToFileURL(bundle).href).catch(
    (error: unknown) => {
      throw located(root, part, bundle, error, 'failed to load');
    },
  );
  if (!isComponent(mod.default))
    throw new SiteError(`src/theme/${part.name} must export default a React component`, part.file);
  return mod.default;
}

/** A part rendered as its island hydrates it: inside the same error boundary. */
function renderPart(
  root: string,
  part: Swizzled,
  Component: ComponentType<{ children?: ReactNode }>,
  bundle: { file: string; map: string | undefined },
  children: ReactNode,
): string {
  try {
    return renderToString(createElement(IslandRoot, null, createElement(Component, null, children)));
  } catch (error) {
    throw located(root, part, bundle.file, error, 'failed to render', bundle.map);
  }
}

/** An error a part's code threw, at the place of the site's file it came from (else at the part's file). */
function located(
  root: string,
  part: Swizzled,
  bundle: string,
  error: unknown,
  what: string,
  map?: string,
): SiteError {
  return (
    thrownInSource(error, bundle, root, what, map) ??
    new SiteError(`${what}: ${(error as Error).message}`, part.file)
  );
}
