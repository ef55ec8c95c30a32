import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const locales = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')),
  'locales',
);
const byLocale = new Map<string, Record<string, string>>();

/** The folder of Docusaurus's translations that serves a locale code: its own, else its language's. */
function translationsFolder(code: string): string | undefined {
  const names = existsSync(locales) ? readdirSync(locales) : [];
  const wanted = code.toLowerCase();
  const language = wanted.split('-')[0]!;
  return (
    names.find((name) => name.toLowerCase() === wanted) ??
    names.find((name) => name.toLowerCase() === language) ??
    names.find((name) => name.toLowerCase().startsWith(`${language}-`))
  );
}

/**
 * Docusaurus's own translations of its theme's texts into a locale (`@docusaurus/theme-translations`),
 * by message id: what docsgen's own texts (the version banners, "Previous", "Next", "On this page",
 * the runtime's search and copy button) say in that locale. Empty for English and for a locale Docusaurus has no translations for.
 */
export function themeMessages(code: string): Record<string, string> {
  let messages = byLocale.get(code);
  if (!messages) {
    const folder = translationsFolder(code);
    // Each theme's and plugin's messages (theme-common, theme-search-algolia, …): ids never repeat.
    const files = folder
      ? readdirSync(path.join(locales, folder)).filter((name) => name.endsWith('.json'))
      : [];
    messages = Object.assign(
      {},
      ...files.map(
        (name) =>
          JSON.parse(readFileSync(path.join(locales, folder!, name), 'utf8')) as Record<string, string>,
      ),
    ) as Record<string, string>;
    byLocale.set(code, messages);
  }
  return messages;
}
