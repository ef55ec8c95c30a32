import { preload } from 'react-dom';
import type { AnnouncementBar, SiteConfig } from '../src/shared/types.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { Frame, type FramePart } from './Frame.js';
import { currentLocale } from '../src/shared/currentLocale.js';
import { mermaidAttribute } from '../src/shared/mermaidSettings.js';
import { useUiText } from './uiText.js';
import { RuntimeTexts } from './RuntimeTexts.js';

export interface HeadInfo {
  /** The document's whole title (the page's and the site's, or what the page's `<Head>` gives). */
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  noindex?: boolean;
  refresh?: string;
  image?: string;
  keywords?: string[];
  type?: 'website' | 'article';
  /** The page in each of the site's locales, absolute (`hreflang` alternates); the default's is also x-default. */
  alternates?: { hreflang: string; href: string }[];
}

/** The navbar's and the footer's content, rendered, and the site's own navbar and footer if it swizzled them. */
export interface Chrome {
  navbar: string;
  footer: string;
  swizzled: { navbar?: FramePart | undefined; footer?: FramePart | undefined };
}

export interface LayoutProps {
  site: SiteConfig;
  head: HeadInfo;
  css: string;
  runtime: string;
  /** Inline script that applies theme and announcement state before first paint. */
  bootScript: string;
  /** Pre-rendered sidebar HTML (docs pages), or null. */
  sidebarHtml: string | null;
  sidebarId: string | null;
  /** URL of the sidebar's shared HTML: the router caches the page it starts on from the markup. */
  sidebarUrl: string | null;
  mainHtml: string;
  mainClass: string;
  /** The navbar's and the footer's content, rendered (see Navbar and Footer). */
  chrome: Chrome;
  /** The blog's feeds, linked from every page when the blog has posts. */
  feeds: { rss: string; atom: string } | undefined;
  /** Home page only: show the base-URL banner if the client runtime never started. */
  baseUrlCheck: boolean;
}

/** Inline check for a misconfigured base URL: the runtime sets window.__docsgen; if it never ran, say why. */
function baseUrlScript(baseUrl: string): string {
  return `window.addEventListener('load',function(){if(window.__docsgen)return;var b=document.createElement('div');b.className='base-url-banner';b.setAttribute('role','alert');b.textContent='Your site did not load properly. A very common reason is a wrong base URL configuration. Current configured baseUrl = ${baseUrl}. We suggest trying baseUrl = '+location.pathname.replace(/[^/]*$/,'');document.body.prepend(b)});`;
}

/** The HTML document every route is rendered into: head metadata, navbar, sidebar, main, footer. */
export function Layout(props: LayoutProps) {
  const { site, head } = props;
  const { swizzled } = props.chrome;
  const t = useUiText();
  // The navbar comes rendered already, so React does not see the logo and the preload hint it makes
  // for an image in the first screen: it is asked for here.
  if (site.logo) preload(site.logo.src, { as: 'image' });
  return (
    // A site served under a base URL tells the runtime where its own files are (see siteBase), and
    // one with diagrams its Mermaid settings (see mermaidDiagrams).
    <html
      lang={currentLocale(site).htmlLang}
      dir={currentLocale(site).direction}
      data-theme="light"
      data-base={site.baseUrl === '/' ? undefined : site.baseUrl}
      data-mermaid={mermaidAttribute(site)}
    >
      <head>
        {/* Spelt as HTML writes it (React would print charSet). */}
        <meta {...({ charset: 'utf-8' } as Record<string, string>)} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageMeta site={site} head={head} />
        {site.favicon ? <link rel="icon" href={site.favicon} /> : null}
        {props.feeds ? <FeedLinks siteTitle={site.title} feeds={props.feeds} /> : null}
        <script dangerouslySetInnerHTML={{ __html: props.bootScript }} />
        <link rel="stylesheet" href={props.css} />
        <script type="module" src={props.runtime} />
        <RuntimeTexts />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('theme.common.skipToMainContent', 'Skip to main content')}
        </a>
        {site.announcementBar ? <Announcement bar={site.announcementBar} /> : null}
        {swizzled.navbar ? (
          <Frame part={swizzled.navbar} />
        ) : (
          <Navbar site={site} contentHtml={props.chrome.navbar} />
        )}
        <div className="main-wrapper">
          {props.sidebarHtml !== null ? (
            <aside
              className="doc-sidebar"
              data-sidebar={props.sidebarId ?? undefined}
              data-sidebar-url={props.sidebarUrl ?? undefined}
            >
              <div className="doc-sidebar__inner" dangerouslySetInnerHTML={{ __html: props.sidebarHtml }} />
            </aside>
          ) : null}
          <main
            id="main"
            className={props.mainClass}
            tabIndex={-1}
            dangerouslySetInnerHTML={{ __html: props.mainHtml }}
          />
        </div>
        {swizzled.footer ? <Frame part={swizzled.footer} /> : <Footer contentHtml={props.chrome.footer} />}
        {props.baseUrlCheck ? (
          <script dangerouslySetInnerHTML={{ __html: baseUrlScript(site.baseUrl) }} />
        ) : null}
      </body>
    </html>
  );
}

/** The page's title, and what search engines and link previews read of it (Open Graph, Twitter card). */
function PageMeta({ site, head }: { site: SiteConfig; head: HeadInfo }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords?.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {head.refresh ? <meta httpEquiv="refresh" content={`0; url=${head.refresh}`} /> : null}
      <link rel="canonical" href={head.canonical} />
      <meta property="og:type" content={head.type ?? 'website'} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:locale" content={currentLocale(site).htmlLang.replace('-', '_')} />
      {head.alternates?.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" href={href} hrefLang={hreflang} />
      ))}
      {head.image ? <meta property="og:image" content={head.image} /> : null}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      {site.metadata?.map((tag) => (
        <meta key={tag.name ?? tag.property} name={tag.name} property={tag.property} content={tag.content} />
      ))}
    </>
  );
}

/** Links to the blog's RSS and Atom feeds. */
function FeedLinks({ siteTitle, feeds }: { siteTitle: string; feeds: { rss: string; atom: string } }) {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" href={feeds.rss} title={`${siteTitle} RSS Feed`} />
      <link rel="alternate" type="application/atom+xml" href={feeds.atom} title={`${siteTitle} Atom Feed`} />
    </>
  );
}

/** The announcement bar above the navbar, with its close button unless it cannot be closed. */
function Announcement({ bar }: { bar: AnnouncementBar }) {
  const t = useUiText();
  return (
    <div className="announcement" data-id={bar.id} role="region" aria-label="Announcement">
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable !== false ? (
        <button
          type="button"
          className="announcement__close"
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
