import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliPath, copyFixture, readBuilt, runCli } from '../helpers.js';

/** The doc pages of tests/fixtures/docusaurus-doc-pieces. */
const DOCS = ['start', 'setup', 'reference'] as const;

/** Builds a copy of the fixture without the named folders of its `src/theme`; returns its root. */
async function buildWithout(...theme: string[]): Promise<string> {
  const root = copyFixture('docusaurus-doc-pieces');
  for (const dir of theme) rmSync(path.join(root, 'src/theme', dir), { recursive: true });
  const result = await runCli(['build', '--root', root, '--no-cache']);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toBe('');
  return root;
}

/** A DocItem/Content of the site's own: the theme's title when the body has none, then the body it is given. */
const OWN_CONTENT = `import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';

export default function Content({ children }) {
  const { metadata, contentTitle } = useDoc();
  return (
    <div className="doc-body">
      {contentTitle === undefined ? <Heading as="h1">{metadata.title}</Heading> : null}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
`;

/** A DocSidebar as an eject leaves it: the desktop sidebar, or the mobile one on a narrow window. */
const EJECTED_SIDEBAR = `import React from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import Desktop from '@theme/DocSidebar/Desktop';
import Mobile from '@theme/DocSidebar/Mobile';

export default function Sidebar(props) {
  const size = useWindowSize();
  return size === 'mobile' ? <Mobile {...props} /> : <Desktop {...props} />;
}
`;

/** A DocSidebar/Desktop that adds a line under docsgen's. */
const DESKTOP_SIDEBAR = `import React from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';

export default function DesktopWithNote(props) {
  return (
    <>
      <Desktop {...props} />
      <p className="sidebar-note">Pages are made of pieces.</p>
    </>
  );
}
`;

/** A page's main element. */
function mainOf(page: string): string {
  return page.slice(page.indexOf('<main'), page.indexOf('</main>'));
}

/** What docsgen's doc page shows, piece by piece (each the first match, or undefined). */
function piecesOf(main: string): Record<string, string | undefined> {
  const first = (pattern: RegExp) => pattern.exec(main)?.[0];
  return {
    breadcrumbs: first(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/),
    title: first(/<h1[\s\S]*?<\/h1>/),
    mobileToc: first(/<details class="toc-collapsible"[\s\S]*?<\/details>/),
    markdown: first(/<div class="markdown">[\s\S]*?<\/div>/),
    footer: first(/<footer class="doc__footer">[\s\S]*?<\/footer>/),
    paginator: first(/<nav class="pagination"[\s\S]*?<\/nav>/),
    desktopToc: first(/<nav class="toc[ "][\s\S]*?<\/nav>/),
  };
}

describe("doc pages and posts made of the site's pieces (tests/fixtures/docusaurus-doc-pieces)", () => {
  let own = '';
  let ejected = '';
  let tocOnly = '';

  beforeAll(async () => {
    [own, ejected, tocOnly] = await Promise.all([
      buildWithout('DocItem', 'BlogPostItem'),
      buildWithout(),
      buildWithout('DocItem/Layout', 'BlogPostItem'),
    ]);
  }, 120_000);

  it("puts a swizzled DocItem/TOC/Desktop in the side column of docsgen's page, with the doc's headings, its CSS and no island", () => {
    const page = readBuilt(tocOnly, 'docs/start/index.html');
    const main = mainOf(page);
    const side = main.slice(main.indexOf('<aside class="doc__toc">'));
    // The part's TOC lists what docsgen's does (h2 and h3), with the class the part gives it.
    const ownToc = piecesOf(mainOf(readBuilt(own, 'docs/start/index.html'))).desktopToc!;
    expect(side).toMatch(
      /^<aside class="doc__toc"><link rel="stylesheet" href="[^"]+"\/><div class="frame"><div class="styles_\w+_column"><nav class="toc styles_\w+_toc"/,
    );
    expect(side).toContain(ownToc.slice(ownToc.indexOf('<h2')));
    expect(side).toContain(
      '<p>Need a hand with your pages?</p><a href="https://pieces.example.org/help">Ask us</a>',
    );
    expect(page).not.toContain('data-island');
    // Its CSS module is the page's: linked, and written.
    const css = /<link rel="stylesheet" href="\/(assets\/css\/page-\w+\.css)"\/>/.exec(main)?.[1];
    expect(css).toBeDefined();
    expect(readBuilt(tocOnly, css!)).toMatch(/\.styles_\w+_card \{/);
    // The page asks for h4 too.
    expect(mainOf(readBuilt(tocOnly, 'docs/setup/index.html'))).toContain('href="#rarely-used"');
  });

  it.each(DOCS)('%s: an ejected DocItem/Layout renders the pieces docsgen renders without it', (doc) => {
    const mine = mainOf(readBuilt(own, `docs/${doc}/index.html`));
    const theirs = mainOf(readBuilt(ejected, `docs/${doc}/index.html`));
    const pieces = piecesOf(mine);
    for (const [name, html] of Object.entries(pieces)) {
      if (name === 'desktopToc' || html === undefined) continue;
      expect(theirs, name).toContain(html);
    }
    // One title: the theme's, or the body's own h1.
    expect(theirs.match(/<h1/g)).toHaveLength(1);
    // The side TOC is the site's (DocItem/TOC/Desktop), with docsgen's headings.
    if (pieces.desktopToc) {
      const list = pieces.desktopToc.slice(pieces.desktopToc.indexOf('<ul'));
      expect(theirs).toContain(`<div class="col col--3"><div class="styles_`);
      expect(theirs.slice(theirs.indexOf('col--3'))).toContain(list);
    } else expect(theirs).not.toContain('col--3');
  });

  it('gives a swizzled DocItem/Content the body as its children, and whether the body has its own title', async () => {
    const root = copyFixture('docusaurus-doc-pieces');
    mkdirSync(path.join(root, 'src/theme/DocItem/Content'));
    writeFileSync(path.join(root, 'src/theme/DocItem/Content/index.js'), OWN_CONTENT);
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
    for (const doc of DOCS) {
      const theirs = mainOf(readBuilt(root, `docs/${doc}/index.html`));
      const body = piecesOf(mainOf(readBuilt(own, `docs/${doc}/index.html`))).markdown!;
      const inner = body.slice('<div class="markdown">'.length, -'</div>'.length);
      expect(theirs).toContain(`<div class="doc-body">`);
      expect(theirs.split(inner)).toHaveLength(2);
      expect(theirs.match(/<h1/g), doc).toHaveLength(1);
    }
  });

  it('puts the sidebar in an ejected DocSidebar and a swizzled DocSidebar/Desktop, once', async () => {
    const root = copyFixture('docusaurus-doc-pieces');
    mkdirSync(path.join(root, 'src/theme/DocSidebar/Desktop'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/DocSidebar/index.js'), EJECTED_SIDEBAR);
    writeFileSync(path.join(root, 'src/theme/DocSidebar/Desktop/index.js'), DESKTOP_SIDEBAR);
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const mine = readBuilt(own, 'docs/setup/index.html');
    const theirs = readBuilt(root, 'docs/setup/index.html');
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(mine)![0];
    expect(theirs.split(sidebar)).toHaveLength(2);
    expect(theirs.split('<p class="sidebar-note">Pages are made of pieces.</p>')).toHaveLength(2);
    expect(theirs.indexOf('sidebar-note')).toBeGreaterThan(theirs.indexOf(sidebar));
  });

  it("fails the build at the place in the site's file where a doc's part threw, rendered with the page", async () => {
    const root = copyFixture('docusaurus-doc-pieces');
    writeFileSync(
      path.join(root, 'src/theme/DocItem/TOC/Desktop/index.js'),
      [
        "import React from 'react';",
        "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
        '',
        'export default function TenthHeading() {',
        '  const { toc } = useDoc();',
        '  return <p>{toc[9].value}</p>;',
        '}',
        '',
      ].join('\n'),
    );
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "src/theme/DocItem/TOC/Desktop/index.js:6:21: failed to render: Cannot read properties of undefined (reading 'value')",
    );
  });

  it('renders the doc parts of a site large enough for page workers, which then only compile (one core: a worker that would render)', () => {
    const root = copyFixture('docusaurus-doc-pieces');
    mkdirSync(path.join(root, 'docs/many'));
    for (let i = 0; i < 120; i++)
      writeFileSync(
        path.join(root, `docs/many/page-${i}.md`),
        `# Page ${i}\n\nText of page ${i}.\n\n## First part of ${i}\n\nMore.\n\n## Second part of ${i}\n\nThe end.\n`,
      );
    // taskset limits the process to one core, which is what availableParallelism() then reports.
    execFileSync('taskset', ['-c', '0', process.execPath, cliPath, 'build', '--root', root, '--no-cache'], {
      env: { ...process.env, CI: '1' },
      stdio: 'pipe',
    });
    for (let i = 0; i < 120; i++) {
      const main = mainOf(readBuilt(root, `docs/many/page-${i}/index.html`));
      expect(main).toContain('<p>Need a hand with your pages?</p>');
      expect(main).toContain(`href="#second-part-of-${i}"`);
      expect(main.match(/<h1/g)).toHaveLength(1);
    }
  }, 120_000);

  it('gives useDoc() the headings: a doc that hides its table of contents shows none, the others both', () => {
    const hidden = mainOf(readBuilt(ejected, 'docs/reference/index.html'));
    expect(hidden).not.toContain('toc__list');
    expect(hidden).toContain('<div class="col">');
    const shown = mainOf(readBuilt(ejected, 'docs/start/index.html'));
    expect(shown.match(/class="toc__list"/g)).toHaveLength(2);
    expect(shown).toContain('<div class="col doc-column">');
  });

  it.each(['blog/2024/06/01/field-notes/index.html', 'blog/index.html', 'blog/tags/notes/index.html'])(
    '%s: an ejected BlogPostItem and Header render the pieces of each post docsgen renders without them',
    (file) => {
      const mine = mainOf(readBuilt(own, file));
      const theirs = mainOf(readBuilt(ejected, file));
      const pieces = postPiecesOf(mine);
      expect(pieces.length).toBeGreaterThan(3);
      // In the same order, each once.
      expect(postPiecesOf(theirs)).toEqual(pieces);
      const body = /<div class="markdown">[\s\S]*?<\/div>/g;
      expect(theirs.match(body)).toEqual(mine.match(body));
      // The header's info (swizzled, around docsgen's) says how many tags each post has, once.
      const counts = [...theirs.matchAll(/<p class="post-tag-count">(\d)<!-- --> tags<\/p>/g)].map(
        (m) => m[1],
      );
      expect(counts).toEqual(
        file === 'blog/index.html' ? ['1', '2'] : file.includes('field-notes') ? ['2'] : ['1', '2'],
      );
    },
  );
});

/** The pieces of each post docsgen's list or post page shows (its title, its date, its authors, its body, its footer). */
function postPiecesOf(main: string): string[] {
  return [
    ...main.matchAll(
      /<h[12] class="(?:page-title|post__title)">[\s\S]*?<\/h[12]>|<div class="post__meta">[\s\S]*?<\/div>|<ul class="authors">[\s\S]*?<\/ul>|<footer class="post__footer">[\s\S]*?<\/footer>/g,
    ),
  ].map((m) => m[0]);
}
