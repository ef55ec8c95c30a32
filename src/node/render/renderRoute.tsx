import { hash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../shared/constants.js';
import type { PagePayload, SiteConfig, TocItem } from '../../shared/types.js';
import type { RouteManifest } from '../content/manifest.js';
import { isUnlisted, listedPosts, type DocRoute, type RouteEntry } from '../content/routeEntry.js';
import type { BlogPost } from '../content/blog.js';
import { blogRoute, feedRoutes, tagRoute } from '../content/blogRoutes.js';
import { itemsByTag, tagCounts } from '../content/tags.js';
import type { DocEntry } from '../content/docs.js';
import type { SourceFile } from '../content/sources.js';
import { indexSidebar, type SidebarIndex } from '../content/sidebar.js';
import type { PageData } from '../markdown/pageData.js';
import type { PageBody } from '../compile/pageBody.js';
import {
  AuthorIntro,
  AuthorsList,
  BlogArchive,
  BlogList,
  BlogPage,
  BlogPostPage,
  RecentPosts,
  TagIntro,
  TagsList,
  type PostParts,
} from '../../../templates/Blog.js';
import { TaggedDocs } from '../../../templates/DocTags.js';
import { DocPage, docPieces, type DocPageProps } from '../../../templates/DocPage.js';
import { Footer, FooterContent } from '../../../templates/Footer.js';
import { fillFrame, fillSlots, Frame, type FramePart } from '../../../templates/Frame.js';
import { Layout, type Chrome as LayoutChrome } from '../../../templates/Layout.js';
import {
  LOCALE_LINKS_SLOT,
  LocaleLinks,
  Navbar,
  NavbarBrand,
  NavbarContent,
} from '../../../templates/Navbar.js';
import { localeFolder } from '../config/localize.js';
import { currentLocale } from '../../shared/currentLocale.js';
import { docVersionProps } from './docVersion.js';
import { localizeAdmonitionTitles } from './admonitionTitles.js';
import { localizeCopyButtons } from './copyButtons.js';
import { versionedId } from '../content/docs.js';
import { CategoryIndex, MarkdownPage, NotFound, RedirectPage } from '../../../templates/Pages.js';
import { pageSidebarHtml, type RenderedSidebar } from '../../../templates/sidebarHtml.js';
import { sourceBody } from '../content/sourceTexts.js';
import { localeRoutes, siteHref, siteLinks, siteUrl, type LinkSite } from './baseUrl.js';
import { navLinks } from '../../shared/navLinks.js';
import { headTagsHtml } from './headTags.js';
import { mergeHeads, withPageHead, type PageHead } from './pageHead.js';
import { withDocCards } from './docCards.js';
import { inLocale } from './inLocale.js';
import type { DocParts, ItemParts, Rendered, SwizzledFrame } from '../compile/swizzledFrame.js';
import {
  BODY_SLOT,
  DOC_PARTS,
  DOC_PIECES,
  POST_PARTS,
  type DocPartName,
  type FramePartName,
  type PostPartName,
} from '../compile/frameParts.js';
import { docusaurusToc } from '../../shared/docusaurusToc.js';
import { framedSidebar } from './framedHtml.js';

export interface RenderContext {
  manifest: RouteManifest;
  bodies: Map<string, PageBody>;
  css: string;
  runtime: string;
  bootScript: string;
  /** Sidebar id -> its HTML (no active state; parts too when large) and the URL of the same HTML as an asset. */
  sidebars: Map<string, RenderedSidebar & { url: string }>;
  /** The parts of the frame the site swizzled (`src/theme/Footer`…), rendered; none when it swizzled none. */
  frame?: SwizzledFrame;
  /** The swizzled parts rendered for each post (`BlogPostItem`…), by route, and the function that renders a doc's. */
  items?: ItemParts | undefined;
}

export interface RenderedRoute {
  html: string;
  payload: PagePayload;
}

/**
 * What rendering a route reads of other routes besides its own entry (a doc's sidebar neighbours
 * and breadcrumbs, a post's newer and older posts): a route's key covers it (see routeKey).
 */
export function routeNeighbours(
  route: RouteEntry,
  ctx: RenderContext,
): {
  nav: ReturnType<typeof docNavigation> | null;
  newer?: BlogPost;
  older?: BlogPost;
  recent?: BlogPost[];
} {
  const nav = route.kind === 'doc' ? docNavigation(route, ctx) : null;
  return {
    nav,
    ...(route.kind === 'blog-post' ? postNeighbours(route, ctx) : {}),
    recent: recentPosts(route, ctx),
  };
}

/** A route's docs version, if it has one, and the navbar item its page marks active. */
function pageNavbar(route: RouteEntry, site: SiteConfig): { version?: string; navActive: string | null } {
  const version = route.kind === 'doc' ? route.doc.version : undefined;
  return { version, navActive: activeNavItem(route.path, navTargets(site, version)) };
}

const targets = new WeakMap<SiteConfig, Map<string | undefined, string[]>>();

/** Where the navbar's links lead on a page of a docs version (or none), listed once per site and version. */
function navTargets(site: SiteConfig, version: string | undefined): string[] {
  let bySite = targets.get(site);
  if (!bySite) targets.set(site, (bySite = new Map()));
  let found = bySite.get(version);
  if (!found) {
    found = navLinks(site.navbar.items)
      .map((i) => (version && i.versions?.[version]) || i.to)
      .filter((t): t is string => !!t);
    bySite.set(version, found);
  }
  return found;
}

/**
 * What a route's page shows of the site's navbar and docs versions: its navbar (by a key of its
 * rendered content) and the active item, and its doc's version. A route's key takes these in place
 * of the navbar's items and the list of versions (see routeKey), so that a page whose navbar and
 * version notices are unchanged is kept when a version is cut.
 */
export function routeNavbarView(route: RouteEntry, ctx: RenderContext) {
  const { version, navActive } = pageNavbar(route, ctx.manifest.site);
  return {
    navActive,
    navbar: pageChrome(route, pageContext(route, ctx), navActive, version).key,
    version: route.kind === 'doc' ? docVersionProps(route.doc, ctx.manifest) : undefined,
  };
}

/** The posts the recent-posts sidebar lists beside a blog list, tag or post, when the site shows it. */
function recentPosts(route: RouteEntry, ctx: RenderContext): BlogPost[] | undefined {
  const { blog } = ctx.manifest.site;
  if (!blog?.showRecentPosts || !SIDEBAR_KINDS.has(route.kind) || blog.blogSidebarCount === 0)
    return undefined;
  const posts = listedPosts(ctx.manifest.posts);
  return blog.blogSidebarCount === 'ALL' ? posts : posts.slice(0, blog.blogSidebarCount);
}

/** The blog pages Docusaurus shows its recent-posts sidebar on (not the archive). */
const SIDEBAR_KINDS = new Set<RouteEntry['kind']>([
  'blog-post',
  'blog-list',
  'blog-tag',
  'blog-tags',
  'blog-authors',
  'blog-author',
]);

/** The Markdown twin of a doc, written next to its HTML for tools (front matter dropped, title as h1). */
export function renderDocMarkdown(title: string, source: SourceFile): string {
  const body = sourceBody(source).replace(/^\n+/, '');
  return /^#\s/m.test(body.split('\n', 5).join('\n')) ? body : `# ${title}\n\n${body}`;
}

/**
 * The render context of a route's page: the site's swizzled parts as it shows them, a part that
 * reads the page's path (`useLocation`) rendered for it (see ItemParts), the others once for the
 * site. The site's context itself when the page has no part of its own.
 */
function pageContext(route: RouteEntry, ctx: RenderContext): RenderContext {
  const own = ctx.items?.pages[route.path];
  if (!own || !ctx.frame) return ctx;
  const frame: SwizzledFrame = { ...ctx.frame };
  // The page's rendering whole (its head too), with the part's island and stylesheet.
  for (const [name, part] of Object.entries(own) as [FramePartName, Rendered][]) {
    const { island, css } = ctx.frame[name] ?? {};
    frame[name] = { ...part, ...(island && { island }), ...(css && { css }) };
  }
  return { ...ctx, frame };
}

/** A page's navbar and footer (see chrome), in its context (see pageContext). */
function pageChrome(
  route: RouteEntry,
  ctx: RenderContext,
  active: string | null,
  version: string | undefined,
) {
  const shared = !ctx.items?.pages[route.path]?.['Navbar/Logo'];
  return chrome(ctx.manifest.site, active, version, ctx.frame, shared);
}

/** Renders one route to a complete HTML document and the payload client navigation fetches for it. */
export function renderRoute(route: RouteEntry, siteCtx: RenderContext): RenderedRoute {
  const ctx = pageContext(route, siteCtx);
  const { site } = ctx.manifest;
  const body = route.source ? ctx.bodies.get(route.source.file) : undefined;
  const sidebar = route.sidebarId ? ctx.sidebars.get(route.sidebarId) : undefined;
  const title = body?.meta?.title ?? route.title;
  const parts = route.kind === 'doc' ? docParts(route, ctx, body, title) : undefined;
  const head = mergeHeads([...partHeads(route, ctx, sidebar !== undefined, parts), body?.head]);
  const description =
    body?.meta?.description ??
    head?.description ??
    (route.description || descriptionFrom(body) || site.tagline || site.title);
  const main = localizeCopyButtons(
    localizeAdmonitionTitles(
      renderToStaticMarkup(inLocale(site, mainElement(route, ctx, body, title, parts))),
      site.uiMessages,
    ),
    site.uiMessages,
  );
  const sidebarHtml = sidebar ? markActive(sidebar, route, ctx) : null;
  const mainClass = `main main--${route.kind}`;
  const { version, navActive } = pageNavbar(route, site);
  const pageTitle =
    head?.title ??
    (route.path === '/' || title === site.title
      ? site.title
      : `${title} ${site.titleDelimiter} ${site.title}`);
  const locales = route.kind === 'not-found' ? [] : localeRoutes(ctx.manifest, route.path);
  const redirectTo = route.kind === 'redirect' ? route.redirectTo : undefined;
  const html =
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      inLocale(
        site,
        <Layout
          site={site}
          head={{
            title: pageTitle,
            description,
            canonical: siteHref(
              ctx.manifest,
              redirectTo ?? (route.kind === 'not-found' ? '/404.html' : route.path),
            ),
            noindex: route.kind === 'not-found' || route.kind === 'redirect' || isUnlisted(route),
            refresh: redirectTo && siteUrl(redirectTo, ctx.manifest),
            type: route.kind === 'blog-post' ? 'article' : 'website',
            keywords: route.source?.data.keywords ?? undefined,
            image: absoluteUrl(ctx.manifest, route.source?.data.image ?? site.image),
            alternates: hreflangs(locales, site),
          }}
          css={ctx.css}
          runtime={ctx.runtime}
          bootScript={ctx.bootScript}
          sidebarHtml={sidebarHtml}
          sidebarId={route.sidebarId ?? null}
          sidebarUrl={sidebar?.url ?? null}
          mainHtml={main}
          mainClass={mainClass}
          chrome={pageChrome(route, ctx, navActive, version)}
          feeds={feedRoutes(ctx.manifest)}
          baseUrlCheck={route.path === '/'}
        />,
      ),
    );
  // Routes, links and assets are the site root's: they are written as the site spells them (its
  // base URL, its trailing slash) as a whole, here (see siteUrl).
  const base = (url: string): string => siteUrl(url, ctx.manifest);
  return {
    // The site's own head tags end the head; a root-relative URL in them names a file of its
    // static/, so it moves under the base URL with everything else.
    html: withLocaleMenu(
      siteLinks(
        withPageHead(
          withSiteRoot(html, ctx.frame?.Root).replace('</head>', `${headTagsHtml(site)}</head>`),
          head,
        ),
        ctx.manifest,
      ),
      locales,
      site,
    ),
    payload: {
      route: base(route.path),
      title: pageTitle,
      description,
      sidebar: sidebar && route.sidebarId ? { id: route.sidebarId, url: base(sidebar.url) } : null,
      main: siteLinks(main, ctx.manifest),
      mainClass,
      navActive: navActive && base(navActive),
      ...(head?.tags ? { head: siteLinks(head.tags, ctx.manifest) } : {}),
      ...(redirectTo ? { redirect: base(redirectTo) } : {}),
    },
  };
}

/**
 * A page inside the site's swizzled Root, as Docusaurus renders the whole app inside it: what the
 * body holds goes in Root's slot for its children.
 */
function withSiteRoot(html: string, root: FramePart | undefined): string {
  if (!root) return html;
  const start = html.indexOf('<body>') + '<body>'.length;
  const end = html.lastIndexOf('</body>');
  const page = html.slice(start, end);
  return (
    html.slice(0, start) +
    renderToStaticMarkup(<Frame part={fillFrame(root, 'Root', page)} />) +
    html.slice(end)
  );
}

/**
 * What the `<Head>` elements of the swizzled parts a page shows put in its head, outermost first:
 * those of its frame, then its doc's or its post's own (a list of posts takes none of its posts').
 */
function partHeads(
  route: RouteEntry,
  ctx: RenderContext,
  hasSidebar: boolean,
  parts: DocParts | undefined,
): (PageHead | undefined)[] {
  const { frame, items } = ctx;
  if (!frame) return [];
  const shown = [frame.Root, frame.Navbar, frame['Navbar/Logo']];
  if (hasSidebar) shown.push(frame.DocSidebar, frame['DocSidebar/Desktop']);
  if (route.kind === 'not-found') shown.push(frame.NotFound, frame['NotFound/Content']);
  const own =
    route.kind === 'doc'
      ? DOC_PARTS.map((name) => parts?.[name])
      : route.kind === 'blog-post'
        ? POST_PARTS.map((name) => items?.posts[route.path]?.[name]?.page)
        : [];
  return [...shown, frame.Footer, ...own].map((part) => part?.head);
}

/** In a locale other than the default, whether a page's file is not its translation: the names the notice gives. */
function untranslated(file: string, site: SiteConfig) {
  const { i18n } = site;
  if (i18n.current === i18n.defaultLocale || file.startsWith(`${localeFolder(site)}/`)) return undefined;
  return { locale: currentLocale(site).label, shownIn: i18n.locales[0]! };
}

/** The page's `hreflang` alternates: its URL in each locale, and the default locale's as x-default. */
function hreflangs(locales: ReturnType<typeof localeRoutes>, site: SiteConfig) {
  if (!locales.length) return undefined;
  const links = locales.map(({ locale, url }) => ({ hreflang: locale.htmlLang, href: site.url + url }));
  return [...links, { hreflang: 'x-default', href: links[0]!.href }];
}

/** A page with its locale menu's links (written after the page's URLs: they are other sites'). */
function withLocaleMenu(html: string, locales: ReturnType<typeof localeRoutes>, site: SiteConfig): string {
  if (!html.includes(LOCALE_LINKS_SLOT)) return html;
  const links = renderToStaticMarkup(<LocaleLinks routes={locales} current={site.i18n.current} />);
  return html.replaceAll(LOCALE_LINKS_SLOT, links);
}

/** A page's navbar and footer, rendered, and a key of the navbar's content (see routeNavbarView). */
interface Chrome extends LayoutChrome {
  key: string;
}

/** docsgen's own navbar and footer, their contents, its logo (see chrome) and the navbar's key. */
interface OwnChrome {
  navbar: string;
  footer: string;
  navbarHtml: string;
  footerHtml: string;
  brand: string;
  key: string;
}

const chromes = new WeakMap<SiteConfig, Map<string, OwnChrome>>();

/**
 * The navbar's and footer's content for a page, rendered once per site, active navbar item and
 * docs version (rendered for every page, they took 60 to 70% of the layout's time, 0.3 to 0.5 ms a
 * page), with the site's own navbar and footer around them when it swizzled them: those of the
 * page (see pageFrame) fill their slots for each page. A `Navbar/Logo` rendered for its page is
 * in the navbar's content, which is then the page's own (`shared` false).
 */
function chrome(
  site: SiteConfig,
  active: string | null,
  version: string | undefined,
  frame: SwizzledFrame | undefined,
  shared = true,
): Chrome {
  let bySite = chromes.get(site);
  if (!bySite) chromes.set(site, (bySite = new Map()));
  const key = `${active}\0${version}`;
  let own = shared ? bySite.get(key) : undefined;
  if (!own) {
    const footer =
      bySite.values().next().value?.footer ?? bodyHtml(inLocale(site, <FooterContent site={site} />));
    // A swizzled part's `@theme-original` is docsgen's whole part, as Layout renders it.
    const brand = renderToStaticMarkup(<NavbarBrand site={site} />);
    const logo = frame?.['Navbar/Logo'] && fillFrame(frame['Navbar/Logo'], 'Navbar/Logo', brand);
    const navbar = bodyHtml(
      inLocale(site, <NavbarContent site={site} active={active} version={version} logo={logo} />),
    );
    own = {
      navbar,
      footer,
      navbarHtml: frame?.Navbar ? renderToStaticMarkup(<Navbar site={site} contentHtml={navbar} />) : '',
      footerHtml: frame?.Footer ? renderToStaticMarkup(<Footer contentHtml={footer} />) : '',
      brand,
      key: hash('sha1', navbar, 'base64url'),
    };
    if (shared) bySite.set(key, own);
  }
  const swizzled = {
    navbar:
      frame?.Navbar &&
      // Where an ejected Navbar shows `@theme/Navbar/Logo`: docsgen's logo (the site's own
      // Navbar/Logo, if any, is in the Navbar's bundle, around this slot).
      fillFrame(fillFrame(frame.Navbar, 'Navbar', own.navbarHtml), 'Navbar/Logo', own.brand),
    footer: frame?.Footer && fillFrame(frame.Footer, 'Footer', own.footerHtml),
  };
  return { navbar: own.navbar, footer: own.footer, swizzled, key: own.key };
}

/**
 * Renders an element as a document's body and returns that body's content. React puts the hints it
 * makes for images (the navbar logo's preload) in the document's head: they are left out here, and
 * Layout asks for the logo's itself.
 */
function bodyHtml(element: ReactElement): string {
  const html = renderToStaticMarkup(
    <html>
      <head />
      <body>{element}</body>
    </html>,
  );
  return html.slice(html.indexOf('<body>') + '<body>'.length, html.lastIndexOf('</body>'));
}

/** Makes a root-relative URL absolute (social cards need absolute image URLs). */
function absoluteUrl(links: LinkSite, url: string | undefined): string | undefined {
  return url?.startsWith('/') ? siteHref(links, url) : url;
}

function descriptionFrom(body: PageBody | undefined): string {
  if (!body) return '';
  const text =
    /<p>([\s\S]*?)<\/p>/
      .exec(body.html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** The navbar item for the section a route is in: `/docs/api/x` -> the item linking into `/docs/api/`. */
function activeNavItem(path: string, targets: string[]): string | null {
  if (targets.includes(path)) return path;
  const here = navArea(path);
  return here === '/docs' ? null : (targets.find((t) => navArea(t) === here) ?? null);
}

/** The section of the site a path is in, as the navbar marks it: `/docs/api/x` -> `/docs/api`, `/blog/x` -> `/blog`. */
function navArea(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return '/' + parts.slice(0, parts[0] === 'docs' ? 2 : 1).join('/');
}

/**
 * The parts of a doc the site swizzled, rendered for it (see ItemParts): what `useDoc()` gives
 * them of its body and its neighbours is known now.
 */
function docParts(route: DocRoute, ctx: RenderContext, body: PageBody | undefined, title: string) {
  const render = ctx.items?.doc;
  if (!render) return undefined;
  const { prev, next } = docNavigation(route, ctx);
  const link = (to: { label: string; href: string } | undefined) =>
    to && { title: to.label, permalink: to.href };
  return render(route.doc, {
    toc: docusaurusToc(body?.data.toc ?? []),
    contentTitle: body?.data.startsWithH1 ? title : undefined,
    previous: link(prev),
    next: link(next),
  });
}

function tocFor(route: RouteEntry, data: PageData | undefined): TocItem[] {
  const fm = route.source?.data;
  if (!data || fm?.hide_table_of_contents) return [];
  const min = fm?.toc_min_heading_level ?? TOC_MIN_LEVEL;
  const max = fm?.toc_max_heading_level ?? TOC_MAX_LEVEL;
  return data.toc.filter((t) => t.level >= min && t.level <= max);
}

function mainElement(
  route: RouteEntry,
  ctx: RenderContext,
  body: PageBody | undefined,
  title: string,
  parts: DocParts | undefined,
): ReactElement {
  const html = body?.html ?? '';
  const showTitle = !body?.data.startsWithH1 && route.source?.data.hide_title !== true;
  switch (route.kind) {
    case 'doc':
      return docMain(route, ctx, body, { title, html, showTitle }, parts);
    case 'category-index': {
      const tree = route.sidebarId ? ctx.manifest.sidebars.trees.get(route.sidebarId) : undefined;
      const step = (by: number) =>
        tree ? sidebarNeighbour(indexSidebar(tree), route.path, by, ctx) : undefined;
      return (
        <CategoryIndex
          title={title}
          description={route.generated.description}
          items={route.generated.items}
          prev={step(-1)}
          next={step(1)}
        />
      );
    }
    case 'blog-post': {
      const { newer, older } = postNeighbours(route, ctx);
      return (
        <BlogPostPage
          post={route.post}
          html={html}
          toc={tocFor(route, body?.data)}
          island={body?.island}
          newer={newer}
          older={older}
          sidebar={recentSidebar(route, ctx)}
          parts={postParts(ctx, 'page')}
          unlisted={isUnlisted(route)}
        />
      );
    }
    case 'blog-list':
    case 'blog-tag':
    case 'blog-author':
    case 'blog-authors':
    case 'blog-tags':
      return <BlogPage sidebar={recentSidebar(route, ctx)}>{blogListing(route, ctx, title)}</BlogPage>;
    case 'blog-archive':
      return <BlogArchive title={title} posts={route.posts} />;
    case 'docs-tags':
      return <TagsList title={title} tags={route.tags} />;
    case 'docs-tag':
      return <TaggedDocs title={title} route={route} />;
    case 'redirect':
      return <RedirectPage title={title} to={route.redirectTo} />;
    case 'not-found': {
      // A swizzled NotFound/Content is what docsgen's NotFound holds (its title and text); a
      // swizzled NotFound may show docsgen's through either.
      const part = ctx.frame?.NotFound ?? ctx.frame?.['NotFound/Content'];
      const notFound = <NotFound title={title} text={route.description} />;
      if (!part) return notFound;
      const original = renderToStaticMarkup(inLocale(ctx.manifest.site, notFound));
      return <Frame part={fillFrame(fillFrame(part, 'NotFound', original), 'NotFound/Content', original)} />;
    }
    case 'page':
      return (
        <MarkdownPage
          title={title}
          html={html}
          showTitle={showTitle && route.source.format !== 'tsx'}
          island={body?.island}
          wrapperClassName={route.source.data.wrapperClassName ?? undefined}
          unlisted={isUnlisted(route)}
        />
      );
  }
}

/**
 * A doc's page: docsgen's, with the pieces the site swizzled in their places, inside the site's
 * `DocItem/Layout` if it has one.
 */
function docMain(
  route: DocRoute,
  ctx: RenderContext,
  body: PageBody | undefined,
  { title, html, showTitle }: { title: string; html: string; showTitle: boolean },
  parts: DocParts | undefined,
): ReactElement {
  const { prev, next, breadcrumbs } = docNavigation(route, ctx);
  const sidebar = route.sidebarId ? ctx.manifest.sidebars.trees.get(route.sidebarId) : undefined;
  const props: DocPageProps = {
    title,
    html: withDocCards(html, route.path, sidebar, ctx.manifest.site),
    showTitle,
    toc: tocFor(route, body?.data),
    breadcrumbs,
    prev,
    next,
    island: body?.island,
    editUrl: route.doc.editUrl,
    lastUpdate: route.doc.lastUpdate,
    tags: route.doc.tags,
    version: docVersionProps(route.doc, ctx.manifest),
    untranslated: untranslated(route.doc.source.file, ctx.manifest.site),
    unlisted: isUnlisted(route),
    siteTitle: ctx.manifest.site.title,
  };
  if (!DOC_PARTS.some((name) => ctx.frame?.[name])) return <DocPage {...props} />;
  // Each part's slots hold docsgen's pieces (its own, and those it renders by name).
  const own = docPieces(props);
  const slots: Partial<Record<string, string>> = { [BODY_SLOT]: props.html };
  for (const name of DOC_PIECES) slots[name] = pieceHtml(ctx, own[name]);
  const framed = (name: DocPartName) => {
    const part = ctx.frame?.[name];
    return part && fillSlots({ ...part, ...parts?.[name] }, slots);
  };
  const page = (
    <DocPage
      {...props}
      swizzled={(name) => {
        const part = framed(name);
        return part && <Frame part={part} />;
      }}
    />
  );
  slots['DocItem/Layout'] = pieceHtml(ctx, page);
  const layout = framed('DocItem/Layout');
  return layout ? <Frame part={layout} /> : page;
}

/** The HTML of a piece of a page, in the site's locale. */
function pieceHtml(ctx: RenderContext, piece: ReactElement | null): string {
  return piece ? renderToStaticMarkup(inLocale(ctx.manifest.site, piece)) : '';
}

/**
 * The parts of a post the site swizzled (its BlogPostItem, its header…), rendered for each post on
 * its page or in a list, their slots filled with docsgen's pieces of the post (see fillSlots).
 */
function postParts(ctx: RenderContext, shown: 'page' | 'list'): PostParts | undefined {
  const { frame } = ctx;
  if (!frame || !POST_PARTS.some((name) => frame[name])) return undefined;
  const framed = (
    post: BlogPost,
    name: PostPartName,
    slots: Partial<Record<PostPartName, ReactElement | null>>,
    body: string,
  ) => {
    const part = frame[name];
    if (!part) return undefined;
    const html: Partial<Record<string, string>> = { [BODY_SLOT]: body };
    for (const [slot, element] of Object.entries(slots)) html[slot] = pieceHtml(ctx, element);
    return <Frame part={fillSlots({ ...part, ...ctx.items?.posts[post.route]?.[name]?.[shown] }, html)} />;
  };
  return {
    piece: (post, name, own, body) => framed(post, name, own, body),
    item: (post, own, body, whole) => framed(post, 'BlogPostItem', { ...own, BlogPostItem: whole }, body),
  };
}

/** The content of a blog page that lists posts, tags or authors (a blog route exists only on a site with a blog). */
function blogListing(
  route: Extract<
    RouteEntry,
    { kind: 'blog-list' | 'blog-tag' | 'blog-author' | 'blog-authors' | 'blog-tags' }
  >,
  ctx: RenderContext,
  title: string,
): ReactElement {
  const blog = ctx.manifest.site.blog!;
  if (route.kind === 'blog-tags')
    return <TagsList title={title} tags={tagCounts(itemsByTag(route.posts, (post) => post.tags))} />;
  if (route.kind === 'blog-authors') return <AuthorsList title={title} authors={route.authors} />;
  const intro =
    route.kind === 'blog-tag' ? (
      <TagIntro tag={route.tag} href={tagRoute(blog, '')} />
    ) : route.kind === 'blog-author' ? (
      <AuthorIntro
        author={route.author}
        count={route.count}
        allAuthors={blogRoute(blog, blog.authorsBasePath)}
      />
    ) : undefined;
  return (
    <BlogList
      // Docusaurus's list has no heading: docsgen's is the title of its recent-posts sidebar.
      title={route.kind === 'blog-list' ? blog.blogSidebarTitle : title}
      posts={route.posts}
      excerpts={excerpts(route.posts, ctx)}
      page={route.page}
      intro={intro}
      parts={postParts(ctx, 'list')}
    />
  );
}

/** The recent-posts sidebar of a blog route, when the site shows one. */
function recentSidebar(route: RouteEntry, ctx: RenderContext): ReactElement | undefined {
  const recent = recentPosts(route, ctx);
  return recent && <RecentPosts title={ctx.manifest.site.blog!.blogSidebarTitle} posts={recent} />;
}

function excerpts(posts: BlogPost[], ctx: RenderContext): Map<string, string> {
  const map = new Map<string, string>();
  for (const post of posts) {
    const body = ctx.bodies.get(post.source.file);
    map.set(post.route, body?.excerpt ?? body?.html ?? '');
  }
  return map;
}

const postIndexes = new WeakMap<BlogPost[], Map<string, number>>();

/** The posts before and after a blog post (by date), found through an index built once per build. */
function postNeighbours(route: RouteEntry, ctx: RenderContext): { newer?: BlogPost; older?: BlogPost } {
  const posts = listedPosts(ctx.manifest.posts);
  let index = postIndexes.get(posts);
  if (!index) postIndexes.set(posts, (index = new Map(posts.map((p, i) => [p.route, i]))));
  const at = index.get(route.path) ?? -1;
  return at < 0 ? {} : { newer: posts[at - 1], older: posts[at + 1] };
}

const docIndexes = new WeakMap<DocEntry[], Map<string, DocEntry>>();

/**
 * The docs by id (the first of an id), built once per build: a search per page whose front matter
 * names its previous or next page was quadratic (50 million comparisons at 10,000 such pages).
 */
function docsById(docs: DocEntry[]): Map<string, DocEntry> {
  let index = docIndexes.get(docs);
  if (!index) {
    index = new Map();
    for (const doc of docs) if (!index.has(doc.id)) index.set(doc.id, doc);
    docIndexes.set(docs, index);
  }
  return index;
}

function docNavigation(route: DocRoute, ctx: RenderContext) {
  const tree = route.sidebarId ? ctx.manifest.sidebars.trees.get(route.sidebarId) : undefined;
  const fm = route.doc.data;
  const index = tree && indexSidebar(tree);
  const at = index?.position.get(route.path);
  const byId = (id: string | null | undefined) => {
    const doc = id ? docsById(ctx.manifest.docs).get(id) : undefined;
    return doc ? { label: doc.sidebarLabel, href: doc.route } : undefined;
  };
  const pick = (key: 'pagination_prev' | 'pagination_next', step: number) => {
    if (fm[key] === null) return undefined;
    // Front matter names a doc of the page's own version.
    if (typeof fm[key] === 'string') return byId(versionedId(route.doc.version, fm[key]));
    return at === undefined || !index ? undefined : sidebarNeighbour(index, route.path, step, ctx);
  };
  const trail = (index && (index.trails.get(route.path) ?? siblingTrail(route, index, ctx))) ?? [];
  const crumbs: { label: string; href?: string }[] = trail.map((c) => ({ label: c.label, href: c.href }));
  // A category's own page ends the trail already; any other page follows its categories.
  if (trail[trail.length - 1]?.href !== route.path) crumbs.push({ label: route.doc.sidebarLabel });
  return {
    prev: pick('pagination_prev', -1),
    next: pick('pagination_next', 1),
    breadcrumbs: crumbs,
  };
}

/**
 * The page `step` places before or after `path` in its sidebar's reading order (a doc, or a
 * category with a page), as Docusaurus's previous/next links go.
 */
function sidebarNeighbour(index: SidebarIndex, path: string, step: number, ctx: RenderContext) {
  const at = index.position.get(path);
  const item = at === undefined ? undefined : index.navigation[at + step];
  // As in Docusaurus, a category that is a doc's page is named by that doc, not by its label.
  if (item?.type === 'category' && item.docId) {
    const doc = docsById(ctx.manifest.docs).get(item.docId);
    return doc ? { label: doc.sidebarLabel, href: doc.route } : undefined;
  }
  return item?.href ? { label: item.label, href: item.href } : undefined;
}

/**
 * The categories of a doc the sidebar does not list (editor/block-quote): those of the first doc of
 * its folder that the sidebar lists, so the page still shows where it belongs.
 */
function siblingTrail(route: DocRoute, index: SidebarIndex, ctx: RenderContext) {
  const { dir } = route.doc;
  for (const doc of ctx.manifest.docs) {
    const trail = doc.dir === dir ? index.trails.get(doc.route) : undefined;
    if (trail) return trail;
  }
  return undefined;
}

/** The page's sidebar (in the site's DocSidebar and DocSidebar/Desktop, if it swizzled them): its link marked active, the categories that lead to it open. */
function markActive(sidebar: RenderedSidebar, route: RouteEntry, ctx: RenderContext): string {
  const tree = ctx.manifest.sidebars.trees.get(route.sidebarId!);
  const own = pageSidebarHtml(sidebar, route.path, (tree && indexSidebar(tree).trails.get(route.path)) ?? []);
  return framedSidebar(ctx.frame, own);
}
