import type { SidebarItem } from '../src/shared/types.js';

/**
 * The docs sidebar tree. Categories are <details> so they open and close without JavaScript;
 * every link is in the markup, also inside closed categories.
 */
export function Sidebar({ items }: { items: SidebarItem[] }) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar">
      <SidebarList items={items} />
    </nav>
  );
}

function SidebarList({ items }: { items: SidebarItem[] }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className={cls('sidebar__item', item.className)}>
            <a className="sidebar__link" href={item.href}>
              {item.label}
            </a>
          </li>
        ) : (
          <li key={i} className={cls('sidebar__item sidebar__category', item.className)}>
            <details open={!item.collapsed} data-cat={item.index}>
              <summary className="sidebar__summary">
                {item.href ? (
                  <a className="sidebar__link sidebar__category-link" href={item.href}>
                    {item.label}
                  </a>
                ) : (
                  <span className="sidebar__category-label">{item.label}</span>
                )}
              </summary>
              <SidebarList items={item.items} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

function cls(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
