import { createElement } from 'react';
import { CATEGORY_ATTRIBUTE, SidebarClass } from '../src/shared/sidebarClass.js';
import { SidebarItemClass } from '../src/shared/sidebarItemClass.js';
import type { SidebarItem } from '../src/shared/types.js';

/**
 * The docs sidebar tree. Categories are <details> so they open and close without JavaScript. It is
 * rendered once per sidebar and each page marks its own link in that HTML (see sidebarHtml.tsx).
 * With `split` (a large sidebar), each collapsible category's list is left as a slot, so that a
 * page holds only the lists it shows open (see sidebarParts.tsx), and the label of a category
 * without a page of its own links to its first page, which a closed category then still leads to
 * without JavaScript (as Docusaurus renders it on the server; the client makes the label a toggle).
 * `label` names the sidebar to assistive technology, in the page's language.
 */
export function Sidebar({
  items,
  label,
  split = false,
}: {
  items: SidebarItem[];
  label: string;
  split?: boolean;
}) {
  return (
    <nav className={SidebarClass.nav} aria-label={label}>
      <SidebarList items={items} split={split} />
    </nav>
  );
}

/** A list of sidebar items (a category's children); with `split`, its collapsible categories' lists are slots. */
export function SidebarList({ items, split = false }: { items: SidebarItem[]; split?: boolean }) {
  return (
    <ul className={SidebarClass.list}>
      {items.map((item, i) => (
        <SidebarEntry key={i} item={item} split={split} />
      ))}
    </ul>
  );
}

/** The element a split sidebar leaves where a category's list goes, found by its category's number. */
export const SLOT_TAG = 'sidebar-slot';

/** Whether a link leaves the site: a scheme (`https:`, `mailto:`) or `//`, as Docusaurus's isInternalUrl tells. */
const EXTERNAL = /^(?:\w*:|\/\/)/;

function SidebarEntry({ item, split }: { item: SidebarItem; split: boolean }) {
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
      return <SidebarCategory item={item} split={split} />;
  }
}

function SidebarCategory({ item, split }: { item: SidebarItem & { type: 'category' }; split: boolean }) {
  const first = split && !item.href && item.collapsible !== false ? firstPage(item.items) : undefined;
  const label = item.href ? (
    <a className={`${SidebarClass.link} ${SidebarClass.categoryLink}`} href={item.href}>
      {item.label}
    </a>
  ) : first ? (
    <a className={SidebarClass.categoryLabel} href={first}>
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
          <SidebarList items={item.items} split={split} />
        </>
      ) : (
        <details open={!item.collapsed} {...{ [CATEGORY_ATTRIBUTE]: item.index }}>
          <summary className={SidebarClass.summary}>{label}</summary>
          {split ? (
            createElement(SLOT_TAG, { [CATEGORY_ATTRIBUTE]: item.index })
          ) : (
            <SidebarList items={item.items} />
          )}
        </details>
      )}
    </li>
  );
}

/** The first page a list leads to, in reading order: a doc's link or a category's own page. */
export function firstPage(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId) return item.href;
    if (item.type !== 'category') continue;
    const first = item.href ?? firstPage(item.items);
    if (first) return first;
  }
  return undefined;
}

function cls(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
