import { describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, rewriteFile, runCli } from '../helpers.js';
import { writeFiles } from './serveHelpers.js';

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

  it("keeps a per-page part's stylesheet, beside a doc's pieces that read the path and the doc (an island too)", async () => {
    const root = await built((dir) => {
      rewriteFile(
        dir,
        'src/theme/Navbar/index.js',
        "from '@docusaurus/router';",
        "from '@docusaurus/router';\nimport styles from './styles.module.css';",
      );
      rewriteFile(
        dir,
        'src/theme/Navbar/index.js',
        'data-from={state?.from}',
        'data-from={state?.from} data-style={styles.path}',
      );
      writeFiles(dir, {
        'src/theme/Navbar/styles.module.css': '.path { color: teal; }\n',
        // A doc's side table of contents with a button (an island) saying where it is and what it lists.
        'src/theme/DocItem/TOC/Desktop/index.js': [
          "import React, { useState } from 'react';",
          "import { useLocation } from '@docusaurus/router';",
          "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
          'export default function TocWhere() {',
          '  const { pathname } = useLocation();',
          '  const { toc } = useDoc();',
          '  const [open, setOpen] = useState(false);',
          '  return (',
          '    <button className="toc-where" onClick={() => setOpen(!open)}>',
          "      {`${pathname}: ${toc.map((h) => h.value).join(',')}`}",
          '    </button>',
          '  );',
          '}',
          '',
        ].join('\n'),
      });
    });
    for (const [file, pathname, headings] of [
      ['docs/intro/index.html', '/docs/intro', ''],
      ['docs/other/index.html', '/docs/other', 'Details'],
    ]) {
      const page = readBuilt(root, file!);
      // The Navbar rendered for this page, after its own stylesheet.
      expect(page).toMatch(
        new RegExp(
          `<link rel="stylesheet" href="/assets/css/page-\\w+\\.css"/><div class="frame"[^>]*><p class="navbar-path" data-style="[^"]+">${pathname}</p>`,
        ),
      );
      // The doc's piece rendered with the page: its path and headings, held for its island.
      const toc = new RegExp(
        `<div class="frame" data-island="[^"]+" data-part="([^"]+)"><button class="toc-where">${pathname}: ${headings}</button>`,
      ).exec(page);
      expect(toc, file).not.toBeNull();
      expect(toc![1]).toContain(`&quot;pathname&quot;:&quot;${pathname}&quot;`);
    }
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
