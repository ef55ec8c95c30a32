import { createContext, useContext, type ReactNode } from 'react';
import { interpolate } from './docusaurus/Interpolate.js';
import { docusaurusSite } from '../src/shared/docusaurusSite.js';
import { pluralForm } from '../src/shared/pluralForm.js';
import { fillMessage } from '../src/shared/runtimeTexts.js';

/**
 * The site's translations of docsgen's own texts, by Docusaurus's theme message ids (the site's
 * `code.json` over Docusaurus's translations for its locale; see themeMessages). Empty in English.
 * The server provides them to the pages it renders; a site's bundled component (a swizzled part's
 * `@theme/EditThisPage`) has its own copy of this module, which takes them from the bundled config.
 */
export const UiMessages = createContext<Readonly<Record<string, string>>>(docusaurusSite().messages ?? {});

/** The code of the page's locale, whose plural rules pick a plural message's form (see pluralForm). */
export const UiLocale = createContext<string>(docusaurusSite().i18n?.currentLocale ?? 'en');

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

/** As useUiText, for a message whose placeholders take elements (a `<time>`) as well as text. */
export function useUiNodes(): (id: string, english: string, values: Record<string, ReactNode>) => ReactNode {
  const messages = useContext(UiMessages);
  return (id, english, values) => interpolate(messages[id] ?? english, values);
}

/**
 * A plural text of docsgen's own in the page's locale: as useUiText, of the form `count` takes
 * (see pluralForm), `{count}` filled with it.
 */
export function useUiPlural(): UiPlural {
  return uiPlural(useContext(UiMessages), useContext(UiLocale));
}

/** A plural text of docsgen's own in a locale: see useUiPlural. */
export type UiPlural = (
  id: string,
  english: string,
  count: number,
  values?: Record<string, string>,
) => string;

/**
 * useUiPlural outside React: the plural texts of a locale's `messages`, by the rules of `locale`;
 * docsgen's English, where the locale has no message, by English's.
 */
export function uiPlural(messages: Readonly<Record<string, string>>, locale: string): UiPlural {
  return (id, english, count, values = {}) => {
    const message = messages[id];
    const form =
      message === undefined ? pluralForm(english, count, 'en') : pluralForm(message, count, locale);
    return fillMessage(form, { ...values, count });
  };
}

/** The site's own words for Docusaurus's theme message `id` in the page's locale, if it has them. */
export function useUiMessage(id: string): string | undefined {
  return useContext(UiMessages)[id];
}

/** The attributes that mark a text of message `id` as English where the site has no translation of it. */
export function useEnglishMark(id: string): { lang?: string; dir?: 'ltr' } {
  return useUiMessage(id) === undefined ? { lang: 'en', dir: 'ltr' } : {};
}
