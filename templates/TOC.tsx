import type { TocItem } from '../src/shared/types.js';
import { useUiText } from './uiText.js';

/**
 * "On this page": the h2/h3 headings of a page, nested. Rendered outside the .markdown element.
 * The side variant sits in the right column of wide screens; the collapsible one replaces it above
 * the content at 1200 px and below (CSS shows one at a time), as Docusaurus does.
 */
export function TOC({
  items,
  collapsible = false,
  className,
}: {
  items: TocItem[];
  collapsible?: boolean;
  /** More classes on its outer element (a swizzled part's, through `@theme/TOC`). */
  className?: string | undefined;
}) {
  // A part's class names may come from a package that is not installed, whose stand-in is no string.
  const classes = (own: string) => (typeof className === 'string' && className ? `${own} ${className}` : own);
  const title = useUiText()('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  if (!items.length) return null;
  const top = Math.min(...items.map((i) => i.level));
  const list = (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id} className={item.level > top ? 'toc__item toc__item--nested' : 'toc__item'}>
          <a className="toc__link" href={`#${item.id}`}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
  if (collapsible) {
    return (
      <details className={classes('toc-collapsible')}>
        <summary className="toc-collapsible__summary">{title}</summary>
        <nav className="toc-collapsible__nav" aria-label={title}>
          {list}
        </nav>
      </details>
    );
  }
  return (
    <nav className={classes('toc')} aria-label={title}>
      <h2 className="toc__title">{title}</h2>
      {list}
    </nav>
  );
}
