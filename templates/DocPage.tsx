import type { TocItem } from '../src/shared/types.js';
import { Markdown } from './Markdown.js';
import { Pagination } from './Pagination.js';
import { TOC } from './TOC.js';

export interface DocPageProps {
  title: string;
  /** Rendered body HTML (the content of the .markdown element). */
  html: string;
  /** The theme adds an <h1> only when the body has none. */
  showTitle: boolean;
  toc: TocItem[];
  breadcrumbs: { label: string; href?: string }[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  island?: string;
}

/** A documentation page: breadcrumbs, title, Markdown body, previous/next links and the TOC. */
export function DocPage({ title, html, showTitle, toc, breadcrumbs, prev, next, island }: DocPageProps) {
  return (
    // A <section>: the TOC <aside> inside it then maps to a generic role rather than a second,
    // unnamed complementary landmark next to the docs sidebar's (axe landmark-unique).
    <section className="doc">
      <article className="doc__article">
        {breadcrumbs.length ? (
          <nav className="breadcrumbs" aria-label="Breadcrumbs">
            <ol>
              {breadcrumbs.map((b, i) => (
                <li key={i}>{b.href ? <a href={b.href}>{b.label}</a> : <span>{b.label}</span>}</li>
              ))}
            </ol>
          </nav>
        ) : null}
        {showTitle ? <h1 className="page-title">{title}</h1> : null}
        <Markdown html={html} island={island} />
        <Pagination
          label="Docs pages"
          prev={prev && { ...prev, caption: 'Previous' }}
          next={next && { ...next, caption: 'Next' }}
        />
      </article>
      <aside className="doc__toc">
        <TOC items={toc} />
      </aside>
    </section>
  );
}
