import { useContext } from 'react';
import {
  fillMessage,
  RUNTIME_TEXTS,
  RUNTIME_TEXTS_ELEMENT,
  type RuntimeText,
} from '../src/shared/runtimeTexts.js';
import { UiMessages } from './uiText.js';

/**
 * The message that says each runtime text in a locale: Docusaurus's id where it has one (with what
 * docsgen shows after it, where Docusaurus's message is only the words that lead to a value), else
 * docsgen's own (`docsgen.…`), which only a site's code.json translates.
 */
const MESSAGE_IDS: Record<RuntimeText, string | [id: string, after: string]> = {
  search: 'theme.SearchBar.label',
  searchPlaceholder: 'theme.SearchModal.placeholder',
  searchResults: 'docsgen.search.resultsLabel',
  noResults: ['theme.SearchModal.noResultsScreen.noResultsText', ' “{query}”.'],
  didYouMean: ['theme.SearchModal.noResultsScreen.suggestedQueryText', ' {query}.'],
  tryOtherWords: 'docsgen.search.tryOtherWords',
  pagesFound: 'theme.SearchPage.documentsFound.plurals',
  searchFailed: ['theme.SearchModal.errorScreen.titleText', ': {error}'],
  copy: 'theme.CodeBlock.copy',
  copied: 'theme.CodeBlock.copied',
  copiedValue: 'docsgen.copy.copiedValue',
  shownOfTotal: 'docsgen.filter.shownOfTotal',
  items: 'docsgen.filter.items',
  colorMode: 'theme.colorToggle.ariaLabel',
  darkMode: 'theme.colorToggle.ariaLabel.mode.dark',
  lightMode: 'theme.colorToggle.ariaLabel.mode.light',
  crashed: 'theme.ErrorPageContent.title',
  tryAgain: 'theme.ErrorPageContent.tryAgain',
  retry: 'theme.ErrorPageContent.tryAgain',
  loading: 'theme.IdealImageMessage.loading',
  loadFailed: 'docsgen.island.loadFailed',
  loadingPage: 'docsgen.progress.label',
};

/** A runtime text as the locale's messages say it, or undefined where they do not (English). */
export function runtimeMessage(
  messages: Readonly<Record<string, string>>,
  key: RuntimeText,
): string | undefined {
  const entry = MESSAGE_IDS[key];
  const [id, after] = typeof entry === 'string' ? [entry, ''] : entry;
  const message = messages[id];
  return message === undefined || message + after === RUNTIME_TEXTS[key] ? undefined : message + after;
}

/** A runtime text in the page's locale, for the server's markup of what the runtime later changes. */
export function useRuntimeText(): (key: RuntimeText, values?: Record<string, string>) => string {
  const messages = useContext(UiMessages);
  return (key, values = {}) => fillMessage(runtimeMessage(messages, key) ?? RUNTIME_TEXTS[key], values);
}

/**
 * The runtime's texts the page's locale translates, as JSON the runtime reads (src/client/texts.ts);
 * nothing in English, whose texts the runtime holds.
 */
export function RuntimeTexts() {
  const messages = useContext(UiMessages);
  const texts = Object.fromEntries(
    (Object.keys(RUNTIME_TEXTS) as RuntimeText[]).flatMap((key) => {
      const message = runtimeMessage(messages, key);
      return message === undefined ? [] : [[key, message]];
    }),
  );
  if (!Object.keys(texts).length) return null;
  return (
    <script
      type="application/json"
      id={RUNTIME_TEXTS_ELEMENT}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(texts).replace(/</g, '\\u003c') }}
    />
  );
}
