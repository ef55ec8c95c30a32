import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, fixtureBuild, readBuilt, runCli, type CliResult, type SiteBuild } from '../helpers.js';

/** The head of a built page. */
function headOf(page: string): string {
  return page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
}

/** Builds a copy of the fixture whose `src/theme/Footer/index.js` is `code`. */
async function buildWithFooter(code: string): Promise<CliResult> {
  const root = copyFixture('docusaurus-swizzle');
  writeFileSync(path.join(root, 'src/theme/Footer/index.js'), code);
  return runCli(['build', '--root', root, '--no-cache']);
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
      '<p class="footer__copyright">Copyright © Swizzle Kit</p></div></footer></div></div>',
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

  it("wraps each doc's own footer (its edit link) in the site's DocItem/Footer, which useDoc() tells the doc", () => {
    const docFooter = (file: string, title: string) =>
      `<div class="frame"><div class="frame"><footer class="doc__footer"><a class="doc__edit" href="https://github.com/example/swizzle-kit/edit/main/docs/${file}" target="_blank" rel="noopener noreferrer">Edit this page</a></footer></div><p class="doc-feedback theme-doc-footer">Was “<!-- -->${title}<!-- -->” helpful? Tell us on the forum.</p></div>`;
    expect(intro).toContain(docFooter('intro.md', 'Introduction'));
    expect(readBuilt(root, 'docs/head/index.html')).toContain(docFooter('head.mdx', 'Head elements'));
    // Client navigation brings it too: it is in the page's main region.
    expect(JSON.parse(readBuilt(root, 'docs/intro/page-data.json')).main).toContain('class="doc-feedback');
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
    const built = await runCli(['build', '--root', other, '--no-cache']);
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
});
