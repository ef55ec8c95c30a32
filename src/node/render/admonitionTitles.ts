import { ADMONITION_TITLES } from '../../shared/admonitions.js';
import { escapeHtml } from '../../shared/escapeHtml.js';

const DEFAULT_TITLE = new RegExp(
  `<div class="admonition admonition-(${Object.keys(ADMONITION_TITLES).join('|')})" role="note"><div class="admonition__title">([^<]*)</div>`,
  'g',
);

/**
 * A page's admonitions with their default titles ("Note", "Tip") in the site's locale, as
 * Docusaurus's translations (`theme.admonition.note`) or the site's code.json say. Pages compile
 * once for every locale, with the English titles; a title the author wrote (other than the
 * default) is left as it is.
 */
export function localizeAdmonitionTitles(html: string, messages: Record<string, string> | undefined): string {
  if (!messages || !html.includes('admonition__title')) return html;
  return html.replace(DEFAULT_TITLE, (whole, type: string, title: string) => {
    const translated = messages[`theme.admonition.${type}`];
    return translated && title === ADMONITION_TITLES[type]
      ? whole.replace(`>${title}</div>`, `>${escapeHtml(translated)}</div>`)
      : whole;
  });
}
