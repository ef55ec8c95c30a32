import type { SidebarItem } from '../src/shared/types.js';
import { DocCards } from './DocCards.js';
import { Markdown } from './Markdown.js';
import { UnlistedBanner } from './UnlistedBanner.js';
import { useUiMessage } from './uiText.js';
import { DocPagination } from './Pagination.js';

/**
 * The not-found page (404.html, and unknown routes under client navigation): its route's title,
 * and its description as its first paragraph.
 */
export function NotFound({ title, text }: { title: string; text: string }) {
  const p2 = useUiMessage('theme.NotFound.p2');
  return (
    <div className="page page--narrow">
      <h1 className="page-title">{title}</h1>
      <p>{text}</p>
      {/* docsgen's own second paragraph, with its way back, where the locale has no words of its own. */}
      {p2 !== undefined ? (
        <p>{p2}</p>
      ) : (
        <p>
          The link you followed may be broken, or the page may have moved. Try the <a href="/">home page</a>{' '}
          or the <a href="/docs">documentation</a>.
        </p>
      )}
    </div>
  );
}

/** A standalone page from content/pages (Markdown, MDX or a React component). */
export function MarkdownPage({
  title,
  html,
  showTitle,
  island,
  wrapperClassName,
  unlisted,
}: {
  title: string;
  html: string;
  showTitle: boolean;
  island?: string;
  wrapperClassName?: string;
  /** Whether the page is unlisted (see isUnlisted): a notice says so atop it. */
  unlisted?: boolean;
}) {
  return (
    <div className={wrapperClassName ? `page ${wrapperClassName}` : 'page'}>
      {unlisted ? <UnlistedBanner /> : null}
      {showTitle ? <h1 className="page-title">{title}</h1> : null}
      <Markdown html={html} island={island} />
    </div>
  );
}

/** A generated category index: the category's pages as cards. */
export function CategoryIndex({
  title,
  description,
  items,
  prev,
  next,
}: {
  title: string;
  description?: string;
  items: SidebarItem[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
}) {
  return (
    <div className="doc">
      <article className="doc__article">
        <h1 className="page-title">{title}</h1>
        {description ? <p>{description}</p> : null}
        <DocCards items={items} />
        <DocPagination prev={prev} next={next} />
      </article>
    </div>
  );
}

/** A page that only sends the reader on (used for /docs -> the docs landing page). */
export function RedirectPage({ title, to }: { title: string; to: string }) {
  return (
    <div className="page page--narrow">
      <h1 className="page-title">{title}</h1>
      <p>
        This page has moved to <a href={to}>{to}</a>.
      </p>
    </div>
  );
}
