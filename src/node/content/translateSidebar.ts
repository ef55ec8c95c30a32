import type { SidebarItem } from '../../shared/types.js';
import type { Translations } from '../config/localize.js';

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
