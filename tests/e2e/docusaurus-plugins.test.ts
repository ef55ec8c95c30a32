import { expect, it } from 'vitest';
import { sharedRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-plugins: markdown.mermaid, one page with a diagram.
const e2e = useE2E(() => sharedRoot('docusaurus-plugins'));

it('loads no Mermaid on a page without a diagram, and draws one after a client navigation, again on a theme switch', async () => {
  const requested: string[] = [];
  const { page, errors } = await e2e.open('/docs/plain', {
    before: async (p) => void p.on('request', (request) => requested.push(new URL(request.url()).pathname)),
  });
  await page.waitForLoadState('networkidle');
  expect(requested.filter((pathname) => pathname.startsWith('/assets/mermaid/'))).toEqual([]);

  await page.locator('.markdown a[href="/docs/diagram"]').click();
  const svg = page.locator('.mermaid-diagram[data-drawn] svg');
  // Mermaid is about 1 MB of scripts: on a loaded machine it takes more than expect.poll's default second.
  await expect.poll(() => svg.count(), { timeout: 15_000 }).toBe(1);
  expect(await svg.textContent()).toContain('Reader');
  expect(requested.some((pathname) => /^\/assets\/mermaid\/mermaid-\w+\.js$/.test(pathname))).toBe(true);

  // The diagram is drawn again in the other colour mode, with the theme themeConfig.mermaid names
  // for it: Mermaid's neutral (grey nodes) in light mode, forest (green) in dark mode.
  expect(await svg.locator('style').textContent()).toContain('fill:#eee');
  const first = await svg.getAttribute('id');
  await page.getByRole('button', { name: /dark and light mode/ }).click();
  const redrawn = page.locator('.mermaid-diagram svg');
  await expect.poll(() => redrawn.getAttribute('id'), { timeout: 15_000 }).not.toBe(first);
  expect(await redrawn.locator('style').textContent()).toContain('fill:#cde498');
  // Only the resources this machine cannot have fail: the KaTeX stylesheet of a CDN, and a favicon.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});
