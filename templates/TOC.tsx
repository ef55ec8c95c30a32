import type { TocItem } from '../src/shared/types.js';

/** "On this page": the h2/h3 headings of a page, nested. Rendered outside the .markdown element. */
export function TOC({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  const top = Math.min(...items.map((i) => i.level));
  return (
    <nav className="toc" aria-label="On this page">
      <h2 className="toc__title">On this page</h2>
      <ul className="toc__list">
        {items.map((item) => (
          <li key={item.id} className={item.level > top ? 'toc__item toc__item--nested' : 'toc__item'}>
            <a className="toc__link" href={`#${item.id}`}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
