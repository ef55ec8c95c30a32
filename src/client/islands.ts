import { LOADER_DELAY_MS } from '../shared/constants.js';

function crash(el: Element, error: Error): void {
  const box = document.createElement('div');
  box.className = 'crash';
  box.setAttribute('role', 'alert');
  box.innerHTML =
    '<h2 class="crash__title">This page crashed.</h2><p class="crash__message"></p><button type="button" class="button">Try again</button>';
  box.querySelector('p')!.textContent = error.message;
  box.querySelector('button')!.addEventListener('click', () => window.location.reload());
  el.replaceChildren(box);
}

/** Loads and hydrates one island; spinner after 200 ms, error text and "Retry" if its script fails to load. */
function hydrate(el: HTMLElement): Promise<void> {
  const src = el.dataset.island!;
  let spinner: HTMLElement | undefined;
  const timer = window.setTimeout(() => {
    spinner = document.createElement('div');
    spinner.className = 'loader';
    spinner.setAttribute('role', 'status');
    spinner.setAttribute('aria-label', 'Loading');
    el.before(spinner);
  }, LOADER_DELAY_MS);
  const done = (): void => {
    window.clearTimeout(timer);
    spinner?.remove();
  };
  return import(/* @vite-ignore */ src).then(
    (mod: { default: (el: Element) => void }) => {
      done();
      try {
        mod.default(el);
      } catch (error) {
        crash(el, error as Error);
      }
    },
    (error: Error) => {
      done();
      const box = document.createElement('div');
      box.className = 'load-error';
      box.setAttribute('role', 'alert');
      box.innerHTML = '<p></p><button type="button" class="button">Retry</button>';
      box.querySelector('p')!.textContent = error.message || 'Failed to load this part of the page.';
      el.before(box);
      return new Promise<void>((resolve) => {
        box.querySelector('button')!.addEventListener('click', () => {
          box.remove();
          // A new query string makes the browser ask again instead of reusing the failed import.
          el.dataset.island = `${src.split('?')[0]}?retry=${Date.now()}`;
          void hydrate(el).then(resolve);
        });
      });
    },
  );
}

/** Hydrates every island under root; resolves when all have hydrated (or failed for good). */
export function hydrateIslands(root: ParentNode): Promise<void> {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  return Promise.race([
    Promise.all(islands.map(hydrate)).then(() => undefined),
    // A failed island waits for "Retry"; the page still counts as started.
    new Promise<void>((resolve) => window.setTimeout(resolve, 10_000)),
  ]);
}
