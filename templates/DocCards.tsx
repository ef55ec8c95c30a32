import type { SidebarItem } from '../src/shared/types.js';
import { useUiPlural } from './uiText.js';

/** Sidebar items as cards: a generated category index's list, and MDX's `<DocCardList>`. */
export function DocCards({ items }: { items: SidebarItem[] }) {
  const plural = useUiPlural();
  return (
    <ul className="cards">
      {items.map((item, i) => {
        // An HTML item has no page to card (Docusaurus's DocCard has none for it either).
        if (item.type === 'html') return null;
        const href = item.href;
        return (
          <li key={i} className="card">
            {href ? <a href={href}>{item.label}</a> : <span>{item.label}</span>}
            {item.type === 'category' ? (
              <small>
                {plural('theme.docs.DocCard.categoryDescription.plurals', '{count} items', item.items.length)}
              </small>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
