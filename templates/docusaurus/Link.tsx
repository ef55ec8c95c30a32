import type { AnchorHTMLAttributes } from 'react';
import { pageUrl } from '../../src/shared/docusaurusSite.js';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; isNavLink?: boolean };

/**
 * `@docusaurus/Link`: a plain link (the client runtime's router follows it); `to` or `href` under
 * the base URL, and a link to another site opens in a new tab, as Docusaurus's does.
 */
export default function Link({ to, href, isNavLink: _navLink, target, rel, ...props }: LinkProps) {
  const url = to ?? href ?? '';
  const external = /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
  return (
    <a
      {...props}
      href={external ? url : pageUrl(url)}
      target={target ?? (external && /^(https?:)?\/\//.test(url) ? '_blank' : undefined)}
      rel={rel ?? (external ? 'noopener noreferrer' : undefined)}
    />
  );
}
