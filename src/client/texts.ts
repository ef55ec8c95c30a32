import {
  fillMessage,
  RUNTIME_TEXTS,
  RUNTIME_TEXTS_ELEMENT,
  type RuntimeText,
} from '../shared/runtimeTexts.js';
import { pluralForm } from '../shared/pluralForm.js';

let translated: Partial<Record<RuntimeText, string>> | undefined;

/** A text the runtime writes, in the page's language (English unless the page carries a translation). */
export function text(key: RuntimeText, values: Record<string, string | number> = {}): string {
  translated ??= JSON.parse(document.getElementById(RUNTIME_TEXTS_ELEMENT)?.textContent || '{}') as Partial<
    Record<RuntimeText, string>
  >;
  return fillMessage(translated[key] ?? RUNTIME_TEXTS[key], values);
}

/** A plural text for `count`: the form of its plural category in the page's language. */
export function pluralText(key: RuntimeText, count: number): string {
  return pluralForm(text(key, { count }), count, document.documentElement.lang || 'en');
}
