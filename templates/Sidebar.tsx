import { SidebarClass } from '../src/shared/sidebarClass.js';
import { SidebarItemClass } from '../src/shared/sidebarItemClass.js';
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
      {items.map((item, i) => (
        <SidebarEntry key={i} item={item} />
      ))}
    </ul>
  );
}

/** Whether a link leaves the site: a scheme (`https:`, `mailto:`) or `//`, as Docusaurus's isInternalUrl tells. */
const EXTERNAL = /^(?:\w*:|\/\/)/;

function SidebarEntry({ item }: { item: SidebarItem }) {
  switch (item.type) {
    case 'link':
      return (
        <li className={cls(SidebarClass.item, item.className)}>
          {EXTERNAL.test(item.href) ? (
            <a
              className={`${SidebarClass.link} ${SidebarItemClass.externalLink}`}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {item.label}
            </a>
          ) : (
            <a className={SidebarClass.link} href={item.href}>
              {item.label}
            </a>
          )}
        </li>
      );
    case 'html':
      return (
        <li
          className={cls(
            item.defaultStyle
              ? `${SidebarClass.item} ${SidebarItemClass.html} ${SidebarItemClass.htmlDefault}`
              : SidebarItemClass.html,
            item.className,
          )}
          dangerouslySetInnerHTML={{ __html: item.value }}
        />
      );
    case 'category':
      return <SidebarCategory item={item} />;
  }
}

function SidebarCategory({ item }: { item: SidebarItem & { type: 'category' } }) {
  const label = item.href ? (
    <a className={`${SidebarClass.link} ${SidebarClass.categoryLink}`} href={item.href}>
      {item.label}
    </a>
  ) : (
    <span className={SidebarClass.categoryLabel}>{item.label}</span>
  );
  return (
    <li className={cls(`${SidebarClass.item} ${SidebarClass.category}`, item.className)}>
      {item.collapsible === false ? (
        // Always open, as Docusaurus shows it: a heading over its items, nothing to toggle.
        <>
          <div className={SidebarItemClass.categoryHeading}>{label}</div>
          <SidebarList items={item.items} />
        </>
      ) : (
        <details open={!item.collapsed} {...{ [CATEGORY_ATTRIBUTE]: item.index }}>
          <summary className={SidebarClass.summary}>{label}</summary>
          <SidebarList items={item.items} />
        </details>
      )}
    </li>
  );
}

/** The attribute a category's <details> is found by when a page opens the categories above its link. */
export const CATEGORY_ATTRIBUTE = 'data-cat';

function cls(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
