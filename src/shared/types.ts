/** Plain data types shared by the build, the theme and the client. */

export interface NavItem {
  label: string;
  /** Site route (client-navigated). */
  to?: string;
  /** External or raw URL. */
  href?: string;
  position?: 'left' | 'right';
}

export interface FooterLinkColumn {
  title: string;
  items: NavItem[];
}

export interface AnnouncementBar {
  id: string;
  content: string;
  isCloseable?: boolean;
}

/** The site configuration after defaults are applied. */
export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  logo?: { alt: string; src: string };
  navbar: { items: NavItem[]; hideOnScroll: boolean };
  footer: { links: FooterLinkColumn[]; copyright: string };
  announcementBar?: AnnouncementBar;
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: false };
  /** Route the docs root (/docs) lands on, e.g. /docs/api/intro. */
  docsLanding?: string;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export type SidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      /** The doc the link stands for, in the sidebar's pages (a `ref` or a plain link has none). */
      docId?: string;
      className?: string;
      customProps?: Record<string, unknown>;
    }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      /** False for a category that is always open, with no toggle (unset: it toggles). */
      collapsible?: false;
      /** Pre-order number of the category within its sidebar (marks it in rendered HTML). */
      index: number;
      href?: string;
      docId?: string;
      className?: string;
      customProps?: Record<string, unknown>;
    }
  | {
      /** Raw HTML, shown as it is (Docusaurus's `type: 'html'`). */
      type: 'html';
      value: string;
      /** Spaced like a link (Docusaurus's `defaultStyle`). */
      defaultStyle: boolean;
      className?: string;
      customProps?: Record<string, unknown>;
    };

export type RouteKind =
  | 'doc'
  | 'category-index'
  | 'blog-post'
  | 'blog-list'
  | 'blog-archive'
  | 'blog-tags'
  | 'blog-tag'
  | 'page'
  | 'redirect'
  | 'not-found';

/** The payload a client navigation fetches for a route. */
export interface PagePayload {
  route: string;
  title: string;
  description: string;
  /** Which docs sidebar the page shows, and the URL of that sidebar's HTML. */
  sidebar: { id: string; url: string } | null;
  /** The HTML of the main region (everything between navbar and footer except the docs sidebar). */
  main: string;
  /** Class of the <main> element (its layout). */
  mainClass: string;
  /** Navbar item href marked active on this page. */
  navActive: string | null;
  /** Set on redirect routes: where the router should go instead. */
  redirect?: string;
}
