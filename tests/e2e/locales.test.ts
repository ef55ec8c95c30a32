import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, it } from 'vitest';
import { sharedRoot, useE2E } from './browser.js';

// tests/fixtures/docusaurus-i18n in Chromium: the locale menu leads to the page shown, in another
// locale (another site: a full load), each locale searches its own pages, Arabic reads right to left.
const e2e = useE2E(() => sharedRoot('docusaurus-i18n'));

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const menuLink = (lang: string) => `.navbar__inner a[data-locale-base][hreflang="${lang}"]`;

it('switches language to the page shown, after client navigation too', async () => {
  const { page, errors } = await e2e.open('/docs/next/intro');
  await page.locator('.doc-sidebar a[href="/docs/next/lamps"]').click();
  await page.waitForURL(e2e.url('/docs/next/lamps'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Lamps');
  expect(await page.locator(menuLink('fr')).getAttribute('href')).toBe('/fr/docs/next/lamps');
  await page.locator('.navbar__inner .navbar__dropdown-label', { hasText: 'English' }).hover();
  await page.locator(menuLink('fr')).click();
  await page.waitForURL(e2e.url('/fr/docs/next/lamps'));
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(await page.locator('.doc__untranslated').textContent()).toContain('not translated into Français');
  expect(await page.locator('.navbar__inner .navbar__link', { hasText: 'Documentation' }).count()).toBe(1);
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});

it("searches the locale's own pages", async () => {
  const { page } = await e2e.open('/fr/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Rechercher des docs' }).fill('lumière');
  const results = page.getByRole('option');
  await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await results.first().getAttribute('href')).toBe('/fr/');
  await page.getByRole('combobox', { name: 'Rechercher des docs' }).fill('candles');
  await expect.poll(() => results.first().getAttribute('href'), { timeout: 10_000 }).toBe('/fr/docs/intro');
  // The count it announces, in the form French gives one page (Docusaurus's plural message).
  expect(await page.locator('.search__panel [role=status]').textContent()).toBe('Un document trouvé');
});

it("writes the runtime's texts in the page's language: the copy button, search, the colour toggle", async () => {
  // A page French readers see in English (not translated): the words around its content are French.
  const { page, context } = await e2e.open('/fr/docs/next/lamps');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = page.getByRole('button', { name: 'Copier le code' });
  expect(await copy.textContent()).toBe('Copier');
  await copy.click();
  await expect.poll(() => copy.textContent()).toBe('Copié');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('lamp.brightness = 80;');
  await expect.poll(() => copy.textContent(), { timeout: 5_000 }).toBe('Copier');
  const toggle = page.locator('.theme-toggle');
  expect(await toggle.getAttribute('aria-label')).toBe(
    'Basculer entre le mode sombre et clair (actuellement mode clair)',
  );
  await toggle.click();
  expect(await toggle.getAttribute('aria-label')).toBe(
    'Basculer entre le mode sombre et clair (actuellement mode sombre)',
  );
  await page.getByRole('button', { name: 'Chercher Ctrl K' }).click();
  const input = page.getByRole('combobox', { name: 'Rechercher des docs' });
  expect(await input.getAttribute('placeholder')).toBe('Rechercher des docs');
  await input.fill('zzqxv');
  await expect
    .poll(() => page.locator('.search__empty').textContent(), { timeout: 10_000 })
    .toMatch(/^Aucun résultat pour “zzqxv”\./);
  // English pages carry no texts: the runtime has them.
  const english = await e2e.open('/docs/next/lamps');
  expect(await english.page.locator('#docsgen-texts').count()).toBe(0);
  expect(await english.page.locator('.code-block__copy').textContent()).toBe('Copy');
  await english.page.keyboard.press('Control+k');
  expect(await english.page.getByRole('combobox', { name: 'Search the docs' }).count()).toBe(1);
});

it('lays Arabic pages out right to left: the docs sidebar on the right of the text', async () => {
  const { page } = await e2e.open('/ar/docs/next/intro', { viewport: { width: 1280, height: 800 } });
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  const sidebar = await page.locator('.doc-sidebar').boundingBox();
  const article = await page.locator('.doc__article').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(article!.x);
  // The page with a version banner, an untranslated notice, a version menu and a locale menu passes axe.
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
});
