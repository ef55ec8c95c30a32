/**
 * The docs sidebar's class names: written by templates/Sidebar.tsx, marked by
 * templates/sidebarHtml.tsx, read by src/client/sidebar.ts (and styled in templates/theme.css).
 * An enum because esbuild inlines its members across modules: the browser runtime holds the
 * strings themselves (a `const` would stay a variable lookup).
 */
export enum SidebarClass {
  nav = 'sidebar',
  list = 'sidebar__list',
  item = 'sidebar__item',
  category = 'sidebar__category',
  summary = 'sidebar__summary',
  link = 'sidebar__link',
  categoryLink = 'sidebar__category-link',
  categoryLabel = 'sidebar__category-label',
  activeLink = 'sidebar__link--active',
}

/**
 * The attribute a category's <details> is found by: when a page opens the categories above its
 * link, and when the client fills in a closed category of a large sidebar.
 */
export const CATEGORY_ATTRIBUTE = 'data-cat';
