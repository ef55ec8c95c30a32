import type { SearchHit } from './searchEngine.js';

interface Engine {
  search(query: string, limit?: number): Promise<SearchHit[]>;
}

const MAX_PAGES = 8;
/** Written by the site build, loaded only when search is first opened; a variable, so esbuild leaves it alone. */
const ENGINE_URL = '/search/engine.js';
let engine: Promise<Engine> | undefined;
let dialog: HTMLElement | undefined;
let lastFocus: Element | null = null;
let query = 0;

/** Loads the search engine the first time search opens (its index files load per query). */
function loadEngine(): Promise<Engine> {
  engine ??= import(ENGINE_URL) as Promise<Engine>;
  engine.catch(() => (engine = undefined));
  return engine;
}

function option(href: string, title: string, context: string, excerpt: string): string {
  const text = document.createElement('span');
  text.textContent = title;
  const small = document.createElement('small');
  small.textContent = context;
  // Excerpts are escaped text with <mark> around matches.
  return `<li role="presentation"><a class="search__result" role="option" aria-selected="false" href="${href}">${text.outerHTML}<small>${small.innerHTML}${context ? ' · ' : ''}${excerpt}</small></a></li>`;
}

async function run(input: HTMLInputElement, list: HTMLElement): Promise<void> {
  const id = ++query;
  const text = input.value.trim();
  if (!text) {
    list.innerHTML = '';
    return;
  }
  try {
    const found = await (await loadEngine()).search(text, MAX_PAGES);
    if (id !== query) return;
    const items = found.flatMap((page) => [
      option(page.url, page.title, '', page.excerpt),
      ...page.sections.slice(0, 2).map((s) => option(s.url, s.title, page.title, s.excerpt)),
    ]);
    list.innerHTML = items.length
      ? items.join('')
      : `<li class="search__empty" role="presentation">No results for “${input.value.replace(/[<&]/g, '')}”</li>`;
  } catch (error) {
    list.innerHTML = `<li class="search__empty" role="presentation">Search is unavailable: ${String((error as Error).message).replace(/[<&]/g, '')}</li>`;
  }
}

function move(list: HTMLElement, step: number): void {
  const options = [...list.querySelectorAll<HTMLElement>('[role=option]')];
  if (!options.length) return;
  const at = options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
  const next = options[(at + step + options.length) % options.length]!;
  options.forEach((o) => o.setAttribute('aria-selected', String(o === next)));
  next.scrollIntoView({ block: 'nearest' });
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
  dialog.innerHTML =
    '<div class="search__panel" role="dialog" aria-modal="true" aria-label="Search"><input class="search__input" type="search" role="combobox" aria-expanded="true" aria-controls="search-results" aria-autocomplete="list" aria-label="Search the docs" placeholder="Search the docs" autocomplete="off"><ul class="search__results" id="search-results" role="listbox" aria-label="Search results"></ul></div>';
  document.body.append(dialog);
  const input = dialog.querySelector('input')!;
  const list = dialog.querySelector<HTMLElement>('ul')!;
  void loadEngine().catch(() => undefined);
  input.addEventListener('input', () => void run(input, list));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(list, event.key === 'ArrowDown' ? 1 : -1);
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
