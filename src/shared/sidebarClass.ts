/**
 * The docs sidebar's class names: written by templates/Sidebar.tsx, marked by
 * templates/sidebarHtml.tsx (and styled in templates/theme.css). An enum because esbuild inlines
 * its members across modules, so the browser runtime can use them and still hold the strings
 * themselves. src/client/sidebar.ts still spells them out: importing this module changes which
 * names esbuild's minifier gives the runtime's identifiers, so the runtime is no longer byte-identical.
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
