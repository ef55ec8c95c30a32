import type { LocaleConfig, NavItem, SiteConfig } from '../src/shared/types.js';
import { Frame, type FramePart } from './Frame.js';
import { useUiText } from './uiText.js';
import { useRuntimeText } from './RuntimeTexts.js';
import { DEFAULT_DOCS_PLUGIN, pluginLastVersion } from '../src/shared/docsPlugin.js';

/** A navbar or footer link: site routes get `data-route` so the client router takes them. */
export function NavLink({
  item,
  className,
  active,
}: {
  item: NavItem;
  className?: string;
  active?: boolean;
}) {
  const href = item.to ?? item.href ?? '#';
  const external = !item.to && /^https?:/.test(href);
  return (
    <a
      className={[className, item.className].filter(Boolean).join(' ') || undefined}
      href={href}
      aria-label={item.ariaLabel}
      aria-current={active ? 'page' : undefined}
      data-version={item.version}
      data-versions-key={item.versionsKey}
      data-docs-plugin={item.versionsKey ? item.docsPlugin : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
    </a>
  );
}

/**
 * The locale menu's links: the page in each locale. They leave the router alone (another locale is
 * another site), and the client points them at the page it shows.
 */
export function LocaleLinks({
  routes,
  current,
}: {
  routes: { locale: LocaleConfig; url: string; base: string }[];
  current: string;
}) {
  return (
    <>
      {routes.map(({ locale, url, base }) => (
        <li key={locale.code}>
          <a
            className="navbar__link"
            href={url}
            hrefLang={locale.htmlLang}
            lang={locale.htmlLang}
            data-no-router=""
            data-locale-base={base}
            aria-current={locale.code === current ? 'true' : undefined}
          >
            {locale.label}
          </a>
        </li>
      ))}
    </>
  );
}

/** Where a page's locale links go in the navbar, rendered once for every page (see LocaleMenu). */
export const LOCALE_LINKS_SLOT = '<li data-locale-links=""></li>';

/**
 * The locale dropdown: the current locale's name, and a menu of the page in each locale (a slot
 * each page fills) between the site's own entries (a link to help translate, a separator).
 */
function LocaleMenu({ site, entries }: { site: SiteConfig; entries: NonNullable<NavItem['localeMenu']> }) {
  const current = site.i18n.locales.find((locale) => locale.code === site.i18n.current);
  const entry = (item: NavItem, n: number) =>
    item.html !== undefined ? (
      <li key={n} dangerouslySetInnerHTML={{ __html: item.html }} />
    ) : (
      <li key={n}>
        <NavLink item={item} className="navbar__link" />
      </li>
    );
  return (
    <li className="navbar__dropdown">
      <button type="button" className="navbar__link navbar__dropdown-label" aria-haspopup="true">
        {current?.label}
      </button>
      <ul className="navbar__dropdown-menu">
        {entries.before.map(entry)}
        <li data-locale-links="" />
        {entries.after.map(entry)}
      </ul>
    </li>
  );
}

/**
 * A navbar item as a page of docs version `version` shows it: its links to the docs in that version
 * (an item of another docs plugin's has none in it, and stays as it is; `last` is its plugin's).
 * A version dropdown on a page of a version other than the last lists that version and the latest
 * only: the runtime lists them all (see versionsFile), and a version's pages then stay as they are
 * when another is cut. Without JavaScript, every version is a dropdown away from the latest's pages.
 */
function inVersion(item: NavItem, version: string | undefined, last: string, latestLabel: string): NavItem {
  if (version === undefined) return item;
  if (item.versions?.[version]) return { ...item, to: item.versions[version] };
  if (item.docsVersion !== 'dropdown') return item;
  const own = item.items?.find((link) => link.version === version);
  const latest = item.items?.find((link) => link.version === last);
  if (!own) return item;
  const items = version === last || !latest ? item.items : [own, { label: latestLabel, to: latest.to }];
  return { ...item, label: own.label, items };
}

/**
 * Top navigation. What it holds comes rendered already (NavbarContent): it is the same on every
 * page that has the same active item, so a build renders it once per item, not once per page.
 */
export function Navbar({ site, contentHtml }: { site: SiteConfig; contentHtml: string }) {
  const t = useUiText();
  return (
    <nav
      className="navbar"
      aria-label={t('theme.NavBar.navAriaLabel', 'Main')}
      data-hide-on-scroll={site.navbar.hideOnScroll ? 'true' : undefined}
      dangerouslySetInnerHTML={{ __html: contentHtml }}
    />
  );
}

/** The navbar's logo and title, linking to the home page. */
export function NavbarBrand({ site }: { site: SiteConfig }) {
  return (
    <a className="navbar__brand" href="/">
      {site.logo ? (
        <img className="navbar__logo" src={site.logo.src} alt={site.logo.alt} width="32" height="32" />
      ) : null}
      {site.navbar.title ? <span className="navbar__title">{site.navbar.title}</span> : null}
    </a>
  );
}

/**
 * What the navbar holds: logo and title (or the site's own, a swizzled `Navbar/Logo`), items,
 * search, colour-mode toggle, the mobile menu button and drawer; on a page of docs version
 * `version`, its docs links lead to that version.
 */
export function NavbarContent({
  site,
  active,
  version,
  logo,
}: {
  site: SiteConfig;
  active: string | null;
  version?: string | undefined;
  logo?: FramePart | undefined;
}) {
  const t = useUiText();
  const latest = t('theme.docs.versions.latestVersionLinkLabel', 'Latest version');
  const items = site.navbar.items.map((i) =>
    inVersion(i, version, pluginLastVersion(site, i.docsPlugin ?? DEFAULT_DOCS_PLUGIN), latest),
  );
  const left = items.filter((i) => i.position !== 'right');
  const right = items.filter((i) => i.position === 'right');
  const item = (i: NavItem, n: number) =>
    i.html !== undefined ? (
      // The site's own markup, as Docusaurus shows an `html` item.
      <li key={n} className="navbar__html" dangerouslySetInnerHTML={{ __html: i.html }} />
    ) : i.localeMenu ? (
      <LocaleMenu key={n} site={site} entries={i.localeMenu} />
    ) : (
      <li key={n} className={i.items ? 'navbar__dropdown' : undefined}>
        {i.items && !i.to && !i.href ? (
          // A dropdown without a link of its own opens on focus as on hover (CSS :focus-within).
          <button
            type="button"
            className="navbar__link navbar__dropdown-label"
            aria-haspopup="true"
            data-version-label={i.docsVersion === 'dropdown' ? '' : undefined}
            data-docs-plugin={i.docsVersion === 'dropdown' ? i.docsPlugin : undefined}
          >
            {i.label}
          </button>
        ) : (
          <NavLink item={i} className="navbar__link" active={!!i.to && i.to === active} />
        )}
        {i.items ? (
          <ul className="navbar__dropdown-menu">
            {i.items.map((link) => (
              <li key={link.label}>
                <NavLink item={link} className="navbar__link" active={!!link.to && link.to === active} />
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  return (
    <>
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__toggle"
          aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
          aria-expanded="false"
        >
          {/* CSS shows one of the two from aria-expanded: the menu, or the cross that closes it. */}
          <svg className="navbar__toggle-open" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          <svg className="navbar__toggle-close" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        {logo ? <Frame part={logo} /> : <NavbarBrand site={site} />}
        <ul className="navbar__items">{left.map(item)}</ul>
        <div className="navbar__right">
          <ul className="navbar__items">{right.map(item)}</ul>
          <SearchButton />
          {site.colorMode.disableSwitch ? null : <ThemeToggle />}
        </div>
      </div>
      <div className="navbar-drawer" hidden>
        <ul className="navbar-drawer__items">{items.map(item)}</ul>
        <div className="navbar-drawer__sidebar" />
      </div>
    </>
  );
}

/** The button that opens search (the runtime wires it up). */
function SearchButton() {
  const label = useRuntimeText()('search');
  return (
    <button
      type="button"
      className="search-button"
      // The name holds the visible text, "Search Ctrl K" (WCAG 2.5.3 label in name; the space
      // between the two is in the markup). It is needed: below 996 px only the icon shows.
      aria-label={`${label} Ctrl K`}
      aria-keyshortcuts="Control+K /"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="search-button__label">{label}</span> <kbd className="search-button__key">Ctrl K</kbd>
    </button>
  );
}

/** The button that switches between light and dark mode (the runtime wires it up). */
function ThemeToggle() {
  const runtimeText = useRuntimeText();
  // The runtime says the mode the page is in, once it knows (the boot script may have made it dark).
  const label = runtimeText('colorMode', { mode: runtimeText('lightMode') });
  return (
    <button type="button" className="theme-toggle" title={label} aria-label={label}>
      <svg className="theme-toggle__sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4"
        />
      </svg>
      <svg className="theme-toggle__moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}
