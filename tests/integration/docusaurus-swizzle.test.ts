import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyFixture,
  fixtureBuild,
  readBuilt,
  rewriteFile,
  runCli,
  type CliResult,
  type SiteBuild,
} from '../helpers.js';

/** The head of a built page. */
function headOf(page: string): string {
  return page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
}

/** The temp folder the builds of these tests are given: only theirs, so another test's files are not counted. */
const buildTmp = mkdtempSync(path.join(tmpdir(), 'docsgen-swizzle-tmp-'));

/** Builds a site root (no cache), with the temp folder of these tests. */
function build(root: string): Promise<CliResult> {
  return runCli(['build', '--root', root, '--no-cache'], { env: { TMPDIR: buildTmp } });
}

/** Builds a copy of the fixture whose `src/theme/Footer/index.js` is `code`. */
async function buildWithFooter(code: string): Promise<CliResult> {
  const root = copyFixture('docusaurus-swizzle');
  writeFileSync(path.join(root, 'src/theme/Footer/index.js'), code);
  return build(root);
}

describe('a swizzled frame and <Head> (tests/fixtures/docusaurus-swizzle)', () => {
  let root = '';
  let result: SiteBuild;
  let intro = '';

  beforeAll(async () => {
    result = await fixtureBuild('docusaurus-swizzle');
    root = result.root;
    intro = readBuilt(root, 'docs/intro/index.html');
  });

  afterAll(() => rmSync(buildTmp, { recursive: true, force: true }));

  it('builds without a warning', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
  });

  it("puts the site's Footer in place of docsgen's, docsgen's inside it as @theme-original/Footer", () => {
    const footer = intro.slice(intro.lastIndexOf('</main>'));
    expect(footer).toMatch(
      /^<\/main><\/div><div class="frame" data-island="\/assets\/islands\/[^"]+\.js"><div class="footer-extra"><button type="button" class="footer-counter">Liked (<!-- -->)?0(<!-- -->)? times<\/button><\/div><div class="frame"><footer class="footer">/,
    );
    expect(footer).toContain(
      '<div class="footer__copyright">Copyright © Swizzle Kit</div></div></footer></div></div>',
    );
    // Only once: the site's footer is not added to docsgen's.
    expect(intro.match(/<footer class="footer">/g)).toHaveLength(1);
  });

  it("wraps every page in the site's Root, its children in the slot", () => {
    expect(intro).toMatch(
      /<body><div class="frame" data-island="\/assets\/islands\/docsgen-site-root-\w+\.js"><div class="frame"><a class="skip-link" href="#main">/,
    );
    expect(intro).toMatch(
      /<\/footer><\/div><\/div><\/div><button type="button" class="help-toggle" aria-expanded="false">Open help<\/button><\/div><\/body>/,
    );
    expect(readBuilt(root, '404.html')).toContain('<button type="button" class="help-toggle"');
  });

  it('makes an interactive swizzled part an island, and leaves a static one without React', () => {
    const islands = [...intro.matchAll(/data-island="\/(assets\/islands\/[^"]+\.js)"/g)].map((m) => m[1]!);
    // Root's and the footer's; the navbar's wrapper and the doc footer's have no browser code.
    expect(islands).toHaveLength(2);
    for (const island of islands) expect(existsSync(path.join(root, 'build', island))).toBe(true);
  });

  it("wraps docsgen's navbar in the site's Navbar", () => {
    expect(intro).toContain(
      '<div class="frame"><div class="site-banner" role="note">Swizzle Kit 2 is out</div><div class="frame"><nav class="navbar" aria-label="Main">',
    );
    expect(intro.match(/<nav class="navbar"/g)).toHaveLength(1);
  });

  it("puts the site's Navbar/Logo in place of docsgen's logo, docsgen's inside it as @theme-original/Navbar/Logo", () => {
    expect(intro).toMatch(
      /<div class="navbar__inner"><button type="button" class="navbar__toggle"[^>]*>.*?<\/button><div class="frame"><div class="frame"><a class="navbar__brand" href="\/"><span class="navbar__title">Swizzle Kit<\/span><\/a><\/div><span class="navbar-badge">beta<\/span><\/div><ul class="navbar__items">/,
    );
    expect(intro.match(/class="navbar__brand"/g)).toHaveLength(1);
  });

  it("shows the logo in an ejected Navbar's @theme/Navbar/Logo: the site's own around docsgen's, or docsgen's", async () => {
    const other = copyFixture('docusaurus-swizzle');
    writeFileSync(
      path.join(other, 'src/theme/Navbar/index.js'),
      [
        "import React from 'react';",
        "import NavbarLogo from '@theme/Navbar/Logo';",
        '',
        'export default function Navbar() {',
        '  return (',
        '    <nav className="site-navbar">',
        '      <NavbarLogo />',
        '      <a href="/docs/intro">Docs</a>',
        '    </nav>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const brand =
      '<div class="frame"><a class="navbar__brand" href="/"><span class="navbar__title">Swizzle Kit</span></a></div>';
    expect((await build(other)).code).toBe(0);
    expect(readBuilt(other, 'docs/intro/index.html')).toContain(
      `<nav class="site-navbar">${brand}<span class="navbar-badge">beta</span><a href="/docs/intro">Docs</a></nav>`,
    );
    rmSync(path.join(other, 'src/theme/Navbar/Logo'), { recursive: true });
    const unswizzled = await build(other);
    expect(unswizzled.code).toBe(0);
    expect(unswizzled.stderr).toBe('');
    expect(readBuilt(other, 'docs/intro/index.html')).toContain(
      `<nav class="site-navbar">${brand}<a href="/docs/intro">Docs</a></nav>`,
    );
  });

  it("wraps each doc's own footer (its edit link) in the site's DocItem/Footer, which useDoc() tells the doc", () => {
    const docFooter = (file: string, title: string) =>
      `<div class="frame"><div class="frame"><footer class="doc__footer"><a class="doc__edit" href="https://github.com/example/swizzle-kit/edit/main/docs/${file}" target="_blank" rel="noopener noreferrer">Edit this page</a></footer></div><p class="doc-feedback theme-doc-footer">Was “<!-- -->${title}<!-- -->” helpful? Tell us on the forum.</p></div>`;
    expect(intro).toContain(docFooter('intro.md', 'Introduction'));
    expect(readBuilt(root, 'docs/head/index.html')).toContain(docFooter('head.mdx', 'Head elements'));
    // Client navigation brings it too: it is in the page's main region.
    expect(JSON.parse(readBuilt(root, 'docs/intro/page-data.json')).main).toContain('class="doc-feedback');
  });

  it("wraps each page's docs sidebar in the site's DocSidebar, its link marked, and the sidebar the browser fetches too", () => {
    const sidebar = (page: string) =>
      page.slice(page.indexOf('<aside class="doc-sidebar"'), page.indexOf('</aside>'));
    const wrapped = (nav: string) =>
      '<div class="doc-sidebar__inner"><div class="frame"><div class="sidebar-with-brand"><a class="sidebar-brand" href="/docs/intro">Swizzle Kit docs</a>' +
      `<div class="frame">${nav}</div><p class="sidebar-help">Stuck? Ask on the forum.</p></div></div></div>`;
    const link = (href: string, label: string, active: boolean) =>
      `<li class="sidebar__item"><a class="sidebar__link${active ? ' sidebar__link--active" aria-current="page' : ''}" href="${href}">${label}</a></li>`;
    const nav = (active: string) =>
      '<nav class="sidebar" aria-label="Docs sidebar"><ul class="sidebar__list">' +
      link('/docs/intro', 'Introduction', active === 'intro') +
      link('/docs/head', 'Head elements', active === 'head') +
      '</ul></nav>';
    expect(sidebar(intro)).toContain(wrapped(nav('intro')));
    expect(sidebar(readBuilt(root, 'docs/head/index.html'))).toContain(wrapped(nav('head')));
    // Client navigation into the docs from another sidebar (or none) brings the shared copy, wrapped alike.
    const url = /data-sidebar-url="\/([^"]+)"/.exec(intro)![1]!;
    expect(
      `<div class="doc-sidebar__inner">${readFileSync(path.join(root, 'build', url), 'utf8')}</div></div>`,
    ).toBe(wrapped(nav('')) + '</div>');
    // Its <Head>, rendered once for the site, in the head of each page that shows a docs sidebar.
    const preconnect = '<link rel="preconnect" href="https://forum.example.org" data-page-head=""/>';
    expect(headOf(intro)).toContain(preconnect);
    expect(JSON.parse(readBuilt(root, 'docs/intro/page-data.json')).head).toContain(preconnect);
    expect(readBuilt(root, 'blog/index.html')).not.toContain('forum.example.org" data-page-head');
  });

  it("keeps a large sidebar's closed categories out of each page inside the site's DocSidebar", async () => {
    const large = copyFixture('docusaurus-swizzle');
    writeFileSync(
      path.join(large, 'sidebars.js'),
      "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
    );
    for (let area = 0; area < 12; area++) {
      mkdirSync(path.join(large, `docs/area-${area}`));
      for (let page = 0; page < 25; page++)
        writeFileSync(
          path.join(large, `docs/area-${area}/page-${page}.md`),
          `# Page ${page} of area ${area}\n\nText.\n`,
        );
    }
    const built = await build(large);
    expect(built.code, built.stderr).toBe(0);
    const page = readBuilt(large, 'docs/area-3/page-4/index.html');
    const sidebar = page.slice(page.indexOf('<aside class="doc-sidebar"'), page.indexOf('</aside>'));
    expect(sidebar).toMatch(
      /^<aside[^>]*><div class="doc-sidebar__inner"><div class="frame"><div class="sidebar-with-brand"><a class="sidebar-brand"[^>]*>Swizzle Kit docs<\/a><div class="frame"><nav class="sidebar"/,
    );
    expect(sidebar).toContain('aria-current="page" href="/docs/area-3/page-4"');
    // The top list and the open category's: the eleven others are filled in from the shared copy.
    expect(sidebar.match(/<ul/g)).toHaveLength(2);
    const url = /data-sidebar-url="\/([^"]+)"/.exec(page)![1]!;
    const shared = readFileSync(path.join(large, 'build', url), 'utf8');
    expect(shared.match(/<ul/g)).toHaveLength(13);
    expect(shared.match(/class="sidebar-brand"/g)).toHaveLength(1);
  });

  it("wraps each doc in the site's DocItem/Layout, which useDoc() tells the doc, its <Head> in the doc's head", () => {
    expect(intro).toContain(
      '<main id="main" class="main main--doc" tabindex="-1"><div class="frame"><div class="doc-audience" role="note">Written for <!-- -->operators</div><div class="frame"><section class="doc"><article class="doc__article">',
    );
    const head = readBuilt(root, 'docs/head/index.html');
    // No audience in its front matter: docsgen's doc alone in the wrapper.
    expect(head).toContain(
      '<main id="main" class="main main--doc" tabindex="-1"><div class="frame"><div class="frame"><section class="doc">',
    );
    // The doc's own footer, in the site's DocItem/Footer, is still inside it.
    expect(intro).toMatch(
      /<div class="frame"><section class="doc">.*<p class="doc-feedback theme-doc-footer">.*<\/section><\/div><\/div><\/main>/s,
    );
    expect(headOf(intro)).toContain('<meta name="doc-id" content="intro" data-page-head=""/>');
    expect(headOf(head)).toContain('<meta name="doc-id" content="head" data-page-head=""/>');
    // The doc's own <Head> (deeper, as react-helmet has it) still wins.
    expect(headOf(head)).toContain('<title>A title of its own</title>');
    const payload = JSON.parse(readBuilt(root, 'docs/intro/page-data.json'));
    expect(payload.main).toContain('<div class="doc-audience" role="note">');
    expect(payload.head).toContain('<meta name="doc-id" content="intro" data-page-head=""/>');
  });

  it("gives a doc's DocItem/Layout its page's path through useLocation at build time, with no island for it", async () => {
    const other = copyFixture('docusaurus-swizzle');
    // As kysely's (tests/fixtures/real/kysely) weights its example pages for the search.
    writeFileSync(
      path.join(other, 'src/theme/DocItem/Layout/index.js'),
      [
        "import React from 'react';",
        "import Layout from '@theme-original/DocItem/Layout';",
        "import { useLocation } from '@docusaurus/router';",
        '',
        'export default function LayoutWrapper(props) {',
        '  const { pathname } = useLocation();',
        "  if (!pathname.startsWith('/docs/intro')) return <Layout {...props} />;",
        '  return (',
        '    <div data-pagefind-weight="3">',
        '      <Layout {...props} />',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const built = await build(other);
    expect(built.code, built.stderr).toBe(0);
    expect(readBuilt(other, 'docs/intro/index.html')).toContain(
      '<main id="main" class="main main--doc" tabindex="-1"><div class="frame"><div data-pagefind-weight="3"><div class="frame"><section class="doc">',
    );
    expect(readBuilt(other, 'docs/head/index.html')).toContain(
      '<main id="main" class="main main--doc" tabindex="-1"><div class="frame"><div class="frame"><section class="doc">',
    );
  });

  it("holds in an interactive doc part's element what it read of the doc, and nothing where no island reads one", async () => {
    // The fixture's islands (Root, Footer) read no doc or post: its pages hold none.
    for (const file of ['docs/intro/index.html', 'docs/intro/page-data.json', 'blog/index.html'])
      expect(readBuilt(root, file)).not.toContain('data-part');
    const other = copyFixture('docusaurus-swizzle');
    writeFileSync(
      path.join(other, 'src/theme/DocItem/Footer/index.js'),
      [
        "import React, { useState } from 'react';",
        "import Footer from '@theme-original/DocItem/Footer';",
        "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
        '',
        'export default function FooterWrapper(props) {',
        '  const { metadata } = useDoc();',
        '  const [shown, setShown] = useState(false);',
        '  return (',
        '    <>',
        '      <Footer {...props} />',
        '      <button onClick={() => setShown(true)}>{shown ? metadata.title : "Title"}</button>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const built = await build(other);
    expect(built.code, built.stderr).toBe(0);
    const page = readBuilt(other, 'docs/intro/index.html');
    // Only the island that read it (the static DocItem/Layout, which reads it too, holds none).
    const held = [...page.matchAll(/<div class="frame" data-island="[^"]+" data-part="([^"]+)">/g)];
    expect(held).toHaveLength(1);
    const data = JSON.parse(held[0]![1]!.replaceAll('&quot;', '"')) as unknown;
    // The front matter once: the metadata's is the same.
    expect(data).toEqual({
      doc: {
        metadata: {
          id: 'intro',
          title: 'Introduction',
          description: expect.any(String) as string,
          permalink: '/docs/intro',
          editUrl: 'https://github.com/example/swizzle-kit/edit/main/docs/intro.md',
          tags: [],
          next: { title: 'Head elements', permalink: '/docs/head' },
        },
        frontMatter: { title: 'Introduction', audience: 'operators' },
        toc: [],
      },
    });
    // Client navigation takes the page's main from its payload, the part's element with it.
    expect(JSON.parse(readBuilt(other, 'docs/intro/page-data.json')).main).toContain(held[0]![0]);
  });

  it("wraps each blog post in the site's BlogPostItem, on its page and in lists, which useBlogPost() tells the post", () => {
    const post = readBuilt(root, 'blog/2024/05/01/frames/index.html');
    expect(post).toContain(
      '<article class="post"><div class="frame"><div class="frame"><header class="post__header"><h1 class="page-title">Frames in practice</h1>',
    );
    expect(post).toContain(
      '<a class="tag" href="/blog/tags/swizzling">swizzling</a></li></ul></div></footer></div>' +
        '<section class="post-comments" data-thread="/blog/2024/05/01/frames">Comments on “<!-- -->Frames in practice<!-- -->”, tagged <!-- -->frames, swizzling</section>' +
        '</div><nav class="pagination" aria-label="Blog post navigation">',
    );
    expect(headOf(post)).toContain('<meta name="post-authors" content="Ada Lovelace" data-page-head=""/>');
    // Its front matter closes its comments; its author is its own.
    const hello = readBuilt(root, 'blog/2024/04/01/hello/index.html');
    expect(hello).toContain(
      '<article class="post"><div class="frame"><div class="frame"><header class="post__header">',
    );
    expect(hello).not.toContain('class="post-comments"');
    expect(headOf(hello)).toContain('<meta name="post-authors" content="Grace Hopper" data-page-head=""/>');
    expect(JSON.parse(readBuilt(root, 'blog/2024/05/01/frames/page-data.json')).main).toContain(
      'class="post-comments"',
    );
    // In a list: each post's summary in it, not as on its page.
    for (const [list, dates] of [
      ['blog/index.html', ['2024-05-01', '2024-04-01']],
      ['blog/tags/news/index.html', ['2024-04-01']],
    ] as const) {
      const page = readBuilt(root, list);
      const items = [
        ...page.matchAll(
          /<div class="frame"><div class="frame"><article class="post post--summary">.*?<\/article><\/div><p class="post-item-note">Posted on <!-- -->([\d-]+)<\/p><\/div>/gs,
        ),
      ];
      expect(items.map((m) => m[1])).toEqual(dates);
      expect(page).not.toContain('class="post-comments"');
      expect(headOf(page)).not.toContain('post-authors');
    }
  });

  it("shows the site's NotFound/Content on the not-found page, in its markup and its payload", () => {
    const notFound = readBuilt(root, '404.html');
    expect(notFound).toContain('<div class="frame"><main class="lost"><h1>Nothing lives here</h1>');
    expect(notFound.slice(notFound.indexOf('<body>'))).not.toContain(
      'We could not find what you were looking for',
    );
    expect(JSON.parse(readBuilt(root, '404/page-data.json')).main).toContain('Nothing lives here');
  });

  it("puts an MDX page's <Head> elements in its head: its title whole, its description, its meta over the page's", () => {
    const page = readBuilt(root, 'docs/head/index.html');
    const head = headOf(page);
    expect(head).toContain('<title>A title of its own</title>');
    expect(head).toContain('<meta name="description" content="What the Head says"/>');
    expect(head).not.toContain('What the front matter says');
    expect(head.match(/property="og:image"/g)).toHaveLength(1);
    expect(head).toContain(
      '<meta property="og:image" content="https://swizzle.example.org/img/card.png" data-page-head=""/><link rel="preconnect" href="https://cdn.example.org" data-page-head=""/><script type="application/ld+json" data-page-head="">{"@type":"TechArticle"}</script>',
    );
    // Nothing of it in the body.
    expect(page.slice(page.indexOf('<body>'))).not.toContain('TechArticle');
    const payload = JSON.parse(readBuilt(root, 'docs/head/page-data.json'));
    expect(payload.title).toBe('A title of its own');
    expect(payload.description).toBe('What the Head says');
    expect(payload.head).toContain(
      '<link rel="preconnect" href="https://cdn.example.org" data-page-head=""/>',
    );
  });

  it("puts a React page's <Head> elements in its head beside what its Layout says", () => {
    const head = headOf(readBuilt(root, 'about/index.html'));
    expect(head).toContain('<title>About | Swizzle Kit</title>');
    expect(head).toContain('<meta name="description" content="About the kit"/>');
    expect(head).toContain('<meta name="keywords" content="swizzle, frame" data-page-head=""/>');
  });

  it('renders every page again when a swizzled part changes, with the cache on', async () => {
    const cached = copyFixture('docusaurus-swizzle');
    expect((await runCli(['build', '--root', cached])).code).toBe(0);
    const file = path.join(cached, 'src/theme/DocItem/Footer/index.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace('helpful? Tell us', 'useful? Tell us'));
    const again = await runCli(['build', '--root', cached]);
    expect(again.code, again.stderr).toBe(0);
    expect(readBuilt(cached, 'docs/intro/index.html')).toContain('useful? Tell us on the forum.');
  });

  it("renders an ejected DocItem/Footer's TagsListInline, EditMetaRow, EditThisPage and LastUpdated as docsgen's own footer", async () => {
    const other = copyFixture('docusaurus-swizzle');
    rewriteFile(
      other,
      'docusaurus.config.js',
      'editUrl:',
      'showLastUpdateTime: true,\n          showLastUpdateAuthor: true,\n          editUrl:',
    );
    writeFileSync(
      path.join(other, 'docs/intro.md'),
      readFileSync(path.join(other, 'docs/intro.md'), 'utf8').replace(
        'title: Introduction',
        'title: Introduction\nlast_update:\n  date: 2024-03-05\n  author: Ada Lovelace\ntags: [frames, swizzling]',
      ),
    );
    // docsgen's own footer, which the fixture's DocItem/Footer wraps.
    expect((await build(other)).code).toBe(0);
    const own = readBuilt(other, 'docs/intro/index.html');
    const editLink = /<a class="doc__edit"[^>]*>Edit this page<\/a>/.exec(own)![0];
    const lastUpdate = /<span class="doc__updated">.*?<\/span>/.exec(own)![0];
    expect(lastUpdate).toBe(
      '<span class="doc__updated">Last updated on <time datetime="2024-03-05">March 5, 2024</time> by Ada Lovelace</span>',
    );
    // As `docusaurus swizzle @docusaurus/theme-classic DocItem/Footer --eject` writes it (clsx
    // aside), and the parts an older one used.
    writeFileSync(
      path.join(other, 'src/theme/DocItem/Footer/index.js'),
      [
        "import React from 'react';",
        "import { ThemeClassNames } from '@docusaurus/theme-common';",
        "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
        "import TagsListInline from '@theme/TagsListInline';",
        "import EditMetaRow from '@theme/EditMetaRow';",
        "import EditThisPage from '@theme/EditThisPage';",
        "import LastUpdated from '@theme/LastUpdated';",
        '',
        'export default function DocItemFooter() {',
        '  const { metadata } = useDoc();',
        '  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = metadata;',
        '  if (!tags.length && !editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;',
        '  return (',
        '    <footer className={`${ThemeClassNames.docs.docFooter} docusaurus-mt-lg`}>',
        '      {tags.length > 0 && (',
        '        <div className="row margin-top--sm"><div className="col"><TagsListInline tags={tags} /></div></div>',
        '      )}',
        '      <EditMetaRow',
        '        className={`margin-top--sm ${ThemeClassNames.docs.docFooterEditMetaRow}`}',
        '        editUrl={editUrl}',
        '        lastUpdatedAt={lastUpdatedAt}',
        '        lastUpdatedBy={lastUpdatedBy}',
        '      />',
        '      <div className="older">',
        '        {editUrl && <EditThisPage editUrl={editUrl} />}',
        '        <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />',
        '      </div>',
        '    </footer>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const ejected = await build(other);
    expect(ejected.code, ejected.stderr).toBe(0);
    // No stand-in for any of them.
    expect(ejected.stderr).toBe('');
    // React's text separators (`<!-- -->`), which a part keeps for its island to hydrate, aside.
    const intro = readBuilt(other, 'docs/intro/index.html').replaceAll('<!-- -->', '');
    expect(intro).toContain(
      '<div class="frame"><footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm"><div class="col">' +
        '<div class="tags-inline"><b>Tags:</b><ul class="tags"><li><a class="tag" href="/docs/tags/frames">frames</a></li>' +
        '<li><a class="tag" href="/docs/tags/swizzling">swizzling</a></li></ul></div></div></div>' +
        `<div class="doc__footer margin-top--sm theme-doc-footer-edit-meta-row">${editLink}${lastUpdate}</div>` +
        `<div class="older">${editLink}${lastUpdate}</div></footer></div>`,
    );
    // A doc with no tags and no last update: the edit link alone.
    expect(readBuilt(other, 'docs/head/index.html')).toMatch(
      /<footer class="theme-doc-footer docusaurus-mt-lg"><div class="doc__footer margin-top--sm theme-doc-footer-edit-meta-row"><a class="doc__edit" href="[^"]+\/docs\/head\.mdx"[^>]*>Edit this page<\/a><\/div><div class="older"><a class="doc__edit"/,
    );
  });

  it("shows docsgen's not-found content through @theme/NotFound/Content in a swizzled NotFound", async () => {
    const other = copyFixture('docusaurus-swizzle');
    rmSync(path.join(other, 'src/theme/NotFound'), { recursive: true });
    mkdirSync(path.join(other, 'src/theme/NotFound'));
    // As `docusaurus swizzle @docusaurus/theme-classic NotFound --eject` writes it, and a notice of the site's.
    writeFileSync(
      path.join(other, 'src/theme/NotFound/index.js'),
      [
        "import React from 'react';",
        "import { translate } from '@docusaurus/Translate';",
        "import { PageMetadata } from '@docusaurus/theme-common';",
        "import Layout from '@theme/Layout';",
        "import NotFoundContent from '@theme/NotFound/Content';",
        '',
        'export default function Index() {',
        "  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });",
        '  return (',
        '    <>',
        '      <PageMetadata title={title} />',
        '      <Layout>',
        '        <p className="moved">The docs moved in May.</p>',
        '        <NotFoundContent />',
        '      </Layout>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const built = await build(other);
    expect(built.code, built.stderr).toBe(0);
    const notFound = readBuilt(other, '404.html');
    expect(notFound).toMatch(
      /<div class="frame"><p class="moved">The docs moved in May.<\/p><div class="frame"><div class="page page--narrow"><h1 class="page-title">Page Not Found<\/h1>/,
    );
    // No island: PageMetadata and Layout render nothing in the browser.
    expect(notFound.slice(notFound.indexOf('<main'), notFound.indexOf('</main>'))).not.toContain(
      'data-island',
    );
  });

  it('reports a swizzled part that throws as it renders at its line and column, and fails the build', async () => {
    const failed = await buildWithFooter(
      [
        "import React from 'react';",
        '',
        'export default function Footer() {',
        '  const links = undefined;',
        '  return <footer>{links.map((link) => link)}</footer>;',
        '}',
        '',
      ].join('\n'),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /^src\/theme\/Footer\/index\.js:5:\d+: failed to render: Cannot read properties of undefined \(reading 'map'\)$/m,
    );
  });

  it('reports a swizzled part that does not bundle at its place, and fails the build', async () => {
    const failed = await buildWithFooter(
      [
        "import React from 'react';",
        'export default function Footer( {',
        '  return <footer />;',
        '}',
        '',
      ].join('\n'),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^src\/theme\/Footer\/index\.js:3:10: /m);
  });

  it('leaves nothing in the temp folder, when it builds and when a part fails to render', async () => {
    // What the first build left is docsgen's for every build (its compile cache): a build adds nothing.
    const before = readdirSync(buildTmp).sort();
    expect((await build(copyFixture('docusaurus-swizzle'))).code).toBe(0);
    const failed = await buildWithFooter(
      "export default function Footer() { throw new Error('no footer'); }\n",
    );
    expect(failed.stderr).toContain('failed to render: no footer');
    expect(readdirSync(buildTmp).sort()).toEqual(before);
    // Nor in the output: the bundles the pages and the parts were rendered from are gone.
    expect(readdirSync(path.join(root, 'build')).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
