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
 * by message id: what docsgen's own texts (the version banners, "Previous", "Next", "On this page")
 * say in that locale. Empty for English and for a locale Docusaurus has no translations for.
 */
export function themeMessages(code: string): Record<string, string> {
  let messages = byLocale.get(code);
  if (!messages) {
    const folder = translationsFolder(code);
    const file = folder && path.join(locales, folder, 'theme-common.json');
    messages =
      file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    byLocale.set(code, messages);
  }
  return messages;
}
