import type { ReactElement } from 'react';
import type { LocaleConfig, TocItem } from '../src/shared/types.js';
import { Markdown } from './Markdown.js';
import { DocFooter } from './DocFooter.js';
import type { LastUpdate } from '../src/node/content/lastUpdates.js';
import type { Tag } from '../src/node/content/tags.js';
import { DocPagination } from './Pagination.js';
import { TOC } from './TOC.js';
import { UnlistedBanner } from './UnlistedBanner.js';
import { useEnglishMark, useUiText } from './uiText.js';
import type { DocVersionProps } from '../src/node/render/docVersion.js';
import type { DocPiece } from '../src/node/compile/frameParts.js';

export interface DocPageProps {
  title: string;
  /** Rendered body HTML (the content of the .markdown element). */
  html: string;
  /** The theme adds an <h1> only when the body has none. */
  showTitle: boolean;
  toc: TocItem[];
  /** The categories leading to the page, then the page itself (last); a category without a page has no href. */
  breadcrumbs: { label: string; href?: string }[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  island?: string;
  /** "Edit this page" link. */
  editUrl?: string;
  /** "Last updated on … by …" (a date, an author, or both). */
  lastUpdate?: LastUpdate;
  /** Its tags, each linking to its page. */
  tags?: Tag[];
  /** Its docs version, on a site with several; `siteTitle` names the site in the version's banner. */
  version?: DocVersionProps;
  siteTitle: string;
  /**
   * In a locale the page is not translated into: the locale's name, and the default locale's (whose
   * text it shows, marked with that locale's language and direction).
   */
  untranslated?: { locale: string; shownIn: LocaleConfig };
  /** Whether the page is unlisted (see isUnlisted): a notice says so atop it. */
  unlisted?: boolean;
  /** The site's own rendering of a piece of the page (a swizzled `DocItem/Content`…, see docPieces); undefined where it has none. */
  swizzled?: (name: DocPiece) => ReactElement | undefined;
}

/** The notice atop a page of a version other than the last, leading to the same page in the last. */
function VersionBanner({ version, siteTitle }: { version: DocVersionProps; siteTitle: string }) {
  const t = useUiText();
  const { banner } = version;
  const id =
    banner?.kind === 'unreleased'
      ? 'theme.docs.versions.unreleasedVersionLabel'
      : 'theme.docs.versions.unmaintainedVersionLabel';
  const mark = useEnglishMark(id);
  if (!banner) return null;
  const values = { siteTitle, versionLabel: version.label };
  // The page names no other version (see DocVersionProps): a translation's "(2.0)" after the
  // link, the latest version's label, is left out.
  const [before, after] = t(
    'theme.docs.versions.latestVersionSuggestionLabel',
    'For the current docs, see {latestVersionLink}.',
  )
    .replace(/\s*[(（]\{versionLabel\}[)）]/, '')
    .split('{latestVersionLink}');
  return (
    <div className="admonition admonition-warning doc__version-banner" role="note">
      <p {...mark}>
        {banner.kind === 'unreleased'
          ? t(
              id,
              'You are reading the docs of {siteTitle} {versionLabel}, a version that is not released yet.',
              values,
            )
          : t(
              id,
              'You are reading the docs of {siteTitle} {versionLabel}, a version that is no longer maintained.',
              values,
            )}{' '}
        {before}
        <a href={banner.latest} data-version-latest="">
          <b>{t('theme.docs.versions.latestVersionLinkLabel', 'the latest version')}</b>
        </a>
        {after}
      </p>
    </div>
  );
}

/** "Version: 1.0", atop a page of a site with several docs versions. */
function VersionBadge({ label }: { label: string }) {
  const t = useUiText();
  return (
    <span className="badge doc__version">
      {t('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: label })}
    </span>
  );
}

/** Home link, the category trail and the current page (marked aria-current, not a link). */
function Breadcrumbs({ items }: { items: DocPageProps['breadcrumbs'] }) {
  const t = useUiText();
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li>
          <a
            className="breadcrumbs__home"
            href="/"
            aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </a>
        </li>
        {items.map((b, i) =>
          i === items.length - 1 ? (
            <li key={i}>
              <span aria-current="page">{b.label}</span>
            </li>
          ) : (
            <li key={i}>{b.href ? <a href={b.href}>{b.label}</a> : <span>{b.label}</span>}</li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The title the theme adds, when the body has none. */
function docTitle({ showTitle, title }: DocPageProps) {
  return showTitle ? <h1 className="page-title">{title}</h1> : null;
}

/** The body, in the language it is written in. */
function docMarkdown({ html, island, untranslated }: DocPageProps) {
  return untranslated ? (
    <div lang={untranslated.shownIn.htmlLang} dir={untranslated.shownIn.direction}>
      <Markdown html={html} island={island} />
    </div>
  ) : (
    <Markdown html={html} island={island} />
  );
}

/**
 * docsgen's rendering of each piece of a doc's page a site may swizzle, or an ejected
 * `DocItem/Layout` renders by name: `DocItem/Content` is the title the theme adds and the body.
 */
export function docPieces(props: DocPageProps): Record<DocPiece, ReactElement | null> {
  const { toc, version } = props;
  return {
    DocVersionBanner: version ? <VersionBanner version={version} siteTitle={props.siteTitle} /> : null,
    DocBreadcrumbs: <Breadcrumbs items={props.breadcrumbs} />,
    DocVersionBadge: version?.badge ? <VersionBadge label={version.label} /> : null,
    'DocItem/TOC/Mobile': <TOC items={toc} collapsible />,
    'DocItem/Content': (
      <>
        {docTitle(props)}
        {docMarkdown(props)}
      </>
    ),
    'DocItem/Footer': <DocFooter editUrl={props.editUrl} lastUpdate={props.lastUpdate} tags={props.tags} />,
    'DocItem/Paginator': <DocPagination prev={props.prev} next={props.next} />,
    'DocItem/TOC/Desktop': <TOC items={toc} />,
  };
}

/** A documentation page: breadcrumbs, title, Markdown body, previous/next links and the TOC. */
export function DocPage(props: DocPageProps) {
  const { version } = props;
  const own = docPieces(props);
  const piece = (name: DocPiece) => props.swizzled?.(name) ?? own[name];
  const content = props.swizzled?.('DocItem/Content');
  return (
    // A <section>: the TOC <aside> inside it then maps to a generic role rather than a second,
    // unnamed complementary landmark next to the docs sidebar's (axe landmark-unique).
    <section className="doc">
      <article className="doc__article" data-doc-version={version?.name} data-doc-id={version?.docId}>
        {props.unlisted ? <UnlistedBanner /> : null}
        {piece('DocVersionBanner')}
        {props.untranslated ? (
          <div className="admonition admonition-info doc__untranslated" role="note">
            <p lang="en" dir="ltr">
              This page is not translated into {props.untranslated.locale} yet: it is shown in{' '}
              {props.untranslated.shownIn.label}.
            </p>
          </div>
        ) : null}
        {piece('DocBreadcrumbs')}
        {piece('DocVersionBadge')}
        {/* docsgen's title comes before the collapsible TOC; a swizzled DocItem/Content, which holds the title, after it, as in Docusaurus. */}
        {content ? null : docTitle(props)}
        {piece('DocItem/TOC/Mobile')}
        {content ?? docMarkdown(props)}
        {piece('DocItem/Footer')}
        {piece('DocItem/Paginator')}
      </article>
      <aside className="doc__toc">{piece('DocItem/TOC/Desktop')}</aside>
    </section>
  );
}
