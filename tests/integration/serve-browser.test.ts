import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectBrowser } from '../e2e/browser.js';
import { makeSite, startServe, cleanUp, type ServeProcess } from './serveHelpers.js';

const paragraphs = (word: string): string =>
  Array.from(
    { length: 120 },
    (_, i) => `Paragraph ${i}: ${word} words that make the page tall enough to scroll.`,
  ).join('\n\n');
const intro = (word: string): string => `---\ntitle: Intro\n---\n\n# Intro\n\n${paragraphs(word)}\n`;

const site = makeSite({
  'content/docs/intro.md': intro('first'),
  'content/docs/x.md': '---\ntitle: X\n---\n\n# X\n\nThe x page.\n',
});

let server: ServeProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServe(['--root', site, '--port', '0', '--watch']),
    connectBrowser(),
  ]);
  // Serving starts before the first build ends: these tests are about the rebuilds after it.
  await vi.waitFor(() => expect(server.stdout()).toContain('Built'), { timeout: 20_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await cleanUp();
});

/** Opens a page and resolves once its live-reload stream is connected (so no reload can be missed). */
async function open(route: string): Promise<Page> {
  const page = await browser.newPage();
  const connected = page.waitForResponse((r) => r.url().endsWith('/__docsgen/events'));
  await page.goto(server.url + route);
  await connected;
  return page;
}

const overlay = (page: Page) => page.locator('#docsgen-error-overlay');

describe('docsgen serve --watch in a browser', () => {
  it('reloads an open page on save and keeps its scroll position', async () => {
    const page = await open('docs/intro');
    await page.evaluate(() => window.scrollTo(0, 1200));
    const reloaded = page.waitForEvent('load');
    await writeFile(path.join(site, 'content/docs/intro.md'), intro('second'));
    await reloaded;
    await expect
      .poll(() => page.locator('.markdown').textContent(), { timeout: 10_000 })
      .toContain('second words');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(1100);
    await page.close();
  });

  it('shows the error overlay on open pages and on pages loaded while it is open, and clears it', async () => {
    const page = await open('docs/intro');
    await writeFile(path.join(site, 'content/docs/x.md'), '---\ntitle: [unclosed\n---\n\n# X\n');
    await expect(overlay(page).waitFor({ timeout: 20_000 })).resolves.toBeUndefined();
    // The first <pre> holds the `file:line:col: message` line; the terminal shows the very same line.
    const line = (await overlay(page).locator('pre').first().textContent()) ?? '';
    expect(line).toMatch(/^content\/docs\/x\.md:2:\d+: invalid front matter/);
    expect(server.stderr()).toContain(`${line}\n`);
    expect(await overlay(page).getAttribute('role')).toBe('alert');
    expect(await overlay(page).textContent()).toContain('title: [unclosed');

    const later = await open('docs/x');
    expect(await overlay(later).isVisible()).toBe(true);
    expect(await overlay(later).textContent()).toContain(line);

    const reloads = [page.waitForEvent('load'), later.waitForEvent('load')];
    await writeFile(path.join(site, 'content/docs/x.md'), '---\ntitle: X\n---\n\n# X\n\nFixed.\n');
    await Promise.all(reloads);
    for (const p of [page, later]) expect(await overlay(p).count()).toBe(0);
    await page.close();
    await later.close();
  });
});
