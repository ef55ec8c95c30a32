import { describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, rewriteFile, runCli } from '../helpers.js';

/** Builds a copy of tests/fixtures/docusaurus-location (no cache), optionally edited first; returns its root. */
async function built(edit?: (root: string) => void): Promise<string> {
  const root = copyFixture('docusaurus-location');
  edit?.(root);
  const result = await runCli(['build', '--root', root, '--no-cache']);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toBe('');
  return root;
}

/** The element a swizzled part is in on a page, up to its own first element (`navbar-path`, `footer-note`). */
function frameOf(page: string, inner: string): string {
  const match = new RegExp(`<div class="frame"[^>]*><p class="${inner}"[^>]*>[^<]*</p>`).exec(page);
  expect(match, inner).not.toBeNull();
  return match![0];
}

describe('useLocation in a part rendered once for the site (tests/fixtures/docusaurus-location)', () => {
  it("renders a Navbar and a Root that read the location for each page, with the page's path, which their islands hydrate from", async () => {
    const root = await built();
    for (const [file, pathname] of [
      ['docs/intro/index.html', '/docs/intro'],
      ['docs/other/index.html', '/docs/other'],
      ['index.html', '/'],
    ]) {
      const page = readBuilt(root, file!);
      const navbar = frameOf(page, 'navbar-path');
      expect(navbar).toContain(`<p class="navbar-path">${pathname}</p>`);
      expect(navbar).toMatch(/data-island="\/assets\/islands\/[^"]+\.js"/);
      const held = `data-part="{&quot;pathname&quot;:&quot;${pathname}&quot;}"`;
      expect(navbar).toContain(held);
      // The Root around the whole page, the page in its slot.
      expect(page).toMatch(new RegExp(`<body><div class="frame" data-island="[^"]+" ${held}>`));
      expect(page).toContain(`<p class="root-path">Around ${pathname}</p></div></body>`);
      // What the Navbar's <Head> says for this page: nothing on one of them.
      expect(page.match(/<meta name="where"[^>]*>/g)).toEqual(
        pathname === '/docs/other' ? null : [`<meta name="where" content="${pathname}" data-page-head=""/>`],
      );
    }
    // A client navigation's payload brings the page's main alone: the navbar is the first page's.
    expect(readBuilt(root, 'docs/other/page-data.json')).not.toContain('navbar-path');
    // The footer reads no location: once for the site, the same static HTML on every page.
    const footer = frameOf(readBuilt(root, 'docs/intro/index.html'), 'footer-note');
    expect(footer).toBe('<div class="frame"><p class="footer-note">Same on every page</p>');
    expect(frameOf(readBuilt(root, 'docs/other/index.html'), 'footer-note')).toBe(footer);
  });

  it('gives the path with the base URL, as Docusaurus does', async () => {
    const root = await built((dir) =>
      rewriteFile(dir, 'docusaurus.config.js', "baseUrl: '/',", "baseUrl: '/where/',"),
    );
    expect(frameOf(readBuilt(root, 'docs/intro/index.html'), 'navbar-path')).toContain(
      '<p class="navbar-path">/where/docs/intro</p>',
    );
  });
});
