import { renderToStaticMarkup } from 'react-dom/server';
import { CATEGORY_ATTRIBUTE, SidebarClass } from '../src/shared/sidebarClass.js';
import type { SidebarItem } from '../src/shared/types.js';
import { Sidebar } from './Sidebar.js';
import { fillSidebar, splitSidebar, type SidebarParts } from './sidebarParts.js';
import { uiText, type UiText } from './uiText.js';

/**
 * The size of a sidebar's HTML above which a page holds only the lists it shows open (the top
 * level, the active trail, the categories open by default) and the client fills in the others
 * from the sidebar's shared HTML. Below it, every page holds the whole sidebar. See
 * bench/DECISIONS.md, "Large sidebars: closed categories from one shared file".
 */
export const LAZY_SIDEBAR_BYTES = 32 * 1024;

/** A sidebar rendered for a build: its whole HTML and, when it is large, its parts (see pageSidebarHtml). */
export interface RenderedSidebar {
  html: string;
  parts?: SidebarParts;
}

/** The docs sidebar's name for assistive technology, in a locale's words (`t`; English by default). */
export function sidebarLabel(t: UiText = uiText({})): string {
  return t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar');
}

/** Renders a sidebar tree named `label` once per build (pages then only mark their own link, see markActiveLink). */
export function renderSidebar(items: SidebarItem[], label = sidebarLabel()): RenderedSidebar {
  const html = renderToStaticMarkup(<Sidebar items={items} label={label} />);
  if (html.length <= LAZY_SIDEBAR_BYTES) return { html };
  // Its labels differ (see Sidebar's `split`): the shared HTML the client fills pages in from is made of the parts.
  const parts = splitSidebar(items, label);
  return { html: fillSidebar(parts, () => true), parts };
}

/**
 * The sidebar a page shows: its link marked active, the categories leading to it open and, for a
 * large sidebar, the lists of closed categories left out (their page count would make every page's
 * size, and the output's, grow with the square of the site's).
 */
export function pageSidebarHtml(
  sidebar: RenderedSidebar,
  path: string,
  trail: readonly { index: number }[],
): string {
  return markActiveLink(sidebar.parts ? filled(sidebar.parts, trail) : sidebar.html, path, trail);
}

/** The last sidebar filled in, by its parts and trail: a category's pages are rendered in a row. */
let last: { parts: SidebarParts; trail: string; html: string } | undefined;

/** A large sidebar's lists filled in for a trail (its categories open); the last one is reused. */
function filled(parts: SidebarParts, trail: readonly { index: number }[]): string {
  const key = trail.map((c) => c.index).join();
  if (last?.parts !== parts || last.trail !== key) {
    const html = fillSidebar(parts, (index, open) => open || trail.some((c) => c.index === index));
    last = { parts, trail: key, html };
  }
  return last.html;
}

/**
 * A sidebar's HTML (from renderSidebar, or a page's filled in from its parts) with the link to `path` marked active and the given
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
