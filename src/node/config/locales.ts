import type { LocaleConfig, SiteConfig } from '../../shared/types.js';
import { isObject } from '../../shared/isObject.js';
import { SiteError } from '../errors.js';

/** Languages written right to left, for a locale whose config does not say its direction. */
const RIGHT_TO_LEFT = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ps',
  'sd',
  'ur',
  'yi',
]);

/** A locale's name in its own language, capitalised ("Français"), as Docusaurus labels one by default. */
function ownName(code: string): string {
  // ICU's display names cost a build 26 ms to load: the sites in English alone, most of them, skip it.
  if (code === 'en') return 'English';
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * The site's locales from Docusaurus's `i18n` (`defaultLocale`, `locales`, `localeConfigs` with
 * `label`, `direction`, `htmlLang`, `path`), with its defaults; `file` is the config, for its errors.
 * The default locale is first, and the one built is `defaultLocale` until a build picks another.
 */
export function siteLocales(value: unknown, file: string): SiteConfig['i18n'] {
  if (value === undefined) return { defaultLocale: 'en', current: 'en', locales: [locale('en', {}, 'en')] };
  if (!isObject(value)) throw new SiteError('"i18n" must be an object', file);
  const defaultLocale = typeof value.defaultLocale === 'string' ? value.defaultLocale : 'en';
  const codes = Array.isArray(value.locales) ? value.locales : [defaultLocale];
  if (codes.some((code) => typeof code !== 'string' || !/^[A-Za-z0-9-_]+$/.test(code)))
    throw new SiteError('"i18n.locales" must list locale codes such as "en" or "pt-BR"', file);
  if (!codes.includes(defaultLocale))
    throw new SiteError(`"i18n.locales" must include the default locale "${defaultLocale}"`, file);
  const configs = isObject(value.localeConfigs) ? value.localeConfigs : {};
  const ordered = [defaultLocale, ...(codes as string[]).filter((code) => code !== defaultLocale)];
  return {
    defaultLocale,
    current: defaultLocale,
    locales: ordered.map((code) => locale(code, isObject(configs[code]) ? configs[code] : {}, defaultLocale)),
  };
}

function locale(code: string, config: Record<string, unknown>, defaultLocale: string): LocaleConfig {
  const text = (key: string, fallback: string): string =>
    typeof config[key] === 'string' ? (config[key] as string) : fallback;
  const direction = text(
    'direction',
    RIGHT_TO_LEFT.has(code.split(/[-_]/)[0]!.toLowerCase()) ? 'rtl' : 'ltr',
  );
  return {
    code,
    label: text('label', ownName(code)),
    direction: direction === 'rtl' ? 'rtl' : 'ltr',
    htmlLang: text('htmlLang', code),
    // The default locale is served at the site's root; the others under their path.
    path: code === defaultLocale ? '' : text('path', code).replace(/^\/+|\/+$/g, ''),
  };
}
