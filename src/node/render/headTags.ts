import type { HeadTag, SiteConfig } from '../../shared/types.js';
import { escapeHtml } from '../../shared/escapeHtml.js';

const markup = new WeakMap<SiteConfig, string>();

/** The markup of the site's own head tags (`headTags`, `scripts`, `stylesheets`), made once per config. */
export function headTagsHtml(site: SiteConfig): string {
  let html = markup.get(site);
  if (html === undefined) {
    html = (site.headTags ?? []).map(tagHtml).join('');
    markup.set(site, html);
  }
  return html;
}

/** Elements HTML writes without a closing tag. */
const VOID = new Set(['link', 'meta', 'base']);

function tagHtml({ tagName, attributes, innerHTML }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  // A script's or style's text is the site author's own code, written as it is.
  return VOID.has(tagName) ? `<${tagName}${attrs}>` : `<${tagName}${attrs}>${innerHTML ?? ''}</${tagName}>`;
}
