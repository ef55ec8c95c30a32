import { useUiText } from './uiText.js';

/** One side of a previous/next pair: where it goes, its title and the small caption above it. */
export interface PageLink {
  href: string;
  label: string;
  caption: string;
}

/** Previous/next links at the foot of a doc or blog post (nothing when there is neither). */
export function Pagination({ label, prev, next }: { label: string; prev?: PageLink; next?: PageLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {prev ? (
        <a className="pagination__link pagination__link--prev" href={prev.href}>
          <span className="pagination__sub">{prev.caption}</span>
          <span className="pagination__label">{prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination__link pagination__link--next" href={next.href}>
          <span className="pagination__sub">{next.caption}</span>
          <span className="pagination__label">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** A doc's (or a category page's) previous and next pages in its sidebar. */
export function DocPagination({
  prev,
  next,
}: {
  prev?: Omit<PageLink, 'caption'>;
  next?: Omit<PageLink, 'caption'>;
}) {
  const t = useUiText();
  return (
    <Pagination
      label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')}
      prev={prev && { ...prev, caption: t('theme.docs.paginator.previous', 'Previous') }}
      next={next && { ...next, caption: t('theme.docs.paginator.next', 'Next') }}
    />
  );
}
