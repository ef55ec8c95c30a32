import {
  fillMessage,
  RUNTIME_TEXTS,
  RUNTIME_TEXTS_ELEMENT,
  type RuntimeText,
} from '../shared/runtimeTexts.js';

let translated: Partial<Record<RuntimeText, string>> | undefined;
/** Docusaurus's order of plural categories, which a plural message's forms follow. */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A text the runtime writes, in the page's language (English unless the page carries a translation). */
export function text(key: RuntimeText, values: Record<string, string | number> = {}): string {
  translated ??= JSON.parse(document.getElementById(RUNTIME_TEXTS_ELEMENT)?.textContent || '{}') as Partial<
    Record<RuntimeText, string>
  >;
  return fillMessage(translated[key] ?? RUNTIME_TEXTS[key], values);
}

/** A plural text for `count`: the form of its plural category in the page's language. */
export function pluralText(key: RuntimeText, count: number): string {
  const forms = text(key, { count }).split('|');
  const rules = new Intl.PluralRules(document.documentElement.lang || 'en');
  const categories = CATEGORIES.filter((c) =>
    rules.resolvedOptions().pluralCategories.includes(c as Intl.LDMLPluralRule),
  );
  return forms[Math.min(Math.max(categories.indexOf(rules.select(count)), 0), forms.length - 1)]!;
}
