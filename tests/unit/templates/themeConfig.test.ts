import { afterEach, describe, expect, it } from 'vitest';
import { useThemeConfig } from '../../../templates/docusaurus/theme-common/index.js';

const site = (themeConfig: Record<string, unknown>) => ({
  title: 'Site',
  tagline: '',
  url: 'https://example.com',
  baseUrl: '/',
  customFields: {},
  themeConfig,
});

describe("useThemeConfig (@docusaurus/theme-common, as necord's swizzled TOC reads it)", () => {
  const global = globalThis as { __DOCSGEN_SITE__?: unknown };
  afterEach(() => delete global.__DOCSGEN_SITE__);

  it("gives the site's themeConfig, with Docusaurus's heading levels where it sets none", () => {
    global.__DOCSGEN_SITE__ = site({ navbar: { title: 'Necord' } });
    expect(useThemeConfig()).toEqual({
      navbar: { title: 'Necord' },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    });
  });

  it('keeps the levels the site sets', () => {
    global.__DOCSGEN_SITE__ = site({ tableOfContents: { maxHeadingLevel: 5 } });
    expect(useThemeConfig().tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 5 });
  });
});
