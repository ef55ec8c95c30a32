import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, NodeResult, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSample, markupFeatures } from './auditSample.js';
import { builtSite } from '../helpers.js';
import { useE2E, waitHydrated } from './browser.js';

/**
 * The accessibility audit: axe-core, with every rule it enables by default (colour contrast
 * included), in real Chromium, in light and in dark mode, on the pages of the built Codex site
 * that hold between them every kind of markup its pages have (`auditSample`: each template, each
 * component in each context it appears in, each step between heading levels). A route outside
 * the sample has no element an audited page lacks, so auditing it again finds nothing new; a page
 * that gains new markup joins the sample from the build it appears in.
 *
 * One browser and one page for the file; axe is an init script, so it is compiled with each
 * document instead of sent over for every audit. Each route is a full page load in light mode,
 * audited, then switched to dark with the site's own toggle and audited again: dark mode changes
 * colours only, so the same sample covers it.
 */

const e2e = useE2E();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const NOT_FOUND = '/this-route-does-not-exist';
const out = await builtSite();

/** The HTML the server answers a route with. */
function htmlOf(route: string): string {
  if (route === NOT_FOUND) return readFileSync(path.join(out, '404.html'), 'utf8');
  const folder = path.join(out, route, 'index.html');
  return readFileSync(existsSync(folder) ? folder : path.join(out, `${route}.html`), 'utf8');
}

// Every route in the sitemap, and an unknown route (the 404 page); the sample comes from their HTML.
const routes = [
  ...new Set(
    [...readFileSync(path.join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    ),
  ),
]
  .sort()
  .concat(NOT_FOUND);
const sample = auditSample(new Map(routes.map((route) => [route, markupFeatures(htmlOf(route))])));

it('audits a page of every template, and fewer pages than the site has', () => {
  const templates = {
    home: /^\/$/,
    doc: /^\/docs\/./,
    'blog list': /^\/blog$/,
    'blog post': /^\/blog\/(?!tags|archive)[^/]+$/,
    'tag list': /^\/blog\/tags$/,
    'tag page': /^\/blog\/tags\/./,
    archive: /^\/blog\/archive$/,
    'icon gallery': /^\/icons\/$/,
    'Markdown page': /^\/markdown-page$/,
    '404': new RegExp(`^${NOT_FOUND}$`),
  };
  const missing = Object.entries(templates).filter(
    ([, pattern]) => !sample.some((route) => pattern.test(route)),
  );
  expect(missing.map(([name]) => name)).toEqual([]);
  expect(sample.length).toBeLessThan(routes.length);
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

describe('axe', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    // Every load starts in light mode: the previous route's audit left the toggle on dark.
    await context.addInitScript(`localStorage.setItem('theme', 'light');`);
    await context.addInitScript(axeSource);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Audits the page as it is in `theme`: the violations, summarised. */
  async function audit(theme: 'light' | 'dark'): Promise<Violation[]> {
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
    // Full node lists for violations only (axe's documented speed-up); the rest cross back as rule ids.
    const { violations, passed } = await page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      };
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return { violations: results.violations, passed: results.passes.map((rule) => rule.id) };
    });
    // Guard against a vacuous pass: the audit really ran, contrast included.
    expect(passed).toContain('color-contrast');
    return violations.map(summarise);
  }

  it.each(sample)('%s has no violations in light or dark mode', async (route) => {
    await page.goto(e2e.url(route));
    await waitHydrated(page);
    const light = await audit('light');
    await page.locator('.navbar .theme-toggle').click();
    const dark = await audit('dark');
    expect({ light, dark }).toEqual({ light: [], dark: [] });
  });
});
