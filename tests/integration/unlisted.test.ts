import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, rewriteFile, runCli } from '../helpers.js';

/** Every file of the built search index, as one text. */
function searchIndexText(root: string): string {
  const dir = path.join(root, 'build/search');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
    .join('\n');
}

describe('unlisted pages (front matter `unlisted: true`) of a Docusaurus project', () => {
  let root = '';

  beforeAll(async () => {
    root = copyFixture('docusaurus-project');
    // A doc its sidebars file names, a post newer than the others, and a page.
    rewriteFile(
      root,
      'docs/basics/install.md',
      'custom_edit_url: null',
      'custom_edit_url: null\nunlisted: true',
    );
    rewriteFile(
      root,
      'docs/basics/install.md',
      'Add the package',
      'Zanzibarite widgets aside, add the package',
    );
    writeFileSync(
      path.join(root, 'blog/2024-03-04-embargoed.md'),
      '---\ntitle: Embargoed news\ntags: [news]\nauthors: miraOkafor\nunlisted: true\n---\n\nQuokkaberry plans.\n',
    );
    writeFileSync(
      path.join(root, 'src/pages/hidden.md'),
      '---\nunlisted: true\n---\n\n# Hidden page\n\nPangolinade.\n',
    );
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
  });

  it('builds each at its URL, with a notice and a request not to be indexed', () => {
    for (const rel of ['guide/basics/install', 'blog/2024/03/04/embargoed', 'hidden']) {
      const html = readBuilt(root, `${rel}/index.html`);
      expect({ rel, noindex: html.includes('<meta name="robots" content="noindex"/>') }).toEqual({
        rel,
        noindex: true,
      });
      expect(html).toContain('<div class="admonition__title">Unlisted page</div>');
    }
    expect(readBuilt(root, 'guide/intro/index.html')).not.toContain('noindex');
  });

  it('leaves them out of the sidebar, blog lists, feeds, sitemap and search', () => {
    // Links the site writes to it stay (the intro's, the navbar's); the sidebar and the pagination have none.
    const intro = readBuilt(root, 'guide/intro/index.html');
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(intro)?.[0] ?? '';
    expect(sidebar).toContain('href="/guide/basics/settings"');
    expect(sidebar).not.toContain('install');
    const pagination = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(intro)?.[0] ?? '';
    expect(pagination).toContain('href="/guide/basics/settings"');
    for (const rel of [
      'blog/index.html',
      'blog/archive/index.html',
      'blog/tags/news/index.html',
      'blog/rss.xml',
      'blog/atom.xml',
    ]) {
      const text = readBuilt(root, rel);
      expect({ rel, shows: text.includes('Embargoed news') }).toEqual({ rel, shows: false });
    }
    // The newest listed post links to no newer one; the recent posts do not show the unlisted one.
    const second = readBuilt(root, 'blog/2024/02/03/second-release/index.html');
    expect(second).not.toContain('embargoed');
    const sitemap = readBuilt(root, 'sitemap.xml');
    expect(sitemap).toContain('/guide/intro');
    expect(sitemap).not.toMatch(/install|embargoed|hidden/);
    const search = searchIndexText(root);
    expect(search).toContain('widgets');
    expect(search).not.toMatch(/zanzibarite|quokkaberry|pangolinade/i);
  });
});
