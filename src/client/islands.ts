import { LOADER_DELAY_MS } from '../shared/constants.js';
import { text } from './texts.js';

/** What an island script's default export returns: the React root, so a navigation can unmount it. */
interface IslandRoot {
  unmount(): void;
}

/** The React roots of the islands shown, by their element. */
let roots: { el: Element; root: IslandRoot }[] = [];

/** The error box of a page script that threw outside React (React errors are caught by IslandRoot). */
function crash(el: Element, error: Error): void {
  const box = document.createElement('div');
  box.className = 'crash';
  box.setAttribute('role', 'alert');
  box.innerHTML =
    '<h2 class="crash__title"></h2><p class="crash__message"></p><button type="button" class="button"></button>';
  box.querySelector('h2')!.textContent = text('crashed');
  box.querySelector('p')!.textContent = error.message;
  box.querySelector('button')!.textContent = text('tryAgain');
  box.querySelector('button')!.addEventListener('click', () => window.location.reload());
  el.replaceChildren(box);
}

/**
 * Loads and hydrates one island: spinner after 200 ms, error text and "Retry" if its script fails
 * to load. Resolves once the island is hydrated or shows its error.
 */
function hydrate(el: HTMLElement): Promise<void> {
  const src = el.dataset.island!;
  let spinner: HTMLElement | undefined;
  const timer = window.setTimeout(() => {
    spinner = document.createElement('div');
    spinner.className = 'loader';
    spinner.setAttribute('role', 'status');
    spinner.setAttribute('aria-label', text('loading'));
    el.before(spinner);
  }, LOADER_DELAY_MS);
  const done = (): void => {
    window.clearTimeout(timer);
    spinner?.remove();
  };
  return import(/* @vite-ignore */ src).then(
    (mod: { default: (el: Element) => IslandRoot | undefined }) => {
      done();
      // The page changed while the script loaded: the element is gone, nothing to hydrate.
      if (!el.isConnected) return;
      try {
        const root = mod.default(el);
        if (root) roots.push({ el, root });
      } catch (error) {
        crash(el, error instanceof Error ? error : new Error(String(error)));
      }
    },
    (error: Error) => {
      done();
      if (!el.isConnected) return;
      const box = document.createElement('div');
      box.className = 'load-error';
      box.setAttribute('role', 'alert');
      box.innerHTML = '<p></p><button type="button" class="button"></button>';
      box.querySelector('p')!.textContent = error.message || text('loadFailed');
      box.querySelector('button')!.textContent = text('retry');
      el.before(box);
      box.querySelector('button')!.addEventListener('click', () => {
        box.remove();
        // A new query string makes the browser ask again instead of reusing the failed import.
        el.dataset.island = `${src.split('?')[0]}?retry=${Date.now()}`;
        void hydrate(el);
      });
    },
  );
}

/** Hydrates every island under root; resolves when each has hydrated or shows its load error. */
export function hydrateIslands(root: ParentNode): Promise<void> {
  return Promise.all([...root.querySelectorAll<HTMLElement>('[data-island]')].map(hydrate)).then(
    () => undefined,
  );
}

/**
 * Unmounts the React roots of the islands in `region` before its content is replaced; those
 * outside it (a swizzled navbar or footer) stay, as the page keeps them.
 */
export function unmountIslands(region: Element): void {
  for (const { el, root } of roots) if (region.contains(el)) root.unmount();
  roots = roots.filter(({ el }) => !region.contains(el));
}
