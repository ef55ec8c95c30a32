import { createContext, useContext } from 'react';
import { fillMessage } from '../src/shared/runtimeTexts.js';

/**
 * The site's translations of docsgen's own texts, by Docusaurus's theme message ids (the site's
 * `code.json` over Docusaurus's translations for its locale; see themeMessages). Empty in English.
 */
export const UiMessages = createContext<Readonly<Record<string, string>>>({});

/**
 * docsgen's own text `english` in the page's locale: the translation of Docusaurus's theme message
 * `id` when the site has one, its `{name}` placeholders filled from `values`.
 */
export function useUiText(): UiText {
  return uiText(useContext(UiMessages));
}

/** A text of docsgen's own in a locale: see useUiText. */
export type UiText = (id: string, english: string, values?: Record<string, string>) => string;

/** useUiText outside React: the texts of a locale's `messages`. */
export function uiText(messages: Readonly<Record<string, string>>): UiText {
  return (id, english, values = {}) => fillMessage(messages[id] ?? english, values);
}

/** The site's own words for Docusaurus's theme message `id` in the page's locale, if it has them. */
export function useUiMessage(id: string): string | undefined {
  return useContext(UiMessages)[id];
}

/** The attributes that mark a text of message `id` as English where the site has no translation of it. */
export function useEnglishMark(id: string): { lang?: string; dir?: 'ltr' } {
  return useUiMessage(id) === undefined ? { lang: 'en', dir: 'ltr' } : {};
}
