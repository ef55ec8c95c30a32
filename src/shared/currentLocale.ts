import type { LocaleConfig, SiteConfig } from './types.js';

/** The locale a site config is built for. */
export function currentLocale(site: Pick<SiteConfig, 'i18n'>): LocaleConfig {
  return site.i18n.locales.find((l) => l.code === site.i18n.current) ?? site.i18n.locales[0]!;
}
