import type { SiteConfig } from '../src/shared/types.js';
import { NavLink } from './Navbar.js';

/** Site footer, its content rendered already (FooterContent): the same on every page, it is rendered once. */
export function Footer({ contentHtml }: { contentHtml: string }) {
  return <footer className="footer" dangerouslySetInnerHTML={{ __html: contentHtml }} />;
}

/** What the footer holds: link columns and the copyright line. */
export function FooterContent({ site }: { site: SiteConfig }) {
  return (
    <div className="footer__inner">
      {site.footer.links.length ? (
        <div className="footer__columns">
          {site.footer.links.map((col) => (
            <div className="footer__col" key={col.title}>
              <h2 className="footer__title">{col.title}</h2>
              <ul>
                {col.items.map((item, n) =>
                  item.html !== undefined ? (
                    <li key={n} className={item.className} dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : (
                    <li key={n}>
                      <NavLink item={item} className="footer__link" />
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {/* HTML, as Docusaurus shows it (a link to the authors, in the locale's words from footer.json). */}
      <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: site.footer.copyright }} />
    </div>
  );
}
