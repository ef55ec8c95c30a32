import { renderToStaticMarkup } from 'react-dom/server';
import { SidebarClass } from '../src/shared/sidebarClass.js';
import type { SidebarItem } from '../src/shared/types.js';
import { CATEGORY_ATTRIBUTE, Sidebar } from './Sidebar.js';

/** Renders a sidebar tree to HTML once per build (pages then only mark their own link, see markActiveLink). */
export function renderSidebarHtml(items: SidebarItem[]): string {
  return renderToStaticMarkup(<Sidebar items={items} />);
}

/**
 * A sidebar's HTML (from renderSidebarHtml) with the link to `path` marked active and the given
 * categories (those leading to it) open. Rendering the sidebar per page with React was slow, so
 * the shared HTML is patched instead, by plain string search: a RegExp built per page costs more
 * than the search itself.
 */
export function markActiveLink(html: string, path: string, categories: readonly { index: number }[]): string {
  // The first link to this page, plain or a category's own.
  const href = `href="${escapeAttr(path)}"`;
  const first = [
    `class="${SidebarClass.link}" ${href}`,
    `class="${SidebarClass.link} ${SidebarClass.categoryLink}" ${href}`,
  ]
    .map((text) => ({ text, at: html.indexOf(text) }))
    .filter((c) => c.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  let out = first
    ? html.slice(0, first.at) +
      first.text.replace('" href=', ` ${SidebarClass.activeLink}" aria-current="page" href=`) +
      html.slice(first.at + first.text.length)
    : html;
  for (const category of categories) {
    out = out.replace(
      `<details ${CATEGORY_ATTRIBUTE}="${category.index}">`,
      `<details open="" ${CATEGORY_ATTRIBUTE}="${category.index}">`,
    );
  }
  return out;
}

/** Escapes `&` and `"` in a route, to find it as the value of a double-quoted href. */
function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
