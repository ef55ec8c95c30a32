import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, NodeResult, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite, useE2E, waitHydrated } from './browser.js';

/**
 * The accessibility audit: axe-core, with every rule it enables by default (colour contrast
 * included), in real Chromium on every route of the built Codex site in light mode, and in dark
 * mode on a page of every kind holding every component (dark mode changes colours only).
 * One browser, one page per colour mode; every route is a full page load.
 */

const e2e = useE2E();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The test list comes from the build: every route in the sitemap, and an unknown route (the 404 page).
const routes = [
  ...new Set(
    [
      ...readFileSync(path.join(await builtSite(), 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => new URL(m[1]!).pathname),
  ),
]
  .sort()
  .concat('/this-route-does-not-exist');

/** One page of each kind, and docs with each component (table, admonitions, code, tabs), for dark mode. */
const DARK_SAMPLE = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/mdx-blog-post',
  '/blog/tags',
  '/blog/tags/hello',
  '/docs/api/entries',
  '/docs/changelog',
  '/docs/editor/code-block',
  '/icons/',
  '/markdown-page',
  '/this-route-does-not-exist',
];

it('audits in dark mode only pages the site has', () => {
  expect(DARK_SAMPLE.filter((route) => !routes.includes(route))).toEqual([]);
});

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: number;
  targets: string[];
}

/** A readable summary of one violated rule: where (a few selectors) and, for contrast, the colours. */
function summarise(result: AxeResults['violations'][number]): Violation {
  const where = (node: NodeResult): string => {
    const selector = node.target.map(String).join(' >> ');
    const data = node.any.find((check) => check.id === 'color-contrast')?.data as
      | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
      | undefined;
    return data?.fgColor
      ? `${selector} (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})`
      : selector;
  };
  return {
    id: result.id,
    impact: result.impact,
    help: result.help,
    nodes: result.nodes.length,
    targets: result.nodes.slice(0, 4).map(where),
  };
}

describe.each(['light', 'dark'] as const)('axe, %s mode', (theme) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(theme)});`);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(theme === 'light' ? routes : DARK_SAMPLE)(`%s has no violations (${theme})`, async (route) => {
    await page.goto(e2e.url(route));
    await waitHydrated(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
    await page.addScriptTag({ content: axeSource });
    // Full node lists for violations only (axe's documented speed-up); the rest cross back as rule ids.
    const { violations, passed } = await page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      };
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return { violations: results.violations, passed: results.passes.map((rule) => rule.id) };
    });
    expect(violations.map(summarise)).toEqual([]);
    // Guard against a vacuous pass: the audit really ran, contrast included.
    expect(passed).toContain('color-contrast');
  });
});
