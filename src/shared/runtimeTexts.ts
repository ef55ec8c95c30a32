/**
 * The texts the browser runtime writes, in English. A page in another language carries those its
 * locale translates in a JSON script element (RUNTIME_TEXTS_ELEMENT), written by the server from
 * the message id of each (templates/RuntimeTexts.tsx); `{name}` stands for a value the runtime fills in.
 */
export const RUNTIME_TEXTS = {
  search: 'Search',
  searchPlaceholder: 'Search the docs',
  searchResults: 'Search results',
  noResults: 'No results for “{query}”.',
  didYouMean: 'Did you mean {query}?',
  tryOtherWords: 'Try fewer or other words.',
  /** One form per plural category of the locale, as Docusaurus's plural messages list them. */
  pagesFound: '{count} page found|{count} pages found',
  searchFailed: 'Search is unavailable: {error}',
  copy: 'Copy',
  copied: 'Copied',
  copiedValue: 'Copied "{value}" to the clipboard.',
  /** A filter box's status: how many of a list's items (`data-noun`, else `items`) show. */
  shownOfTotal: '{shown} of {total} {noun}',
  items: 'items',
  colorMode: 'Switch between dark and light mode (currently {mode})',
  darkMode: 'dark mode',
  lightMode: 'light mode',
  crashed: 'This page crashed.',
  tryAgain: 'Try again',
  retry: 'Retry',
  loading: 'Loading',
  loadFailed: 'Failed to load this part of the page.',
  loadingPage: 'Loading page',
};

/** A text of the runtime, by its key in RUNTIME_TEXTS. */
export type RuntimeText = keyof typeof RUNTIME_TEXTS;

/** The id of the script element holding a page's translations of RUNTIME_TEXTS (absent in English). */
export const RUNTIME_TEXTS_ELEMENT = 'docsgen-texts';

/** Fills a message's `{name}` placeholders from `values` (one left as it is when it has no value). */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
