import { STORAGE_KEYS } from '../shared/constants.js';
import { storage } from './storage.js';

function select(container: Element, value: string): boolean {
  const tabs = container.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]');
  if (![...tabs].some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of container.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
    panel.hidden = panel.dataset.value !== value;
  }
  return true;
}

function selectGroup(group: string, value: string): void {
  for (const container of document.querySelectorAll(`.tabs-container[data-group="${CSS.escape(group)}"]`))
    select(container, value);
}

/**
 * Applies each tab group's stored choice (docsgen.tab.<groupId>) to the tabs now on the page, and
 * then the choice the URL's query names (`data-query`), which wins as in Docusaurus.
 */
export function restoreTabs(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container[data-group]')) {
    const stored = storage.get(STORAGE_KEYS.tabPrefix + container.dataset.group);
    if (stored) select(container, stored);
  }
  const query = new URLSearchParams(location.search);
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container[data-query]')) {
    const value = query.get(container.dataset.query!);
    if (value) select(container, value);
  }
}

/** Tabs: click or arrow keys switch panels; a group's choice is shared by its tabs and remembered. */
export function setupTabs(): void {
  restoreTabs();
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('.tabs__tab');
    const container = tab?.closest<HTMLElement>('.tabs-container');
    if (!tab || !container || !tab.dataset.value) return;
    const top = tab.getBoundingClientRect().top;
    const group = container.dataset.group;
    if (group) {
      storage.set(STORAGE_KEYS.tabPrefix + group, tab.dataset.value);
      selectGroup(group, tab.dataset.value);
    } else select(container, tab.dataset.value);
    const key = container.dataset.query;
    if (key) {
      const url = new URL(location.href);
      url.searchParams.set(key, tab.dataset.value);
      history.replaceState(history.state, '', url);
    }
    // Keep the clicked tab where it was when other groups above it change height.
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('.tabs__tab');
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const list = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role=tab]')];
    const next = list[(list.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : list.length - 1)) % list.length];
    next?.focus();
    next?.click();
  });
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(STORAGE_KEYS.tabPrefix) && event.newValue) {
      selectGroup(event.key.slice(STORAGE_KEYS.tabPrefix.length), event.newValue);
    }
  });
}
