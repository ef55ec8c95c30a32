import { docusaurusSite } from '../../src/shared/docusaurusSite.js';

/** `useDocusaurusContext()`: the site's config, and its locales with the one the page is in. */
export default function useDocusaurusContext() {
  const siteConfig = docusaurusSite();
  const i18n = siteConfig.i18n ?? { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] };
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {},
    i18n: { ...i18n, localeConfigs: {} },
  };
}
