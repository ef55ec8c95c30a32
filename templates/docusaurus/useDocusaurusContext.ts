import { docusaurusSite } from '../../src/shared/docusaurusSite.js';

/** `useDocusaurusContext()`: the site's config, and the one locale docsgen builds. */
export default function useDocusaurusContext() {
  return {
    siteConfig: docusaurusSite(),
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {},
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
  };
}
