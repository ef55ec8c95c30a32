import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, fixtureBuild, readBuilt, rewriteFile, runCli, type SiteBuild } from '../helpers.js';

/** The rendered body of a built doc: the content of its `.markdown` element. */
function markdownOf(page: string): string {
  const start = page.indexOf('<div class="markdown"');
  expect(start).toBeGreaterThanOrEqual(0);
  return page.slice(page.indexOf('>', start) + 1, page.lastIndexOf('</article>'));
}

describe('MDX imports of a Docusaurus project (tests/fixtures/docusaurus-imports, baseUrl /kit/)', () => {
  let root = '';
  let result: SiteBuild;
  let page = '';
  let body = '';

  beforeAll(async () => {
    result = await fixtureBuild('docusaurus-imports');
    root = result.root;
    page = readBuilt(root, 'docs/guides/static/index.html');
    body = markdownOf(page);
  });

  it('builds, warning only about the package that is not installed, at its import', () => {
    expect(result.code).toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([
      'docs/guides/static.mdx:26:21: warning: "not-installed-widget" is not installed: a stand-in takes its place (it renders nothing)',
    ]);
    expect(body).not.toContain('Never shown');
    // A hook of that package whose result is destructured (`const [value] = useX()`).
    expect(body).toContain('<p class="widget-state"></p>');
  });

  it("uses the site's own src/theme/X for @theme/X (a swizzled component), which may wrap docsgen's", () => {
    expect(body).toMatch(/<div class="site-details"><details[^>]*>\s*<summary[^>]*>More<\/summary>/);
  });

  it('resolves @site/ components, their CSS modules and CSS, and a CommonJS package requiring React', () => {
    // A CSS module's class: the file's name, the class and a hash of the file's path.
    expect(body).toMatch(
      /<div class="Greeting_\w{6}_greeting">Hello, (<!-- -->)?MDX(<!-- -->)?, from (<!-- -->)?Import Kit/,
    );
    expect(body).toContain('<strong class="shout">QUIET WORDS</strong>');
    const css = /<link rel="stylesheet" href="\/kit\/(assets\/css\/page-\w+\.css)"\/>/.exec(body)?.[1];
    expect(css).toBeDefined();
    const text = readBuilt(root, css!);
    expect(text).toMatch(/^\.Greeting_\w{6}_greeting \{/m);
    expect(text).toContain('.shout {');
  });

  it("gives @docusaurus/* modules the site's config and base URL", () => {
    // useDocusaurusContext: customFields; Link and useBaseUrl: under /kit/, external links in a new tab.
    expect(body).toMatch(/\((<!-- -->)?42(<!-- -->)?\)/);
    expect(body).toContain('<a href="/kit/docs/intro">Start</a>');
    expect(body).toContain('<a href="/kit/docs/intro">Internal link</a>');
    expect(body).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">');
    expect(body).toContain('<img src="/kit/img/light.svg" alt="by useBaseUrl"/>');
    // Translate, translate and Interpolate: the default text, placeholders filled; Head: nothing in the body.
    expect(body).toMatch(/Hello, reader(<!-- -->)? \/\n(<!-- -->)?Translated text/);
    expect(body).toContain('A <b>bold</b> value');
    expect(body).not.toContain('noindex');
    expect(body).toContain('<p>without a DOM</p>');
  });

  it('renders the @theme/* components', () => {
    expect(body).toContain('<div class="tabs-container" data-group="os" data-query="os">');
    expect(body).toMatch(/aria-selected="true"[^>]*data-value="linux">Linux<\/button>/);
    expect(body).toContain('<div class="admonition__title">Tip title</div>');
    expect(body).toContain('<div class="code-block__title">example.js</div>');
    expect(body).toContain('<summary>More</summary>');
    expect(body).toContain('<summary>From MDXComponents</summary>');
    expect(body).toContain(
      '<div class="toc-inline"><ul><li><a href="#first-section">First section</a><ul><li><a href="#a-subsection">',
    );
    expect(body).toContain('src="/kit/img/dark.svg" class="themed-image themed-image--dark"/>');
    expect(body).toMatch(/<img loading="lazy" alt="ideal" src="\/kit\/assets\/media\/pixel-\w+\.png"\/>/);
    expect(body).toContain(
      '<h2 id="custom-heading">Custom heading<a href="#custom-heading" class="hash-link"',
    );
    expect(body).toContain('Inside layout');
    // An SVG import is a component (Docusaurus's SVGR): the file's <svg>, with the props given.
    expect(body).toMatch(
      /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="10" height="10" class="logo" role="img">/,
    );
  });

  it("fills <DocCardList /> with the cards of the doc's sidebar category", () => {
    const cards =
      '<ul class="cards"><li class="card"><a href="/kit/docs/guides/static">Static imports</a></li><li class="card"><a href="/kit/docs/guides/browser">Browser imports</a></li></ul>';
    expect(body).toContain(cards);
    expect(markdownOf(readBuilt(root, 'docs/guides/index.html'))).toContain(cards);
  });

  it("gives imported PNG and JPEG files @docusaurus/plugin-ideal-image's shape when the config has it", async () => {
    const other = copyFixture('docusaurus-imports');
    rewriteFile(
      other,
      'docusaurus.config.js',
      '  presets:',
      "  plugins: [['@docusaurus/plugin-ideal-image', { quality: 70 }]],\n  presets:",
    );
    writeFileSync(
      path.join(other, 'docs/guides/ideal.mdx'),
      [
        "import Image from '@theme/IdealImage';",
        "import pixel from '@site/static/img/pixel.png';",
        '',
        '# Ideal',
        '',
        '<a className="zoom" href={pixel.src.src}>Zoom</a>',
        '',
        '<Image img={pixel} alt="imported" />',
        '',
        '<Image img={require(\'@site/static/img/pixel.png\')} alt="required" />',
        '',
        '<span className="pre">{pixel.preSrc}</span> <span className="string">{`${pixel.src}`}</span>',
        '',
      ].join('\n'),
    );
    const built = await runCli(['build', '--root', other, '--no-cache']);
    expect(built.code, built.stderr).toBe(0);
    const ideal = markdownOf(readBuilt(other, 'docs/guides/ideal/index.html'));
    const url = /<a class="zoom" href="(\/kit\/assets\/media\/pixel-\w+\.png)">Zoom<\/a>/.exec(ideal)?.[1];
    expect(url).toBeDefined();
    expect(ideal).toContain(`<img loading="lazy" alt="imported" src="${url}"/>`);
    expect(ideal).toContain(`<img loading="lazy" alt="required" src="${url}"/>`);
    // No low-quality placeholder or resized copies: every field is the file's URL (in text, as the
    // site's root makes it: the base URL goes into attributes).
    const file = url!.slice('/kit'.length);
    expect(ideal).toContain(`<span class="pre">${file}</span>\n<span class="string">${file}</span>`);
    // Without the plugin, an import is the file's URL (the fixture's own page, above).
  });

  it('ships React only for the page whose imports run in the browser', () => {
    expect(page).not.toContain('data-island');
    const browser = readBuilt(root, 'docs/guides/browser/index.html');
    const island = /<div class="markdown" data-island="\/kit\/([^"]+)"/.exec(browser)?.[1];
    expect(island).toMatch(/^assets\/islands\/.+\.js$/);
    // The island names a CSS module's classes as the server's HTML does (and as the other page does).
    const scoped = /<div class="(Greeting_\w{6}_greeting)">/.exec(browser)?.[1];
    expect(body).toContain(`<div class="${scoped}">`);
    expect(readBuilt(root, island!)).toContain(`"${scoped}"`);
    // BrowserOnly's fallback and useIsBrowser's false in the HTML; the island renders the rest.
    expect(browser).toContain('<p>Loading…</p>');
    expect(browser).toMatch(/<p class="where">server(<!-- -->)? (<!-- -->)?light/);
    // useHistory: react-router's history, its location as useLocation's (no hash in the server's HTML).
    expect(browser).toContain('<p class="hash">hash: [] function</p>');
  });
});

describe('a Docusaurus project whose package.json says "type": "commonjs"', () => {
  it('still loads its pages and components, bundled as ES modules, without a warning', async () => {
    const root = copyFixture('docusaurus-imports');
    writeFileSync(
      path.join(root, 'package.json'),
      '{ "name": "cjs-site", "private": true, "type": "commonjs" }\n',
    );
    const built = await runCli(['build', '--root', root, '--no-cache']);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).not.toMatch(/MODULE_TYPELESS|Cannot use import statement/);
    expect(readBuilt(root, 'docs/intro/index.html')).toContain('<main');
  });
});
