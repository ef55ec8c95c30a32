import { renderToStaticMarkup } from 'react-dom/server';
import { CATEGORY_ATTRIBUTE } from '../src/shared/sidebarClass.js';
import type { SidebarItem } from '../src/shared/types.js';
import { firstPage, SLOT_TAG, Sidebar, SidebarList } from './Sidebar.js';

type Category = SidebarItem & { type: 'category' };

/** A sidebar rendered once in pieces, from which each page's sidebar is put together (see fillSidebar). */
export interface SidebarParts {
  /** The sidebar with a slot where each collapsible category's list goes. */
  top: string;
  /** Category number -> its list (with slots of its own), whether it starts open, and what it holds closed. */
  categories: Map<number, { list: string; open: boolean; collapsed: string }>;
}

const SLOT_START = `<${SLOT_TAG} ${CATEGORY_ATTRIBUTE}="`;
const SLOT_END = `"></${SLOT_TAG}>`;

/** Renders a sidebar (named `label`) once in pieces: each item is rendered once, whatever the number of pages. */
export function splitSidebar(items: SidebarItem[], label: string): SidebarParts {
  const categories: SidebarParts['categories'] = new Map();
  const walk = (list: SidebarItem[]): void => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.collapsible !== false) {
        categories.set(item.index, {
          list: renderToStaticMarkup(<SidebarList items={item.items} split />),
          open: !item.collapsed,
          collapsed: collapsedList(item),
        });
      }
      walk(item.items);
    }
  };
  walk(items);
  return { top: renderToStaticMarkup(<Sidebar items={items} label={label} split />), categories };
}

/**
 * A sidebar's HTML with the lists of the categories `inline` accepts filled in (and those inside
 * them, as far as it accepts them); every other category holds its collapsed stand-in.
 */
export function fillSidebar(
  parts: SidebarParts,
  inline: (index: number, open: boolean) => boolean,
  html = parts.top,
): string {
  let out = '';
  let from = 0;
  for (let at = html.indexOf(SLOT_START); at >= 0; at = html.indexOf(SLOT_START, from)) {
    const end = html.indexOf(SLOT_END, at);
    const index = Number(html.slice(at + SLOT_START.length, end));
    const category = parts.categories.get(index)!;
    out +=
      html.slice(from, at) +
      (inline(index, category.open) ? fillSidebar(parts, inline, category.list) : category.collapsed);
    from = end + SLOT_END.length;
  }
  return out + html.slice(from);
}

/**
 * What a closed category holds in a page of a large sidebar: nothing when it leads somewhere (its
 * own page, or its label's link to its first page), else (only external links or HTML items
 * inside) its items, which would be out of reach without JavaScript otherwise.
 */
function collapsedList(category: Category): string {
  return category.href || firstPage(category.items)
    ? ''
    : renderToStaticMarkup(<SidebarList items={category.items} />);
}
