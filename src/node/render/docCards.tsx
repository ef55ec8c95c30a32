import { renderToStaticMarkup } from 'react-dom/server';
import { DOC_CARD_LIST } from '../../shared/docCardList.js';
import type { SidebarItem, SiteConfig } from '../../shared/types.js';
import { DocCards } from '../../../templates/DocCards.js';
import { indexSidebar } from '../content/sidebar.js';
import { inLocale } from './inLocale.js';

const PLACEHOLDER = new RegExp(`(<div[^>]*\\s${DOC_CARD_LIST}=""[^>]*>)(</div>)`, 'g');

/**
 * A doc's body with its `<DocCardList />` placeholders filled: cards of the sidebar category the
 * doc is in (the category itself when the doc is its page), as Docusaurus's DocCardList shows
 * without `items`. Empty when the doc is in no category.
 */
export function withDocCards(
  html: string,
  path: string,
  sidebar: SidebarItem[] | undefined,
  site: SiteConfig,
): string {
  if (!html.includes(DOC_CARD_LIST)) return html;
  const category = sidebar && indexSidebar(sidebar).trails.get(path)?.at(-1);
  const cards = category ? renderToStaticMarkup(inLocale(site, <DocCards items={category.items} />)) : '';
  return html.replace(PLACEHOLDER, (_, open: string, close: string) => open + cards + close);
}
