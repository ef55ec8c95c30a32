import { docusaurusSite } from '../../../src/shared/docusaurusSite.js';

/** Docusaurus's defaults for what a component reads of `themeConfig` and a site may leave out. */
const TABLE_OF_CONTENTS = { minHeadingLevel: 2, maxHeadingLevel: 3 };

/**
 * `useThemeConfig()`: the site's `themeConfig`, with the table of contents' heading levels that
 * Docusaurus's validation fills in (a swizzled TOC reads `tableOfContents.minHeadingLevel`).
 */
export function useThemeConfig(): Record<string, unknown> & { tableOfContents: typeof TABLE_OF_CONTENTS } {
  const { themeConfig } = docusaurusSite();
  const own = themeConfig.tableOfContents as Partial<typeof TABLE_OF_CONTENTS> | undefined;
  return { ...themeConfig, tableOfContents: { ...TABLE_OF_CONTENTS, ...own } };
}
