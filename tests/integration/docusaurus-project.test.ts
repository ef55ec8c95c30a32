import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, runCli, type CliResult } from '../helpers.js';

/** Every page of a built site, as its route. */
function routes(root: string, rels: string[]): string[] {
  return rels
    .filter((rel) => existsSync(path.join(root, 'build', rel, 'index.html')))
    .map((rel) => `/${rel}`);
}

describe('an unchanged Docusaurus 3 project (tests/fixtures/docusaurus-project)', () => {
  let root = '';
  let result: CliResult;

  beforeAll(async () => {
    root = copyFixture('docusaurus-project');
    // Run from elsewhere: nothing depends on the working folder.
    result = await runCli(['build', '--root', root, '--no-cache'], { cwd: tmpdir() });
  });

  it('builds with its own config, stands in for a package that is not installed, and says so where it is required', () => {
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'docusaurus.config.js:3:28: warning: "prism-react-renderer" is not installed: a stand-in takes its place\n',
    );
  });

  it("serves the docs under the preset's routeBasePath, from docs/, with sidebars.js", () => {
    const docs = ['guide/intro', 'guide/basics/install', 'guide/basics/settings'];
    expect(routes(root, docs)).toEqual(docs.map((rel) => `/${rel}`));
    expect(existsSync(path.join(root, 'build/docs'))).toBe(false);
    const intro = readBuilt(root, 'guide/intro/index.html');
    expect(intro).toContain('href="/guide/basics/install"');
    // The sidebar is sidebars.js's: the category and its two docs, in its order.
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(intro)?.[0] ?? '';
    expect([...sidebar.matchAll(/>(Introduction|Basics|Install|Configure)</g)].map((m) => m[1])).toEqual([
      'Introduction',
      'Basics',
      'Install',
      'Configure',
    ]);
  });

  it('reads the blog, with dated routes, and src/pages', () => {
    expect(existsSync(path.join(root, 'build/blog/index.html'))).toBe(true);
    // Dated file names give dated URLs, as Docusaurus makes them; two posts a page (postsPerPage).
    expect(readBuilt(root, 'blog/2024/01/02/hello/index.html')).toContain('The first release is out.');
    expect(existsSync(path.join(root, 'build/blog/2024/02/03/second-release/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/blog/page/2'))).toBe(false);
    expect(readBuilt(root, 'about/index.html')).toContain('made by a small team of volunteers');
  });

  it('resolves links to Markdown files as Docusaurus does: beside the file, then from the docs folder', () => {
    const page = readBuilt(root, 'guide/basics/settings/index.html');
    expect(page).toContain('<a href="/guide/intro">introduction</a>');
    expect(page).toContain('<a href="/guide/basics/install#steps">install</a>');
  });

  it('ends each doc with its edit link and last update, as the docs options and front matter say', async () => {
    const intro = readBuilt(root, 'guide/intro/index.html');
    expect(intro).toContain(
      '<a class="doc__edit" href="https://github.com/widget-kit/widget-kit/tree/main/website/docs/intro.md"',
    );
    const settings = readBuilt(root, 'guide/basics/settings/index.html');
    expect(settings).toContain('href="https://example.org/edit/configure"');
    expect(settings).toContain(
      '<span class="doc__updated">Last updated on <time datetime="2024-03-05">March 5, 2024</time> by Mira Okafor</span>',
    );
    expect(readBuilt(root, 'guide/basics/install/index.html')).not.toContain('doc__edit');
    // In a checkout, the last update is the file's last commit.
    const checkout = copyFixture('docusaurus-project');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Ana Lima', '-c', 'user.email=a@l', ...args], {
        cwd: checkout,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2023-07-08T10:00:00Z',
          GIT_COMMITTER_DATE: '2023-07-08T10:00:00Z',
        },
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'site');
    expect((await runCli(['build', '--root', checkout, '--no-cache'])).code).toBe(0);
    expect(readBuilt(checkout, 'guide/intro/index.html')).toContain(
      'Last updated on <time datetime="2023-07-08">July 8, 2023</time> by Ana Lima',
    );
  });

  it("lists authors.yml's authors, and gives a page to each author it asks one for", () => {
    const list = readBuilt(root, 'blog/authors/index.html');
    expect(list).toContain('<a class="author__name" href="/blog/authors/mira-okafor">Mira Okafor</a>');
    expect(list).toContain('<a class="author__name" href="/blog/authors/tomas">Tomás Reyes</a>');
    expect(list).toContain('<span class="author__name">Sam Lee</span>');
    expect(list).toMatch(
      /Mira Okafor<\/a><small class="author__title">Maintainer<\/small><small class="author__count">2 posts/,
    );
    const mira = readBuilt(root, 'blog/authors/mira-okafor/index.html');
    expect(mira).toContain('<h1 class="page-title">Mira Okafor</h1>');
    expect(mira).toContain('href="/blog/2024/01/02/hello"');
    expect(mira).toContain('href="/blog/2024/02/03/second-release"');
    // An author with a page but no post still has it, empty.
    expect(readBuilt(root, 'blog/authors/tomas/index.html')).toContain('0 posts');
    expect(existsSync(path.join(root, 'build/blog/authors/sam-lee'))).toBe(false);
    // A post names its author with a link to the author's page.
    expect(readBuilt(root, 'blog/2024/01/02/hello/index.html')).toContain(
      '<a class="author__name" href="/blog/authors/mira-okafor">Mira Okafor</a>',
    );
  });

  it('takes the title, navbar (a doc item included) and footer from themeConfig', () => {
    const page = readBuilt(root, 'guide/basics/settings/index.html');
    // Its social card and meta tags are every page's.
    expect(page).toContain(
      '<meta property="og:image" content="https://widgets.example.org/img/favicon.ico"/>',
    );
    expect(page).toContain('<meta name="theme-color" content="#2e8555"/>');
    // The site's stylesheets, scripts and head tags end the head, as the config gives them.
    expect(page).toContain(
      '<link rel="stylesheet" href="/css/extra.css" media="print">' +
        '<script src="/js/count.js"></script><script src="/js/local.js" async></script>' +
        '<meta name="widget-kit" content="docs">' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
    );
    // customCss follows the theme in its one stylesheet, and its Infima colour is the theme's primary.
    const css = readBuilt(root, /href="\/(assets\/css\/theme\.\w+\.css)"/.exec(page)![1]!);
    expect(css).toMatch(/--primary: ?var\(--ifm-color-primary, ?#2f4aa8\)/);
    expect(css.trimEnd().endsWith(':root {\n  --ifm-color-primary: #2e8555;\n}')).toBe(true);
    // An `html` item shows its markup as it is, on the right.
    expect(page).toMatch(
      /navbar__right.*<li class="navbar__html"><span class="release-badge">v2 beta<\/span><\/li>/,
    );
    expect(page).toContain('<title>Configure | Widget Kit</title>');
    // The logo's `img/logo.svg` is a static file of the site's root, as useBaseUrl makes it.
    expect(page).toContain('<img class="navbar__logo" src="/img/logo.svg" alt="Widget Kit logo"');
    expect(page).toMatch(/<a[^>]*href="\/guide\/intro"[^>]*>Guide<\/a>/);
    // A doc item links to the doc's route, its slug included.
    expect(page).toMatch(/<a[^>]*href="\/guide\/basics\/settings"[^>]*>Settings<\/a>/);
    expect(page).toContain('href="https://github.com/widget-kit/widget-kit"');
    // An icon link: no label, its class (which the site's CSS draws) and aria-label.
    expect(page).toContain(
      '<a class="navbar__link header-chat-link" href="https://chat.example.org" aria-label="Chat" target="_blank" rel="noopener noreferrer"></a>',
    );
    expect(page).toContain('Copyright © 2024 Widget Kit contributors.');
  });

  it('warns once for each top-level key it does not read, and fails on none', async () => {
    const other = copyFixture('docusaurus-project');
    const config = path.join(other, 'docusaurus.config.js');
    writeFileSync(
      config,
      `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', mystery: 1, plugins: ['docusaurus-plugin-sass'] };\n`,
    );
    const built = await runCli(['build', '--root', other, '--no-cache']);
    expect(built.code).toBe(0);
    expect(built.stderr.split('\n').filter(Boolean).sort()).toEqual([
      'docusaurus.config.js:1:1: warning: "mystery" is not read by docsgen',
      'docusaurus.config.js:1:1: warning: "plugins" is not applied yet',
    ]);
  });
});
