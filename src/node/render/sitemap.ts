import type { RouteManifest } from '../content/manifest.js';
import { localeRoutes, siteHref } from './baseUrl.js';
import { isUnlisted } from '../content/routeEntry.js';

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** sitemap.xml: every indexable route as an absolute URL, with its URL in each locale when there are several. */
export function renderSitemap(manifest: RouteManifest): string {
  const { url } = manifest.site;
  const several = manifest.site.i18n.locales.length > 1;
  const urls = manifest.routes
    .filter((r) => r.kind !== 'not-found' && r.kind !== 'redirect' && !isUnlisted(r))
    .map((r) => {
      const alternates = localeRoutes(manifest, r.path).map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(alt.locale.htmlLang)}" href="${escapeXml(url + alt.url)}"/>`,
      );
      return `<url><loc>${escapeXml(siteHref(manifest, r.path))}</loc>${alternates.join('')}</url>`;
    });
  const xhtml = several ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** llms.txt: the site title, its tagline, then every doc as a Markdown link to its absolute URL. */
export function renderLlmsTxt(manifest: RouteManifest): string {
  const { site } = manifest;
  const lines = [`# ${site.title}`, ''];
  if (site.tagline) lines.push(`> ${site.tagline}`, '');
  lines.push('## Docs', '');
  for (const doc of manifest.docs) {
    const note = doc.description ? `: ${doc.description}` : '';
    lines.push(`- [${doc.title}](${siteHref(manifest, doc.route)})${note}`);
  }
  return lines.join('\n') + '\n';
}
