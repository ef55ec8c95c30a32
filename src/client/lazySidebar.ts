import { CATEGORY_ATTRIBUTE, SidebarClass } from '../shared/sidebarClass.js';
import { loadSidebarHtml } from './payloads.js';

/**
 * Whether a category's <details> still waits for its list: a page of a large sidebar leaves the
 * lists of its closed categories out (see templates/sidebarParts.tsx).
 */
export function isLazy(details: Element): boolean {
  return details.hasAttribute(CATEGORY_ATTRIBUTE) && !details.querySelector(':scope > ul');
}

/** The shown sidebar's categories that wait for their lists. */
function lazyCategories(): Element[] {
  return [...document.querySelectorAll(`details[${CATEGORY_ATTRIBUTE}]`)].filter(isLazy);
}

/** The URL of the shown sidebar's shared HTML, when some of its categories wait for their lists. */
export function lazySidebarUrl(): string | undefined {
  if (!lazyCategories().length) return undefined;
  return document.querySelector<HTMLElement>('.doc-sidebar')?.dataset.sidebarUrl;
}

/**
 * Fills in every list the shown sidebar left out from its shared HTML, fetched once (the browser
 * caches it for every page: its name has its hash). Categories keep the state the reader gave them.
 */
export async function fillSidebar(): Promise<void> {
  const url = lazySidebarUrl();
  if (!url) return;
  const template = document.createElement('template');
  template.innerHTML = await loadSidebarHtml(url);
  for (const details of lazyCategories()) {
    const category = details.getAttribute(CATEGORY_ATTRIBUTE)!;
    const list = template.content.querySelector(`details[${CATEGORY_ATTRIBUTE}="${category}"] > ul`);
    if (list) details.append(list);
  }
}

/** Before a client navigation in the same sidebar: fills it in when the page's link is in a list left out. */
export async function revealLink(path: string): Promise<void> {
  const links = document.querySelectorAll<HTMLAnchorElement>(`.${SidebarClass.link}`);
  if (![...links].some((link) => link.getAttribute('href') === path)) await fillSidebar();
}
