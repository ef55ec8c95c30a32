import { SidebarClass } from '../src/shared/sidebarClass.js';
import type { SidebarItem } from '../src/shared/types.js';

/**
 * The docs sidebar tree. Categories are <details> so they open and close without JavaScript;
 * every link is in the markup, also inside closed categories. It is rendered once per sidebar
 * and each page marks its own link in that HTML (see sidebarHtml.tsx).
 */
export function Sidebar({ items }: { items: SidebarItem[] }) {
  return (
    <nav className={SidebarClass.nav} aria-label="Docs sidebar">
      <SidebarList items={items} />
    </nav>
  );
}

function SidebarList({ items }: { items: SidebarItem[] }) {
  return (
    <ul className={SidebarClass.list}>
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className={cls(SidebarClass.item, item.className)}>
            <a className={SidebarClass.link} href={item.href}>
              {item.label}
            </a>
          </li>
        ) : (
          <li key={i} className={cls(`${SidebarClass.item} ${SidebarClass.category}`, item.className)}>
            <details open={!item.collapsed} {...{ [CATEGORY_ATTRIBUTE]: item.index }}>
              <summary className={SidebarClass.summary}>
                {item.href ? (
                  <a className={`${SidebarClass.link} ${SidebarClass.categoryLink}`} href={item.href}>
                    {item.label}
                  </a>
                ) : (
                  <span className={SidebarClass.categoryLabel}>{item.label}</span>
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

/** The attribute a category's <details> is found by when a page opens the categories above its link. */
export const CATEGORY_ATTRIBUTE = 'data-cat';

function cls(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
