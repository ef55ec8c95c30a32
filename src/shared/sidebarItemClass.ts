/**
 * The sidebar's class names that only the server's markup writes (templates/Sidebar.tsx; styled in
 * templates/theme.css), for the item kinds of Docusaurus sidebars files. Apart from SidebarClass
 * because the browser runtime is minified from that enum's module: any text added there renames
 * the runtime's variables, and the runtime never looks these up.
 */
export enum SidebarItemClass {
  /** A link that leaves the site (opens in a new tab, as in Docusaurus). */
  externalLink = 'sidebar__link--external',
  /** The label of a category that is always open (`collapsible: false`): no <details>, no toggle. */
  categoryHeading = 'sidebar__category-heading',
  /** An item of raw HTML (`type: 'html'`). */
  html = 'sidebar__html',
  /** An HTML item spaced like a link (`defaultStyle: true`). */
  htmlDefault = 'sidebar__html--default',
}
