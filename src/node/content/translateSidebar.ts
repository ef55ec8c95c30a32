import type { SidebarItem } from '../../shared/types.js';
import type { Translations } from '../config/localize.js';
import type { GeneratedIndex } from './sidebar.js';

/**
 * A sidebar's items with their labels translated as a locale's docs translation file says
 * (`sidebar.<id>.category.<label>`, `sidebar.<id>.link.<label>`, `sidebar.<id>.doc.<label>`):
 * a translated doc's own title already comes with the doc.
 */
export function translateSidebar(
  items: SidebarItem[],
  sidebarId: string,
  texts: Translations,
): SidebarItem[] {
  if (!texts.size) return items;
  const key = (kind: string, label: string) => texts.get(`sidebar.${sidebarId}.${kind}.${label}`);
  const walk = (list: SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type === 'category')
        return { ...item, label: key('category', item.label) ?? item.label, items: walk(item.items) };
      if (item.type === 'link')
        return { ...item, label: key(item.docId ? 'doc' : 'link', item.label) ?? item.label };
      return item;
    });
  return walk(items);
}

/**
 * A category's generated index page as a locale's docs translation file says: its title is the
 * category's translated label (or `link.title`'s translation,
 * `sidebar.<id>.category.<label>.link.generated-index.title`, when the link names one), its
 * description `….link.generated-index.description`'s, and its cards' labels are translated as the
 * sidebar's are.
 */
export function translateGeneratedIndex(index: GeneratedIndex, texts: Translations): GeneratedIndex {
  if (!texts.size) return index;
  const key = `sidebar.${index.sidebar}.category.${index.label}`;
  const title = texts.get(index.linkTitle ? `${key}.link.generated-index.title` : key) ?? index.title;
  const description = texts.get(`${key}.link.generated-index.description`) ?? index.description;
  return { ...index, title, description, items: translateSidebar(index.items, index.sidebar, texts) };
}
