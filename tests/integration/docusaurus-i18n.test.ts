import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  copyFixture,
  fixtureBuild,
  readBuilt,
  rewriteFile,
  runCli,
  snapshot,
  type SiteBuild,
} from '../helpers.js';

/** The routes a locale's search index holds. */
function searched(root: string, folder: string): string[] {
  const dir = path.join(root, 'build', folder, 'search/docs');
  return readdirSync(dir)
    .flatMap((file) =>
      (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { u: string }[]).map((d) => d.u),
    )
    .sort();
}

/** A copy of the fixture whose docs options have `options` (JavaScript) beside the sidebars file. */
function withDocsOptions(options: string): string {
  const root = copyFixture('docusaurus-i18n');
  rewriteFile(
    root,
    'docusaurus.config.js',
    "docs: { sidebarPath: './sidebars.js' }",
    `docs: { sidebarPath: './sidebars.js', ${options} }`,
  );
  return root;
}

describe('locales as Docusaurus lays them out (tests/fixtures/docusaurus-i18n)', () => {
  let root = '';
  let result: SiteBuild;

  beforeAll(async () => {
    result = await fixtureBuild('docusaurus-i18n');
    root = result.root;
  });

  it('builds each locale as a site of its own, under its path, with every route of the default one', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Built 17 pages .*→ .*build\/\n[\s\S]*build\/fr\/\n[\s\S]*build\/ar\/\n/);
    for (const locale of ['', 'fr/', 'ar/'])
      for (const page of [
        'index.html',
        'docs/intro/index.html',
        'docs/next/lamps/index.html',
        'blog/index.html',
      ])
        expect(existsSync(path.join(root, 'build', locale, page)), locale + page).toBe(true);
  });

  it('shows a translated file where the locale has one, else the default text with a notice', () => {
    const translated = readBuilt(root, 'fr/docs/next/intro/index.html');
    expect(translated).toContain('Lumen éclaire une pièce');
    expect(translated).not.toContain('doc__untranslated');
    // A translated page links to an untranslated one by its path, under the locale's base URL.
    expect(translated).toContain('<a href="/fr/docs/next/lamps">les lampes</a>');
    const fallback = readBuilt(root, 'fr/docs/next/lamps/index.html');
    expect(fallback).toContain('A lamp has a brightness');
    expect(fallback).toContain('This page is not translated into Français yet: it is shown in English.');
    expect(readBuilt(root, 'fr/index.html')).toContain('La lumière, écrite en code.');
    expect(readBuilt(root, 'fr/blog/2025/03/01/first-light/index.html')).toContain('Lumen est sorti.');
    // A translated post's body in the blog's list and feed too, as the post's own page shows it.
    expect(readBuilt(root, 'fr/blog/index.html')).toContain('<div class="markdown"><p>Lumen est sorti.</p>');
    expect(readBuilt(root, 'fr/blog/rss.xml')).toContain('<p>Lumen est sorti.</p>');
    expect(readBuilt(root, 'docs/next/intro/index.html')).toContain('Lumen lights up a room');
  });

  it("shows docsgen's own texts in the locale: Docusaurus's translations, and the site's code.json over them", () => {
    const page = readBuilt(root, 'fr/docs/next/intro/index.html');
    expect(page).toContain('<a class="skip-link" href="#main">Aller au contenu principal</a>');
    expect(page).toContain('<span class="pagination__sub">Page suivante</span>');
    expect(page).toContain('<span class="badge doc__version">Version: Prochaine</span>');
    // Translated, the banner is no longer marked as English; it names no other version's label.
    expect(page).toContain(
      '<p>Ceci est la documentation de la prochaine version Prochaine de Lumen. Pour une documentation à jour, consultez la <a href="/fr/docs/intro" data-version-latest=""><b>dernière version</b></a>.</p>',
    );
    // An admonition's default title too; one the author wrote stays.
    expect(page).toContain('<div class="admonition__title">astuce</div>');
    expect(page).toContain('<div class="admonition__title">Prudence</div>');
    expect(readBuilt(root, 'ar/docs/next/intro/index.html')).toContain(
      '<span class="pagination__sub">التالي</span>',
    );
    expect(page).toContain('aria-label="Sommaire de la documentation"');
    const notFound = readBuilt(root, 'fr/404.html');
    expect(notFound).toContain('<p>Nous n&#x27;avons pas trouvé ce que vous recherchez.</p>');
    expect(notFound).toContain('<p>Veuillez contacter le propriétaire du site');
    expect(notFound).toContain(
      '<title>Page introuvable | Lumen</title><meta name="description" content="Nous n&#x27;avons pas trouvé ce que vous recherchez."/>',
    );
    expect(readBuilt(root, '404.html')).toContain(
      '<title>Page Not Found | Lumen</title><meta name="description" content="We could not find what you were looking for."/>',
    );
    // English is docsgen's own.
    const english = readBuilt(root, 'docs/next/intro/index.html');
    expect(english).toContain('aria-label="Docs sidebar"');
    expect(readBuilt(root, '404.html')).toContain('Try the <a href="/">home page</a>');
    expect(english).toContain('<span class="pagination__sub">Next</span>');
    expect(english).toContain(
      '<p lang="en" dir="ltr">You are reading the docs of Lumen Next, a version that is not released yet.',
    );
  });

  it("shows the blog's own texts in the locale, each post count in the plural form its number takes", () => {
    const main = (page: string): string => {
      const html = readBuilt(root, page);
      return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    };
    // An author's page: its post count, and the way back to every author (the site's code.json
    // translates it, as Docusaurus's French leaves it in English).
    expect(main('fr/blog/authors/ana/index.html')).toContain(
      '<p>2 articles · <a href="/fr/blog/authors">Voir tous les auteurs</a></p>',
    );
    expect(main('fr/blog/authors/ben/index.html')).toContain(
      '<p>Un article · <a href="/fr/blog/authors">Voir tous les auteurs</a></p>',
    );
    const authors = main('fr/blog/authors/index.html');
    expect(authors).toContain('<h1 class="page-title">Auteurs</h1>');
    expect(authors).toContain('<small class="author__count">2 articles</small>');
    expect(authors).toContain('<small class="author__count">Un article</small>');
    expect(readBuilt(root, 'fr/blog/authors/index.html')).toContain('<title>Auteurs | Lumen</title>');
    // A tag's page: its title with its post count, and the way back to every tag.
    const lamps = readBuilt(root, 'fr/blog/tags/lamps/index.html');
    expect(lamps).toContain('<title>Un article tagués avec « lamps » | Lumen</title>');
    expect(lamps).toContain('<h1 class="page-title">Un article tagués avec « lamps »</h1>');
    expect(lamps).toContain('<a href="/fr/blog/tags">Voir tous les tags</a>');
    expect(main('fr/blog/tags/releases/index.html')).toContain(
      '<h1 class="page-title">2 articles tagués avec « releases »</h1>',
    );
    // The list's heading is the sidebar's title (options.json); its reading times and sidebar too.
    const list = main('fr/blog/index.html');
    expect(list).toContain('<h1 class="page-title">Articles récents</h1>');
    expect(list).toContain('<nav class="toc" aria-label="Navigation article de blog récent">');
    expect(list).toContain('<time datetime="2025-04-01">1 avril 2025</time>');
    expect(list).toContain('<span>Une minute de lecture</span>');
    expect(list).not.toContain('min read');
    // English is docsgen's own, as it was.
    expect(main('blog/authors/ana/index.html')).toContain(
      '<p>2 posts · <a href="/blog/authors">View all authors</a></p>',
    );
    expect(main('blog/authors/ben/index.html')).toContain('<p>1 post · ');
    expect(main('blog/authors/index.html')).toContain('<small class="author__count">1 post</small>');
    const english = main('blog/tags/lamps/index.html');
    expect(english).toContain('<h1 class="page-title">1 post tagged with &quot;lamps&quot;</h1>');
    expect(english).toContain('<a href="/blog/tags">View all tags</a>');
    expect(main('blog/tags/releases/index.html')).toContain('2 posts tagged with &quot;releases&quot;');
    const englishList = main('blog/index.html');
    expect(englishList).toContain('<h1 class="page-title">Recent posts</h1>');
    expect(englishList).toContain('<nav class="toc" aria-label="Recent posts">');
    expect(englishList).toContain('<time datetime="2025-04-01">April 1, 2025</time>');
    expect(englishList).toContain('<span>1 min read</span>');
  });

  it("says a swizzled part's @theme/EditThisPage and @theme/LastUpdated in the locale, as the doc's own footer does", async () => {
    const other = withDocsOptions("editUrl: 'https://edit.example/site/'");
    mkdirSync(path.join(other, 'src/theme/DocItem/Footer'), { recursive: true });
    writeFileSync(
      path.join(other, 'src/theme/DocItem/Footer/index.js'),
      [
        "import React from 'react';",
        "import EditThisPage from '@theme/EditThisPage';",
        "import LastUpdated from '@theme/LastUpdated';",
        '',
        'export default function DocItemFooter() {',
        '  return (',
        '    <footer className="own-footer">',
        '      <EditThisPage editUrl="https://source.example/intro.md" />',
        '      <LastUpdated lastUpdatedAt={Date.UTC(2024, 0, 2)} lastUpdatedBy="Ana Lima" />',
        '    </footer>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const built = await runCli(['build', '--root', other, '--no-cache']);
    expect(built.code, built.stderr).toBe(0);
    // React's text separators (`<!-- -->`), which a part keeps for its island to hydrate, aside.
    const footer = (page: string) =>
      /<footer class="own-footer">.*?<\/footer>/.exec(readBuilt(other, page).replaceAll('<!-- -->', ''))?.[0];
    expect(footer('fr/docs/next/intro/index.html')).toBe(
      '<footer class="own-footer"><a class="doc__edit" href="https://source.example/intro.md" target="_blank" rel="noopener noreferrer">Éditer cette page</a>' +
        '<span class="doc__updated">Dernière mise à jour le <time datetime="2024-01-02">2 janvier 2024</time> par Ana Lima</span></footer>',
    );
    expect(footer('docs/next/intro/index.html')).toBe(
      '<footer class="own-footer"><a class="doc__edit" href="https://source.example/intro.md" target="_blank" rel="noopener noreferrer">Edit this page</a>' +
        '<span class="doc__updated">Last updated on <time datetime="2024-01-02">January 2, 2024</time> by Ana Lima</span></footer>',
    );
  });

  it('writes <html lang dir> per locale, right to left for Arabic', () => {
    expect(readBuilt(root, 'index.html')).toContain('<html lang="en" dir="ltr"');
    expect(readBuilt(root, 'fr/index.html')).toContain('<html lang="fr" dir="ltr"');
    expect(readBuilt(root, 'ar/docs/next/intro/index.html')).toContain('<html lang="ar" dir="rtl"');
    expect(readBuilt(root, 'ar/docs/next/intro/index.html')).toContain('لومن يضيء غرفة');
  });

  it('translates navbar, footer, sidebar and version labels, and <Translate> messages from the JSON files', () => {
    const page = readBuilt(root, 'fr/docs/next/intro/index.html');
    expect(page).toContain('>Documentation</a>');
    expect(page).toContain('>Journal</a>');
    expect(page).toContain('<h2 class="footer__title">Apprendre</h2>');
    expect(page).toContain('>Premiers pas</a>');
    expect(page).toContain("Lumen, une boîte à outils d'éclairage imaginaire.");
    expect(page).toContain('>Les bases<');
    expect(page).toContain('Version: Prochaine');
    expect(readBuilt(root, 'fr/hello/index.html')).toContain('Bonjour, lecteur');
    expect(readBuilt(root, 'hello/index.html')).toContain('Hello, reader');
    // A locale without translations keeps the labels as they are.
    expect(readBuilt(root, 'ar/docs/next/intro/index.html')).toContain('>Basics<');
  });

  it("links a navbar `to` without a leading slash from the site's root, and shows the footer's HTML (its copyright, an `html` item) in each locale", async () => {
    const other = copyFixture('docusaurus-i18n');
    rewriteFile(other, 'docusaurus.config.js', "{ to: '/blog', label: 'Blog'", "{ to: 'blog', label: 'Blog'");
    rewriteFile(
      other,
      'docusaurus.config.js',
      "{ label: 'Getting started', to: '/docs/intro' }",
      "{ label: 'Getting started', to: '/docs/intro' }, { html: '<a class=\"badge\" href=\"https://sponsor.example\">Sponsor</a>' }",
    );
    rewriteFile(
      other,
      'i18n/fr/docusaurus-theme-classic/footer.json',
      "Lumen, une boîte à outils d'éclairage imaginaire.",
      'Lumen, par <a href=\\"https://lumen.example.org/team\\">son équipe</a>.',
    );
    const built = await runCli(['build', '--root', other, '--no-cache']);
    expect(built.stderr).toBe('');
    for (const locale of ['fr/', '']) {
      const [html, blog] = [readBuilt(other, `${locale}docs/next/intro/index.html`), `/${locale}blog`];
      expect(html).toContain(`<a class="navbar__link" href="${blog}">`);
      expect(html).toContain('<li><a class="badge" href="https://sponsor.example">Sponsor</a></li>');
    }
    expect(readBuilt(other, 'fr/docs/next/intro/index.html')).toContain(
      '<div class="footer__copyright">Lumen, par <a href="https://lumen.example.org/team">son équipe</a>.</div>',
    );
  });

  it("shows the navbar's title only where the config names one, in the locale's words", async () => {
    const titled = copyFixture('docusaurus-i18n');
    rewriteFile(
      titled,
      'i18n/fr/docusaurus-theme-classic/navbar.json',
      '"title": { "message": "Lumen"',
      '"title": { "message": "Lumière"',
    );
    expect((await runCli(['build', '--root', titled, '--no-cache'])).code).toBe(0);
    expect(readBuilt(titled, 'fr/index.html')).toContain('<span class="navbar__title">Lumière</span>');
    expect(readBuilt(titled, 'index.html')).toContain('<span class="navbar__title">Lumen</span>');
    // Docusaurus shows the logo alone when `navbar.title` is not set, whatever the site's title.
    const untitled = copyFixture('docusaurus-i18n');
    rewriteFile(untitled, 'docusaurus.config.js', "      title: 'Lumen',\n", '');
    expect((await runCli(['build', '--root', untitled, '--no-cache', '--locale', 'fr'])).code).toBe(0);
    expect(readBuilt(untitled, 'fr/index.html')).not.toContain('navbar__title');
  });

  it("lists the locale dropdown's own entries before and after the locales (dropdownItemsBefore, dropdownItemsAfter)", async () => {
    const other = copyFixture('docusaurus-i18n');
    rewriteFile(
      other,
      'docusaurus.config.js',
      "{ type: 'localeDropdown', position: 'right' }",
      `{ type: 'localeDropdown', position: 'right',
        dropdownItemsBefore: [{ to: '/docs/intro', label: 'Start' }],
        dropdownItemsAfter: [{ type: 'html', value: '<hr class="sep">' }, { href: 'https://translate.example', label: 'Help translate' }] }`,
    );
    expect((await runCli(['build', '--root', other, '--no-cache', '--locale', 'fr'])).code).toBe(0);
    const page = readBuilt(other, 'fr/docs/next/lamps/index.html');
    const menu = /<button[^>]*>Français<\/button><ul class="navbar__dropdown-menu">(.*?)<\/ul>/.exec(
      page,
    )?.[1];
    expect(
      [...(menu ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/ data-[^ >]+/g, '')),
    ).toEqual([
      '<a class="navbar__link" href="/fr/docs/intro">Start</a>',
      '<a class="navbar__link" href="/docs/next/lamps" hrefLang="en" lang="en">English</a>',
      '<a class="navbar__link" href="/fr/docs/next/lamps" hrefLang="fr" lang="fr" aria-current="true">Français</a>',
      '<a class="navbar__link" href="/ar/docs/next/lamps" hrefLang="ar" lang="ar">العربية</a>',
      '<hr class="sep">',
      '<a class="navbar__link" href="https://translate.example" target="_blank" rel="noopener noreferrer">Help translate</a>',
    ]);
  });

  it("reads the blog's authors.yml and tags.yml from the locale's translation where it has them", async () => {
    const other = copyFixture('docusaurus-i18n');
    const blog = path.join(other, 'i18n/fr/docusaurus-plugin-content-blog');
    writeFileSync(
      path.join(blog, 'authors.yml'),
      'ana:\n  name: Ana Lima\n  title: Éclairagiste\n  page: true\nben:\n  name: Ben Okafor\n  page: true\n',
    );
    writeFileSync(
      path.join(blog, 'tags.yml'),
      'releases:\n  label: Versions\n  permalink: /versions\nlamps:\n  label: Lampes\n  permalink: /lampes\n  description: Chaque lampe\n',
    );
    const built = await runCli(['build', '--root', other, '--no-cache', '--locale', 'fr']);
    expect(built.stderr).toBe('');
    const author = readBuilt(other, 'fr/blog/authors/ana/index.html');
    expect(author).toContain('<small class="author__title">Éclairagiste</small>');
    // The tag's page says what its description says, above the link to every tag.
    expect(readBuilt(other, 'fr/blog/tags/lampes/index.html')).toContain(
      '<p>Chaque lampe</p><a href="/fr/blog/tags">',
    );
    expect(existsSync(path.join(other, 'build/fr/blog/tags/lamps'))).toBe(false);
  });

  it('links every page to itself in each locale: hreflang alternates, the sitemap and the locale menu', () => {
    const page = readBuilt(root, 'fr/docs/next/lamps/index.html');
    for (const [lang, url] of [
      ['en', 'https://lumen.example.org/docs/next/lamps'],
      ['fr', 'https://lumen.example.org/fr/docs/next/lamps'],
      ['ar', 'https://lumen.example.org/ar/docs/next/lamps'],
      ['x-default', 'https://lumen.example.org/docs/next/lamps'],
    ])
      expect(page).toContain(`<link rel="alternate" href="${url}" hrefLang="${lang}"/>`);
    const menu = [...page.matchAll(/<a class="navbar__link" href="([^"]+)" hrefLang="([^"]+)"/g)].map(
      (m) => `${m[2]} ${m[1]}`,
    );
    expect(menu.slice(0, 3)).toEqual([
      'en /docs/next/lamps',
      'fr /fr/docs/next/lamps',
      'ar /ar/docs/next/lamps',
    ]);
    expect(readBuilt(root, 'sitemap.xml')).toContain(
      '<url><loc>https://lumen.example.org/docs/next/lamps</loc><xhtml:link rel="alternate" hreflang="en" href="https://lumen.example.org/docs/next/lamps"/><xhtml:link rel="alternate" hreflang="fr" href="https://lumen.example.org/fr/docs/next/lamps"/>',
    );
  });

  it('indexes each locale for search on its own, and lists the locales in the site metadata', () => {
    expect(searched(root, '')).toContain('/docs/intro');
    const french = searched(root, 'fr');
    expect(french).toContain('/fr/docs/intro');
    expect(french.every((route) => route.startsWith('/fr/'))).toBe(true);
    const metadata = JSON.parse(readBuilt(root, 'ar/site-metadata.json')) as { locales: unknown };
    expect(metadata.locales).toEqual([
      { code: 'en', direction: 'ltr', label: 'English' },
      { code: 'fr', direction: 'ltr', label: 'Français' },
      { code: 'ar', direction: 'rtl', label: 'العربية' },
    ]);
  });

  it('builds one locale with --locale, keeping the others; refuses a locale the site has not', async () => {
    // A copy of the built site, its output included: the shared build stays as it is.
    const own = mkdtempSync(path.join(tmpdir(), 'docsgen-i18n-'));
    cpSync(root, own, { recursive: true });
    const before = readBuilt(own, 'index.html');
    const one = await runCli(['build', '--root', own, '--locale', 'fr']);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/Built 17 pages .*→ .*build\/fr\/\n$/);
    expect(readBuilt(own, 'index.html')).toBe(before);
    expect(existsSync(path.join(own, 'build/ar/index.html'))).toBe(true);
    const unknown = await runCli(['build', '--root', own, '--locale', 'de']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('no locale "de": the site has en, fr, ar\n');
  });

  it("titles a category's generated index page with its translated label, or its link title's translation", async () => {
    const other = copyFixture('docusaurus-i18n');
    writeFileSync(
      path.join(other, 'sidebars.js'),
      `module.exports = { docs: [
  { type: 'category', label: 'Basics', link: { type: 'generated-index' }, items: ['intro',
    { type: 'category', label: 'Lamps', link: { type: 'generated-index', title: 'All lamps', description: 'Every lamp' }, items: ['lamps'] },
  ] },
] };\n`,
    );
    writeFileSync(
      path.join(other, 'i18n/fr/docusaurus-plugin-content-docs/current.json'),
      JSON.stringify({
        'sidebar.docs.category.Basics': { message: 'Les bases' },
        'sidebar.docs.category.Lamps': { message: 'Lampes' },
        'sidebar.docs.category.Lamps.link.generated-index.title': { message: 'Toutes les lampes' },
        'sidebar.docs.category.Lamps.link.generated-index.description': { message: 'Chaque lampe' },
      }),
    );
    const built = await runCli(['build', '--root', other, '--no-cache', '--locale', 'fr']);
    expect(built.code, built.stderr).toBe(0);
    const basics = readBuilt(other, 'fr/docs/next/category/basics/index.html');
    expect(basics).toContain('<title>Les bases | Lumen</title>');
    // Its card of a category counts the category's items in the locale's plural form.
    expect(basics).toContain('<small>1 élément</small>');
    const lamps = readBuilt(other, 'fr/docs/next/category/lamps/index.html');
    expect(lamps).toContain('<title>Toutes les lampes | Lumen</title>');
    expect(lamps).toContain('Chaque lampe');
  });

  it("links each doc to its version's file for editing, a translated one to the file it translates (to itself with editLocalizedFiles)", async () => {
    const edited = async (editUrl: string, more = ''): Promise<(page: string) => string | undefined> => {
      const other = withDocsOptions(`editUrl: ${editUrl}${more}`);
      const built = await runCli(['build', '--root', other, '--no-cache']);
      expect(built.code, built.stderr).toBe(0);
      return (page) => /href="(https:\/\/edit\.example[^"]*)"/.exec(readBuilt(other, page))?.[1];
    };
    const url = await edited("'https://edit.example/site/'");
    expect(url('docs/intro/index.html')).toBe(
      'https://edit.example/site/versioned_docs/version-1.0/intro.md',
    );
    expect(url('fr/docs/intro/index.html')).toBe(
      'https://edit.example/site/versioned_docs/version-1.0/intro.md',
    );
    expect(url('fr/docs/next/intro/index.html')).toBe('https://edit.example/site/docs/intro.md');
    // With editLocalizedFiles, a translated doc leads to its translation; an untranslated one as before.
    const localized = await edited("'https://edit.example/site/'", ', editLocalizedFiles: true');
    expect(localized('fr/docs/next/intro/index.html')).toBe(
      'https://edit.example/site/i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
    );
    expect(localized('fr/docs/intro/index.html')).toBe(
      'https://edit.example/site/versioned_docs/version-1.0/intro.md',
    );
    const made = await edited(
      '({ locale, version, versionDocsDirPath, docPath }) => `https://edit.example/${locale}/${version}/${versionDocsDirPath}/${docPath}`',
    );
    expect(made('docs/intro/index.html')).toBe(
      'https://edit.example/en/1.0/versioned_docs/version-1.0/intro.md',
    );
    expect(made('fr/docs/next/intro/index.html')).toBe('https://edit.example/fr/current/docs/intro.md');
  });

  it('shows the last update of versioned and translated docs, from their own files', async () => {
    const other = withDocsOptions('showLastUpdateTime: true');
    const git = (date: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Ana Lima', '-c', 'user.email=a@l', ...args], {
        cwd: other,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    git('2023-07-08T10:00:00Z', 'init', '-q');
    git('2023-07-08T10:00:00Z', 'add', '.');
    git('2023-07-08T10:00:00Z', 'commit', '-qm', 'site');
    writeFileSync(
      path.join(other, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'),
      '# Intro\n\nRevu.\n',
    );
    git('2024-01-02T10:00:00Z', 'commit', '-qam', 'translation');
    const built = await runCli(['build', '--root', other, '--no-cache']);
    expect(built.code, built.stderr).toBe(0);
    const updated = (page: string) => /<time datetime="([\d-]+)"/.exec(readBuilt(other, page))?.[1];
    expect(updated('docs/next/intro/index.html')).toBe('2023-07-08');
    // A released version's file, and a locale's translation (changed later than what it translates).
    expect(updated('docs/intro/index.html')).toBe('2023-07-08');
    expect(updated('fr/docs/next/intro/index.html')).toBe('2024-01-02');
    // In the locale's words, the date as the locale writes it.
    expect(readBuilt(other, 'fr/docs/next/intro/index.html')).toContain(
      '<span class="doc__updated">Dernière mise à jour le <time datetime="2024-01-02">2 janvier 2024</time></span>',
    );
    expect(readBuilt(other, 'docs/next/intro/index.html')).toContain(
      '<span class="doc__updated">Last updated on <time datetime="2023-07-08">July 8, 2023</time></span>',
    );
  });

  it('checks a link to another locale clean', async () => {
    const check = await runCli(['check', '--root', root]);
    expect(check.stdout + check.stderr).toMatch(/^0 errors, 0 warnings/);
    expect(check.code).toBe(0);
  });
});

describe('a rebuild of a site in several locales', () => {
  it('renders in each locale only what an edit changed, to the output of a fresh build', async () => {
    const root = copyFixture('docusaurus-i18n');
    // Written an hour ago: a build trusts an unchanged size and time only when well before it.
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const rel of readdirSync(root, { recursive: true, encoding: 'utf8' }))
      utimesSync(path.join(root, rel), hourAgo, hourAgo);
    const build = async (...args: string[]): Promise<void> => {
      const { code, stderr } = await runCli(['build', '--root', root, ...args]);
      expect(code, stderr).toBe(0);
    };
    // Two builds, so that each locale's output and the spare it recycles hold every page.
    await build();
    await build();
    rewriteFile(root, 'docs/lamps.md', 'A lamp has', 'Any lamp has');
    const started = Date.now();
    await build();
    const modified = (rel: string): number => statSync(path.join(root, 'build', rel)).mtimeMs;
    // The untranslated page shows the edit in every locale; the pages it is not on are kept.
    for (const folder of ['', 'fr/', 'ar/']) {
      expect(modified(`${folder}docs/next/lamps/index.html`), folder).toBeGreaterThanOrEqual(started - 1000);
      expect(modified(`${folder}docs/next/intro/index.html`), folder).toBeLessThan(started);
    }
    const fresh = path.join(root, 'fresh');
    await build('--no-cache', '--out', fresh);
    expect(snapshot(path.join(root, 'build'))).toEqual(snapshot(fresh));
  });
});
