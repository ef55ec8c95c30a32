/** Plain data types shared by the build, the theme and the client. */

export interface NavItem {
  label: string;
  /** Site route (client-navigated). */
  to?: string;
  /** External or raw URL. */
  href?: string;
  position?: 'left' | 'right';
  /** The doc a Docusaurus `type: 'doc'` item links to: `to` becomes its route once the docs are read. */
  docId?: string;
  /**
   * The sidebar a Docusaurus `type: 'docSidebar'` item links to: `to` becomes its first page once
   * the docs are read (in each version, as `versions` says).
   */
  sidebarId?: string;
  /**
   * A Docusaurus link item's `className` and `aria-label`, on its link: an icon link (no label, a
   * class the site's CSS draws, `header-github-link`) is shown by them.
   */
  className?: string;
  ariaLabel?: string;
  /** The docs plugin whose doc or sidebar the item names (`docsPluginId`), when not the site's own docs. */
  docsPlugin?: string;
  /** A dropdown's links (Docusaurus's `type: 'dropdown'`); its own `to` or `href` is optional. */
  items?: NavItem[];
  /** Markup shown as it is in place of a link (Docusaurus's `type: 'html'` item's `value`). */
  html?: string;
  /** Docusaurus's `docsVersionDropdown` (a menu of the versions) or `docsVersion` (a link to the docs) item. */
  docsVersion?: 'dropdown' | 'link';
  /** A version-dropdown link's version: choosing it makes it the reader's preferred one. */
  version?: string;
  /** A docs link's route in each version, by version name: it follows the page's or the reader's version. */
  versions?: Record<string, string>;
  /** Where the runtime finds `versions` in the docs-versions file (its `links`): the link's doc, sidebar or `main`. */
  versionsKey?: string;
  /**
   * The locale dropdown (Docusaurus's `localeDropdown`): the page in each of the site's locales,
   * between the site's own entries (`dropdownItemsBefore` and `dropdownItemsAfter`).
   */
  localeMenu?: { before: NavItem[]; after: NavItem[] };
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

/** An element of the head, as Docusaurus's `headTags` describe one. */
export interface HeadTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

/**
 * What a page's version links need of every docs version (the file DOCS_VERSIONS_FILE): a page
 * holds its own version's links only, and the runtime points them at the reader's version.
 */
export interface DocsVersionsFile {
  /**
   * Each docs plugin with several versions, by id (`default`: the site's own docs): its last
   * version's key (the one a "latest version" link leads to), and each version as the dropdown
   * lists it, with its label and its main doc's URL.
   */
  plugins: Record<string, { last: string; versions: { name: string; label: string; main: string }[] }>;
  /** Each doc's URL in every version that has it: by unversioned id, then version name. */
  docs: Record<string, Record<string, string>>;
  /** Each versioned navbar link's URL in every version: by its `versionsKey`, then version name. */
  links: Record<string, Record<string, string>>;
}

/** One version of the docs (Docusaurus's versioning): where its files are, where it is served, how it is labelled. */
export interface DocsVersion {
  /** `current` (the docs folder) or a name of versions.json. */
  name: string;
  label: string;
  /** Its routes' prefix under the docs' base: '' for the last version, `next` for current, else its name. */
  path: string;
  /** Its docs folder, relative to the site root. */
  folder: string;
  /** The notice atop its pages, pointing to the last version: none, not released yet, or no longer maintained. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether its pages show their version ("Version: 1.0"). */
  badge: boolean;
  /**
   * Set for the versions of another docs plugin (Docusaurus's `plugins: [['@docusaurus/plugin-content-docs',
   * {id, path, routeBasePath}]]`): its id, the route its docs are served under, the version's own
   * name in it (`current`, `1.0`; `name` is prefixed with the id: see versionKey) and the key of
   * its last version.
   */
  plugin?: { id: string; routeBasePath: string; version: string; lastVersion: string };
}

/** One language of the site (Docusaurus's `i18n.localeConfigs`). */
export interface LocaleConfig {
  code: string;
  /** Its name in the locale dropdown, in its own language. */
  label: string;
  direction: 'ltr' | 'rtl';
  /** The `<html lang>` and `hreflang` value. */
  htmlLang: string;
  /** Where its pages are, under the site's base URL: '' for the default locale. */
  path: string;
}

/** The site configuration after defaults are applied. */
export interface SiteConfig {
  title: string;
  /** What stands between a page's title and the site's in the document title (`Intro | Codex`). */
  titleDelimiter: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  logo?: { alt: string; src: string };
  /** `title`: the text beside the logo (a Docusaurus navbar shows none unless its config names one). */
  navbar: { title?: string; items: NavItem[]; hideOnScroll: boolean };
  /** `copyright` is HTML, as Docusaurus shows it. */
  footer: { links: FooterLinkColumn[]; copyright: string };
  announcementBar?: AnnouncementBar;
  /**
   * The colour mode a first visit gets (`defaultMode`, or the system's when
   * `respectPrefersColorScheme`), and whether readers may switch it (`disableSwitch` hides the toggle).
   */
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch?: boolean };
  /** Route the docs root (/docs) lands on, e.g. /docs/api/intro. */
  docsLanding?: string;
  /** The docs: their folder (relative to the site root) and the route they are served under. */
  docs: {
    path: string;
    routeBasePath: string;
    showLastUpdateTime?: boolean;
    showLastUpdateAuthor?: boolean;
    /** Each version's tags file, in its folder (Docusaurus's docs option `tags`): tags.yml when undefined, none when false. */
    tags?: string | false;
    /** Every version built, in Docusaurus's order: `current` (the docs folder) first, then newest to oldest. */
    versions: DocsVersion[];
    /** The version served at the docs' root, the one readers get unless they choose another. */
    lastVersion: string;
  };
  /** The blog, when the site has one (Docusaurus's blog plugin options). */
  blog?: BlogOptions;
  /** The site's own stylesheets (the classic preset's `theme.customCss`), relative to the root: they follow docsgen's theme. */
  customCss?: string[];
  /**
   * Whether the Docusaurus config's `plugins` has `@docusaurus/plugin-ideal-image`: a PNG or JPEG a
   * script or an MDX page imports is then that plugin's object (`photo.src.src`), not a URL.
   */
  idealImage?: boolean;
  /** Tags every page's head ends with: Docusaurus's `headTags`, `scripts` and `stylesheets`. */
  headTags?: HeadTag[];
  /** The social card of pages that name no `image` (Docusaurus's `themeConfig.image`), root-relative. */
  image?: string;
  /** Meta tags every page's head holds (Docusaurus's `themeConfig.metadata`). */
  metadata?: { name?: string; property?: string; content: string }[];
  /** Pages: their folder, served from the site's root. */
  pages: { path: string };
  /**
   * Whether links to routes end with a slash (Docusaurus's `trailingSlash`): true adds it, false
   * removes it, undefined keeps each route as it is. Files are `<route>/index.html` either way.
   */
  trailingSlash?: boolean;
  /**
   * The built locale's messages by id: Docusaurus's translations of its theme's texts (see
   * themeMessages) and the site's `code.json` over them. What docsgen's own texts say in the locale
   * and what `<Translate>` and `translate()` find; absent in English.
   */
  uiMessages?: Record<string, string>;
  /** The site's locales, the default first, and the one this config builds (`current`). */
  i18n: { defaultLocale: string; current: string; locales: LocaleConfig[] };
  /** The folder the content folders sit in ('' in a Docusaurus project, 'content' in docsgen's layout). */
  contentRoot: string;
  markdown: {
    /** How `.md` files are parsed (Docusaurus's `markdown.format`): as Markdown, as MDX, or by extension. */
    format: 'md' | 'mdx' | 'detect';
    /** Whether ```mermaid blocks are diagrams (Docusaurus's `markdown.mermaid`), else code blocks. */
    mermaid?: boolean;
    /**
     * A key of the remark and rehype plugins a Docusaurus config lists (see pluginsKey), when it
     * lists some: the plugins themselves are functions, kept apart (see sitePlugins).
     */
    plugins?: string;
    /** Docusaurus's `themeConfig.prism.magicComments`, when the site lists its own (see markLines). */
    magicComments?: MagicComment[];
  };
  /** A Docusaurus config's `customFields` and `themeConfig`, as JSON holds them (for `useDocusaurusContext`). */
  customFields?: Record<string, unknown>;
  themeConfig?: Record<string, unknown>;
}

/** The blog's options, as Docusaurus's blog plugin names them. */
export interface BlogOptions {
  /** Its folder, relative to the site root. */
  path: string;
  /** The route it is served under, without slashes ('blog'; '' for a blog-only site). */
  routeBasePath: string;
  blogTitle: string;
  blogDescription: string;
  /** Posts on each list page. */
  postsPerPage: number | 'ALL';
  /** Recent posts the blog's sidebar lists. */
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  /**
   * Docusaurus's post files and routes: every `.md`/`.mdx` under the folder is a post, and one whose
   * path starts with a date (`2019-03-01-a.md`, `2019/03/01/a.md`, `2019-03-01-a/index.md`) and whose
   * front matter names no slug is served at `<base>/2019/03/01/a`. Off in docsgen's own layout, whose
   * posts are the folder's files and folders' index files, served at `<base>/a` (its URLs predate this).
   */
  datedRoutes?: boolean;
  /**
   * Shows the recent-posts sidebar (`blogSidebarTitle`, `blogSidebarCount` posts) beside the blog's
   * lists and posts, as Docusaurus does. Off in docsgen's own layout, whose blog pages have none.
   */
  showRecentPosts?: boolean;
  /**
   * Docusaurus's: the blog's list page is there even when it has no post (or no folder). In
   * docsgen's own layout, a blog without posts has no pages.
   */
  listedWhenEmpty?: boolean;
  /**
   * Where the authors' list (every author of authors.yml, with a post count) and the pages of the
   * authors it gives a `page` are, under the blog (Docusaurus's `authorsBasePath`, 'authors'). None
   * in docsgen's own layout, whose blog has no such pages.
   */
  authorsBasePath?: string;
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
  | 'blog-authors'
  | 'blog-author'
  | 'docs-tags'
  | 'docs-tag'
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
  /** The elements the page's `<Head>` adds to the document's head (see pageHead). */
  head?: string;
}

/**
 * A magic comment of a code block (Docusaurus's `themeConfig.prism.magicComments`): a comment line
 * `line` gives the next line `className`; `block.start` and `block.end` give it to the lines
 * between them.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}
