import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  copyFixture,
  copyFixtureWithPackages,
  fixtureBuild,
  PLUGIN_FIXTURE_PACKAGES,
  readBuilt,
  rewriteFile,
  runCli,
  type SiteBuild,
} from '../helpers.js';

/** The rendered body of a built page: the content of its `.markdown` element. */
function markdownOf(page: string): string {
  const start = page.indexOf('<div class="markdown"');
  expect(start).toBeGreaterThanOrEqual(0);
  return page.slice(page.indexOf('>', start) + 1, page.indexOf('</main>'));
}

/** A copy of tests/fixtures/docusaurus-plugins, with the packages its config imports. */
const copy = (): string => copyFixtureWithPackages('docusaurus-plugins', PLUGIN_FIXTURE_PACKAGES);

describe('a Docusaurus project with remark and rehype plugins, Mermaid and React pages (tests/fixtures/docusaurus-plugins)', () => {
  let root = '';
  let result: SiteBuild;

  beforeAll(async () => {
    // Built with page workers forced, and DEBUG=docsgen to say where its pages compiled.
    result = await fixtureBuild('docusaurus-plugins');
    root = result.root;
  });

  it('builds with no warning (theme-mermaid is docsgen’s own), its .md pages on the main thread', () => {
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/warning|not applied/);
    expect(result.stderr).toMatch(/\.md pages, \d+ to compile: layout main/);
  });

  it('typesets math at build time in .md (through unified) and .mdx pages of the docs', () => {
    const md = markdownOf(readBuilt(root, 'docs/math/index.html'));
    expect(md).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(md).toMatch(/<span class="katex-display"><span class="katex">.*\\int_0\^1 x\^2/s);
    expect(md).toContain('Prices such as 5 and 10 dollars stay as they are.');
    const mdx = markdownOf(readBuilt(root, 'docs/formula/index.html'));
    expect(mdx).toContain('<aside class="note">An MDX page with math.</aside>');
    expect(mdx).toContain('\\varphi = \\frac{1 + \\sqrt{5}}{2}</annotation>');
    expect(mdx).toContain('<span class="katex-html" aria-hidden="true">');
  });

  it('applies plugins to their own folder only, and links the KaTeX stylesheet the config names', () => {
    expect(markdownOf(readBuilt(root, 'index.html'))).toContain('$x$ stays as written');
    expect(readBuilt(root, 'docs/math/index.html')).toContain(
      '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.22/dist/katex.min.css" type="text/css" crossorigin="anonymous">',
    );
  });

  it('makes a ```mermaid block a placeholder holding its source, and emits Mermaid as a separate asset', () => {
    const page = readBuilt(root, 'docs/diagram/index.html');
    expect(markdownOf(page)).toContain(
      '<div class="mermaid-diagram">graph LR\n  Reader -->|asks| Server\n  Server -->|"answers &#x3C;html>"| Reader</div>',
    );
    expect(markdownOf(page)).toContain('<div class="code-block" data-language="js">');
    expect(page).not.toContain('/assets/mermaid/');
    // themeConfig.mermaid, for the browser to draw with.
    expect(page).toContain(
      '<html lang="en" dir="ltr" data-theme="light" data-mermaid="{&quot;theme&quot;:{&quot;light&quot;:&quot;neutral&quot;,&quot;dark&quot;:&quot;forest&quot;}}">',
    );
    // Docusaurus's component for a diagram in MDX is the same placeholder.
    expect(readBuilt(root, 'docs/formula/index.html')).toContain(
      '<div class="mermaid-diagram">graph TD; Idea--&gt;Page</div>',
    );
    const assets = readdirSync(path.join(root, 'build/assets/mermaid'));
    expect(assets.filter((name) => /^mermaid-\w+\.js$/.test(name))).toHaveLength(1);
  });

  it('builds React pages of .jsx and .js files, titled and described by their @theme/Layout', () => {
    const hello = readBuilt(root, 'hello/index.html');
    expect(hello).toContain('<title>Hello from JSX | Plugin Kit</title>');
    expect(hello).toContain('<meta name="description" content="A React page of the site&#x27;s own"/>');
    expect(markdownOf(hello)).toContain('<h1 class="banner">Hello, reader</h1><a href="/docs/math">');
    // Nothing in it runs in the browser: no React for it.
    expect(hello).not.toContain('data-island');
    expect(readBuilt(root, 'legacy/index.html')).toContain('<title>Legacy page | Plugin Kit</title>');
    for (const notPage of ['_hidden', 'styles.module', '_parts/Banner'])
      expect(existsSync(path.join(root, 'build', notPage))).toBe(false);
  });
});

describe('docsgen check of tests/fixtures/docusaurus-plugins', () => {
  it('reads MDX math with the syntax the plugins add (its braces are not expressions)', async () => {
    const result = await runCli(['check', '--root', copy()]);
    expect(result.stdout + result.stderr).toMatch(/^0 errors, 0 warnings in \d+ pages/m);
    expect(result.code).toBe(0);
  });
});

describe('the plugins of tests/fixtures/docusaurus-plugins, changed', () => {
  it('leaves ```mermaid a code block without markdown.mermaid, and emits no Mermaid', async () => {
    const root = copy();
    rewriteFile(root, 'docusaurus.config.js', 'markdown: { mermaid: true },', '');
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(0);
    expect(markdownOf(readBuilt(root, 'docs/diagram/index.html'))).toContain(
      '<div class="code-block" data-language="mermaid">',
    );
    expect(existsSync(path.join(root, 'build/assets/mermaid'))).toBe(false);
  });

  it("applies the docs' plugins to every version's docs and to their translations", async () => {
    const root = copy();
    const math = readFileSync(path.join(root, 'docs/math.md'), 'utf8');
    for (const folder of ['versioned_docs/version-1.0', 'i18n/fr/docusaurus-plugin-content-docs/current']) {
      mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, folder, 'math.md'), math);
    }
    writeFileSync(path.join(root, 'versions.json'), '["1.0"]\n');
    rewriteFile(
      root,
      'docusaurus.config.js',
      "baseUrl: '/',",
      "baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
    );
    const built = await runCli(['build', '--root', root, '--no-cache']);
    expect(built.code).toBe(0);
    for (const page of ['docs/math', 'docs/next/math', 'fr/docs/math', 'fr/docs/next/math'])
      expect(readBuilt(root, `${page}/index.html`), page).toContain('class="katex"');
  });

  it('compiles the pages again, from the cache, when the plugin list changes', async () => {
    const root = copy();
    expect((await runCli(['build', '--root', root])).code).toBe(0);
    expect(readBuilt(root, 'docs/math/index.html')).toContain('class="katex"');
    rewriteFile(root, 'docusaurus.config.js', 'rehypePlugins: [[rehypeKatex, { strict: false }]],', '');
    expect((await runCli(['build', '--root', root])).code).toBe(0);
    const md = markdownOf(readBuilt(root, 'docs/math/index.html'));
    expect(md).not.toContain('class="katex"');
    expect(md).toContain('<code class="language-math math-inline">E = mc^2</code>');
  });

  it('leaves out a plugin whose package is not installed, with the warning of any such package', async () => {
    const root = copy();
    rewriteFile(
      root,
      'docusaurus.config.js',
      "import rehypeKatex from 'rehype-katex';",
      "import rehypeKatex from 'rehype-katex';\nimport remarkNope from 'remark-nope';",
    );
    rewriteFile(
      root,
      'docusaurus.config.js',
      'remarkPlugins: [remarkMath]',
      'remarkPlugins: [remarkNope, [remarkNope, {}], remarkMath]',
    );
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^docusaurus\.config\.js:\d+:\d+: warning: "remark-nope" is not installed/);
    expect(readBuilt(root, 'docs/math/index.html')).toContain('class="katex"');
  });

  it('takes the plugins docsgen has when the site has none installed (a checkout before npm install)', async () => {
    const root = copyFixture('docusaurus-plugins');
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/is not installed/);
    expect(markdownOf(readBuilt(root, 'docs/math/index.html'))).toContain(
      '<annotation encoding="application/x-tex">E = mc^2</annotation>',
    );
  });

  it("reports a plugin's error at its place in each page, and fails the build", async () => {
    const root = copy();
    writeFileSync(path.join(root, 'docs/draft.md'), '---\ntitle: Draft\n---\n\nDRAFT: to be written\n');
    writeFileSync(path.join(root, 'docs/draft2.mdx'), '# Second\n\n<div>x</div>\n\nDRAFT: this one too\n');
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'docs/draft.md:5:1: cannot compile: a DRAFT: paragraph is left in the page',
    );
    expect(result.stderr).toContain('docs/draft2.mdx:5:1: a DRAFT: paragraph is left in the page');
  });
});
