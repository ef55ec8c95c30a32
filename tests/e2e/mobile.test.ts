import { expect, it } from 'vitest';
import { hasMarker, setMarker, useE2E } from './browser.js';

const e2e = useE2E();

it('puts the sidebar behind "Toggle navigation bar" at 800 px and closes it above 996 px', async () => {
  const { page } = await e2e.open('/docs/api/entries', { viewport: { width: 800, height: 900 } });
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  // Hidden above 996 px, where getByRole no longer finds it.
  const toggleElement = page.locator('.navbar__toggle');
  const drawerLink = page.locator('.navbar-drawer a[href="/docs/api/errors"]');
  expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
  expect(await toggle.isVisible()).toBe(true);
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  expect(await drawerLink.isVisible()).toBe(true);

  await page.setViewportSize({ width: 1200, height: 900 });
  await expect.poll(() => toggleElement.getAttribute('aria-expanded')).toBe('false');
  expect(await toggleElement.isVisible()).toBe(false);
  expect(await page.locator('.navbar-drawer').isVisible()).toBe(false);
  expect(await page.locator('.doc-sidebar a[href="/docs/api/errors"]').isVisible()).toBe(true);

  // Back on a small screen, a drawer link navigates and closes the drawer.
  await page.setViewportSize({ width: 800, height: 900 });
  await setMarker(page);
  await toggle.click();
  await drawerLink.click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Errors');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await page.locator('.navbar-drawer').isVisible()).toBe(false);
  expect(await hasMarker(page)).toBe(true);
});

it('keeps the toggle reachable below the announcement bar, so the same button closes the drawer', async () => {
  const { page } = await e2e.open('/docs/api/entries', { viewport: { width: 420, height: 800 } });
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  expect(await page.locator('.navbar-drawer').isVisible()).toBe(true);
  // A real click at the button's position: it fails if the open drawer covers the button.
  await toggle.click({ trial: true });
  await toggle.click();
  expect(await page.locator('.navbar-drawer').isVisible()).toBe(false);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
});
