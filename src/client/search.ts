import type { Search, SearchHit } from './searchEngine.js';
import { siteBase } from './siteBase.js';
import { pluralText, text as uiText } from './texts.js';

const MAX_PAGES = 8;
/** Written by the site build, loaded only when search is first opened; a variable, so esbuild leaves it alone. */
const ENGINE_URL = `${siteBase()}search/engine.js`;
let engine: Promise<{ search: Search }> | undefined;
let dialog: HTMLElement | undefined;
let lastFocus: Element | null = null;
let query = 0;

/** Loads the search engine the first time search opens (its index files load per query). */
function loadEngine(): Promise<{ search: Search }> {
  engine ??= import(ENGINE_URL) as Promise<{ search: Search }>;
  engine.catch(() => (engine = undefined));
  return engine;
}

/** Text as HTML, in an element or an attribute's quotes. */
function escape(text: string): string {
  const span = document.createElement('span');
  span.textContent = text;
  return span.innerHTML.replace(/"/g, '&quot;');
}

/** One option: a page (title and excerpt) or one of its sections beneath it (heading and excerpt). */
function option(id: number, href: string, title: string, excerpt: string, section: boolean): string {
  // Excerpts are escaped text with <mark> around matches.
  return `<a class="search__result${section ? ' search__result--section' : ''}" id="search-result-${id}" role="option" aria-selected="false" href="${escape(href)}"><span>${escape(title)}</span><small>${excerpt}</small></a>`;
}

/** A page and its best sections, as a group of options named after the page. */
function group(page: SearchHit, next: () => number): string {
  const options = [
    option(next(), page.url, page.title, page.excerpt, false),
    ...page.sections.map((s) => option(next(), s.url, s.title, s.excerpt, true)),
  ];
  return `<li role="group" aria-label="${escape(page.title)}">${options.join('')}</li>`;
}

/** Shows what a query found: the pages with the first selected, or why there are none. */
async function run(input: HTMLInputElement, list: HTMLElement, status: HTMLElement): Promise<void> {
  const id = ++query;
  const text = input.value.trim();
  if (!text) {
    list.innerHTML = '';
    status.textContent = '';
    select(input, list, undefined);
    return;
  }
  try {
    const { search } = await loadEngine();
    const found = await search(text, MAX_PAGES);
    const suggestion = found.length ? undefined : await search.suggest(text);
    if (id !== query) return;
    let n = 0;
    list.innerHTML = found.length
      ? found.map((page) => group(page, () => n++)).join('')
      : `<li class="search__empty" role="presentation">${escape(uiText('noResults', { query: text }))} ${
          suggestion
            ? escape(uiText('didYouMean')).replace(
                '{query}',
                `<button type="button" class="search__suggestion">${escape(suggestion)}</button>`,
              )
            : escape(uiText('tryOtherWords'))
        }</li>`;
    list.querySelector('.search__suggestion')?.addEventListener('click', () => {
      input.value = suggestion!;
      input.focus();
      void run(input, list, status);
    });
    select(input, list, list.querySelector<HTMLElement>('[role=option]') ?? undefined);
    // Announced politely: the count, or the no-results message with its suggestion.
    status.textContent = found.length ? pluralText('pagesFound', found.length) : (list.textContent ?? '');
  } catch (error) {
    list.innerHTML = `<li class="search__empty" role="presentation">${escape(uiText('searchFailed', { error: (error as Error).message }))}</li>`;
    status.textContent = list.textContent ?? '';
  }
}

/** Makes an option the selected one, named by the input's aria-activedescendant (none: no option). */
function select(input: HTMLInputElement, list: HTMLElement, chosen: HTMLElement | undefined): void {
  for (const o of list.querySelectorAll('[role=option]'))
    o.setAttribute('aria-selected', String(o === chosen));
  if (chosen) {
    input.setAttribute('aria-activedescendant', chosen.id);
    chosen.scrollIntoView({ block: 'nearest' });
  } else input.removeAttribute('aria-activedescendant');
}

/** Moves the selection by `step` options (wrapping), or to the first or last (Ctrl+Home/End). */
function move(input: HTMLInputElement, list: HTMLElement, step: number | 'first' | 'last'): void {
  const options = [...list.querySelectorAll<HTMLElement>('[role=option]')];
  if (!options.length) return;
  const at = options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
  const to =
    step === 'first'
      ? 0
      : step === 'last'
        ? options.length - 1
        : (at + step + options.length) % options.length;
  select(input, list, options[to]);
}

function close(): void {
  if (!dialog) return;
  dialog.remove();
  dialog = undefined;
  (lastFocus as HTMLElement | null)?.focus?.();
}

/** Opens the search dialog (the index is requested now, never on page load). */
function openSearch(): void {
  if (dialog) return;
  lastFocus = document.activeElement;
  dialog = document.createElement('div');
  dialog.className = 'search';
  const placeholder = escape(uiText('searchPlaceholder'));
  dialog.innerHTML = `<div class="search__panel" role="dialog" aria-modal="true" aria-label="${escape(uiText('search'))}"><input class="search__input" type="search" role="combobox" aria-expanded="true" aria-controls="search-results" aria-autocomplete="list" aria-label="${placeholder}" placeholder="${placeholder}" autocomplete="off"><ul class="search__results" id="search-results" role="listbox" aria-label="${escape(uiText('searchResults'))}"></ul><div class="visually-hidden" role="status" aria-live="polite"></div></div>`;
  document.body.append(dialog);
  const input = dialog.querySelector('input')!;
  const list = dialog.querySelector<HTMLElement>('ul')!;
  const status = dialog.querySelector<HTMLElement>('[role=status]')!;
  void loadEngine().catch(() => undefined);
  input.addEventListener('input', () => void run(input, list, status));
  const keys: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
  input.addEventListener('keydown', (event) => {
    // Home and End stay the input's (moving the caret) unless Ctrl is held.
    const step =
      event.ctrlKey && (event.key === 'Home' || event.key === 'End')
        ? event.key === 'Home'
          ? 'first'
          : 'last'
        : keys[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(input, list, step);
    } else if (event.key === 'Enter') {
      const selected =
        list.querySelector<HTMLElement>('[aria-selected=true]') ??
        list.querySelector<HTMLElement>('[role=option]');
      if (selected) {
        event.preventDefault();
        selected.click();
      }
    }
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || (event.target as Element).closest('a')) close();
  });
  input.focus();
}

/** Search opens from the navbar button, `/` (outside text fields) and Ctrl/Cmd+K; Escape closes it. */
export function setupSearch(): void {
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('.search-button')) openSearch();
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      if (dialog) close();
      else openSearch();
    } else if (event.key === '/' && !typing && !dialog) {
      event.preventDefault();
      openSearch();
    } else if (event.key === 'Escape' && dialog) close();
  });
}
