import type { SidebarItem } from '../../src/shared/types.js';
import { DOC_CARD_LIST } from '../../src/shared/docCardList.js';
import { DocCards } from '../DocCards.js';

/**
 * `<DocCardList>`: cards of the given sidebar items, or, without `items`, of the current page's
 * sidebar category. A page is compiled without knowing its sidebar, so that list is a placeholder
 * the route's rendering fills (`withDocCards`); an island keeps what the server wrote in it.
 */
export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  if (items) return <DocCards items={items} />;
  return <div className={className} {...{ [DOC_CARD_LIST]: '' }} dangerouslySetInnerHTML={{ __html: '' }} />;
}
