import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliPath, codexBuild, runCli, snapshot } from '../helpers.js';
import { layoutFor, sharesHighlighter } from '../../src/node/workers/chooseLayout.js';
import { highlightHere } from '../../src/node/markdown/codeBlocks.js';
import { hastToHtml } from '../../src/node/markdown/hastToHtml.js';
import { DEFAULT_MAGIC_COMMENTS, markLines } from '../../src/node/markdown/magicComments.js';
// @ts-expect-error plain JS module without types
import { writeCorpus } from '../../bench/corpus.js';

/** Every route of SPEC §2. */
const DOC_ROUTES = {
  api: ['entries', 'errors', 'ids', 'intro', 'models', 'swagger'],
  editor: [
    'block-quote',
    'bullet-list',
    'code-block',
    'embeds',
    'factbox',
    'google-maps',
    'heading',
    'intro',
    'media',
    'ordered-list',
    'page-break',
    'paragraph',
    'reference',
    'table',
  ],
  graphql: ['intro', 'preview', 'schema', 'urls'],
  jobs: [
    'bulk-patch-update',
    'clone-site',
    'create-environment',
    'delete-content',
    'delete-environment',
    'export-entries',
    'graphql-api-schema',
    'import-assets',
    'import-entries',
    'intro',
    'sync-environments',
  ],
  plugins: [
    'codex-context',
    'codex-utils',
    'create-content-block',
    'create-custom-entry-sidebar-component',
    'create-custom-field',
    'create-custom-page',
    'create-custom-permissions',
    'create-first-plugin',
    'intro',
    'packages',
    'quick-start',
    'router',
    'style-guide',
  ],
  webhooks: ['intro', 'payload'],
};
const DOCS = [
  ...Object.entries(DOC_ROUTES).flatMap(([dir, names]) => names.map((n) => `/docs/${dir}/${n}`)),
  '/docs/changelog',
];
const BLOG = ['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'].map((s) => `/blog/${s}`);
const TAGS = ['docusaurus', 'facebook', 'hello', 'hola'].map((t) => `/blog/tags/${t}`);
const ROUTES = [
  '/',
  '/markdown-page',
  '/icons/',
  '/blog',
  '/blog/archive',
  '/blog/tags',
  ...TAGS,
  ...BLOG,
  ...DOCS,
];

let out: string;
const html = (route: string): string =>
  readFileSync(
    path.join(out, route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`),
    'utf8',
  );

beforeAll(async () => {
  // The run's shared build of the Codex site (no cache); it fails on a non-zero exit.
  const result = await codexBuild();
  expect(result.stderr).toBe('');
  out = result.out;
});

describe('the Codex site build', () => {
  it('has 51 doc routes in SPEC §2', () => expect(DOCS).toHaveLength(51));

  it.each(ROUTES)('%s is complete HTML: one h1, title, description, lang, theme, navbar, footer', (route) => {
    const page = html(route);
    expect(page.startsWith('<!DOCTYPE html><html lang="en" dir="ltr" data-theme="light">')).toBe(true);
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(page).toContain('<nav class="navbar"');
    for (const label of ['API', 'Editor', 'GraphQL', 'Playground', 'Jobs', 'Icons'])
      expect(page).toContain(`>${label}</a>`);
    expect(page).toContain('Copyright © 2025');
  });

  it.each(DOCS)(
    '%s has the sidebar (with every doc but block-quote), a TOC of h2/h3 and one .markdown',
    (route) => {
      const page = html(route);
      expect(page.match(/class="markdown"/g)).toHaveLength(1);
      const sidebar = /<aside class="doc-sidebar"[\s\S]*?<\/aside>/.exec(page)?.[0] ?? '';
      for (const doc of DOCS.filter((d) => d !== '/docs/editor/block-quote'))
        expect(sidebar).toContain(`href="${doc}"`);
      expect(sidebar).not.toContain('href="/docs/editor/block-quote"');
      const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(page)?.[0];
      expect(toc, 'toc').toBeDefined();
      const markdown = page.slice(page.indexOf('class="markdown"'));
      expect(markdown.indexOf('class="toc"')).toBeGreaterThan(0);
      for (const [, id] of toc!.matchAll(/href="#([^"]+)"/g))
        expect(page).toMatch(new RegExp(`<h[23] id="${id}"`));
    },
  );

  it("marks each page's navbar item, and preloads the logo from the head", () => {
    const current = (route: string) =>
      [...html(route).matchAll(/<a class="navbar__link" href="([^"]+)" aria-current="page">/g)].map(
        (m) => m[1],
      );
    // The navbar and its drawer both list the items.
    expect(current('/docs/jobs/clone-site')).toEqual(['/docs/jobs/intro', '/docs/jobs/intro']);
    expect(current('/docs/api/entries')).toEqual(['/docs/api/intro', '/docs/api/intro']);
    expect(current('/blog')).toEqual(['/blog', '/blog']);
    for (const route of ['/', '/docs/api/entries']) {
      const page = html(route);
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toMatch(/<link rel="preload" [^>]*as="image"/);
      expect(head).toContain('href="/img/logo.svg"');
      expect(page.slice(page.indexOf('</head>'))).not.toContain('<link rel="preload"');
    }
  });

  it('marks the current doc active and opens its category', () => {
    const page = html('/docs/jobs/clone-site');
    expect(page).toContain(
      'class="sidebar__link sidebar__link--active" aria-current="page" href="/docs/jobs/clone-site"',
    );
    expect(page).toMatch(
      /<details open="" data-cat="\d+"><summary class="sidebar__summary"><span class="sidebar__category-label">Jobs/,
    );
  });

  it('writes the /docs landing redirect, 404 page, sitemap, feeds and llms.txt', () => {
    const docsIndex = readFileSync(path.join(out, 'docs/index.html'), 'utf8');
    expect(docsIndex).toContain('<meta http-equiv="refresh" content="0; url=/docs/api/intro"/>');
    const notFound = readFileSync(path.join(out, '404.html'), 'utf8');
    expect(notFound.match(/<h1[\s>]/g)).toHaveLength(1);
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const route of ROUTES)
      expect(sitemap).toContain(`<loc>https://docs.codex.gjirafa.tech${route}</loc>`);
    const llms = readFileSync(path.join(out, 'llms.txt'), 'utf8');
    expect(llms.startsWith('# Codex\n')).toBe(true);
    for (const route of DOCS) expect(llms).toContain(`](https://docs.codex.gjirafa.tech${route})`);
    expect(readFileSync(path.join(out, 'blog/rss.xml'), 'utf8')).toContain('<rss version="2.0"');
    expect(readFileSync(path.join(out, 'blog/atom.xml'), 'utf8')).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
    );
    const metadata = JSON.parse(readFileSync(path.join(out, 'site-metadata.json'), 'utf8'));
    expect(metadata.versions[0]).toMatchObject({ name: 'current', label: 'Next', mainDocId: 'api/intro' });
  });

  it('shows reading time, date, authors and tag links on blog pages', () => {
    for (const route of ['/blog', ...BLOG]) {
      const page = html(route);
      expect(page).toMatch(/\d+ min read/);
      expect(page).toMatch(/<time dateTime="2025-\d\d-\d\d">|<time datetime="2025-\d\d-\d\d">/i);
      expect(page).toContain('class="author__name"');
    }
    expect(html('/blog/welcome')).toContain('href="/blog/tags/hola"');
  });

  it('writes a client payload per route and hashed assets', () => {
    const payload = JSON.parse(readFileSync(path.join(out, 'docs/api/entries/page-data.json'), 'utf8'));
    expect(payload).toMatchObject({ route: '/docs/api/entries', sidebar: { id: 'docs' } });
    expect(payload.main).toContain('class="markdown"');
    expect(html('/')).toMatch(/<link rel="stylesheet" href="\/assets\/css\/theme\.[0-9a-f]{10}\.css"\/>/);
  });
});

/** A site root in a temporary folder, with the given files. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-err-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

/** When each entry of a compile cache folder was last saved (entry -> mtime). */
function savedTimes(dir: string): Map<string, number> {
  return new Map(readdirSync(dir).map((name) => [name, statSync(path.join(dir, name)).mtimeMs]));
}

/** The bundles (cli.cjs, build-worker.cjs…) that left their compiled code in a compile cache folder (launch.ts), and `regexes`. */
function compileCacheEntries(dir: string): string[] {
  return readdirSync(dir)
    .map((name) => name.replace(/-\w+\.bin$/, ''))
    .sort();
}

describe('code blocks of pages compiled on the main thread', () => {
  // Highlighted in a worker thread (see highlightRemotely), they must come back as this thread makes them.
  const blocks = [
    ['ts', 'title="a.ts" {2}', 'const a: number = 1;\nlet b = a + 1; // two'],
    ['bash', 'showLineNumbers', 'npm install\nnpm test -- --run'],
    ['json', '', '{ "a": [1, "two", null] }'],
    ['nosuchlanguage', '', 'plain <text> & more'],
  ] as const;
  const ENTITIES: Record<string, string> = {
    quot: '"',
    lt: '<',
    gt: '>',
    amp: '&',
    '#x3C': '<',
    '#x26': '&',
  };
  const fences = blocks.map(([lang, meta, code]) => `\`\`\`${lang} ${meta}\n${code}\n\`\`\`\n`).join('\n');

  it('leave the highlight worker stopped, not waited for, in a build without any', async () => {
    // A build of a small site without output starts the worker as it begins. Given no work, it is
    // stopped as the build ends, before it could save its compiled code (ended, it would wait for
    // the worker to load).
    const root = site({ 'content/docs/a.md': '# A\n\nNo code here.\n' });
    const compileCache = mkdtempSync(path.join(tmpdir(), 'docsgen-compile-cache-'));
    const env = { DOCSGEN_COMPILE_CACHE: compileCache };
    expect((await runCli(['build', '--root', root, '--no-cache'], { env })).code).toBe(0);
    expect(compileCacheEntries(compileCache)).toEqual(['cli.cjs']);
  });

  it('are the HTML this thread makes, in .md and MDX pages', async () => {
    const root = site({ 'content/docs/a.md': `# A\n\n${fences}`, 'content/docs/b.mdx': `# B\n\n${fences}` });
    const compileCache = mkdtempSync(path.join(tmpdir(), 'docsgen-compile-cache-'));
    const env = { DOCSGEN_COMPILE_CACHE: compileCache };
    expect((await runCli(['build', '--root', root, '--no-cache'], { env })).code).toBe(0);
    // The build ends the highlight worker, which saves its compiled code and its grammars' regexes
    // (see RegexConversions) as it goes.
    expect(compileCacheEntries(compileCache)).toEqual(['cli.cjs', 'highlight-worker.cjs', 'regexes']);
    const built = (page: string): string[] =>
      [
        ...readFileSync(path.join(root, 'build/docs', page, 'index.html'), 'utf8').matchAll(
          /<div class="code-block"[\s\S]*?<\/button><\/div>/g,
        ),
      ].map((m) => m[0]);
    const here = await Promise.all(
      blocks.map(([lang, meta, code]) => {
        const marked = markLines(lang, meta, code, DEFAULT_MAGIC_COMMENTS);
        return highlightHere(lang, meta, marked.code, marked.lines);
      }),
    );
    expect(built('a')).toEqual(here.map((element) => hastToHtml(element)));
    // MDX pages are serialised by React, which escapes characters its own way.
    const unescaped = (html: string): string =>
      html.replace(/&(quot|lt|gt|amp|#x3C|#x26);/g, (_, name: string) => ENTITIES[name]!);
    expect(built('b').map(unescaped)).toEqual(built('a').map(unescaped));
  });
});

describe('build errors', () => {
  it('reports bad MDX at file:line:col, exits 1 and leaves the previous output untouched', async () => {
    const root = site({
      'content/docs/a.md': '# A\n',
      'content/docs/b.mdx': '---\ntitle: B\n---\n\n# B\n\nfine\n',
    });
    expect((await runCli(['build', '--root', root])).code).toBe(0);
    const before = statSync(path.join(root, 'build/docs/a/index.html')).mtimeMs;
    writeFileSync(path.join(root, 'content/docs/b.mdx'), '---\ntitle: B\n---\n\n# B\n\n<Broken\n');
    const result = await runCli(['build', '--root', root]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toMatch(/^content\/docs\/b\.mdx:8:1: .+/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(statSync(path.join(root, 'build/docs/a/index.html')).mtimeMs).toBe(before);
    expect(existsSync(path.join(root, 'build/docs/b/index.html'))).toBe(true);
  });

  it('reports an MDX import that does not resolve at its line in the page, not in the compiled JS', async () => {
    const root = site({
      'content/docs/a.mdx':
        '---\ntitle: A\n---\n\n# A\n\nSome text.\n\nimport Missing from "./missing-thing";\n\n<Missing />\n',
    });
    const result = await runCli(['build', '--root', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^content\/docs\/a\.mdx:9:21: Could not resolve "\.\/missing-thing"/);
  });

  it('reports bad front matter at its line', async () => {
    const root = site({ 'content/docs/a.md': '---\ntitle: ok\ntags: [unclosed\n---\n\n# A\n' });
    const result = await runCli(['build', '--root', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^content\/docs\/a\.md:[34]:\d+: invalid front matter/);
  });

  it('reports a config syntax error at file:line:col', async () => {
    const root = site({
      'content/docs/a.md': '# A\n',
      'config/site.ts': "export default {\n  title: 'x',,\n};\n",
    });
    const result = await runCli(['build', '--root', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^config\/site\.ts:2:\d+: /);
  });

  it('lets MDX import images (hashed under assets/media) and .md partials', async () => {
    const root = site({
      'content/docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      'content/docs/_partial.md': 'Partial **text** here.\n',
      'content/docs/a.mdx':
        "import logo from './logo.svg';\nimport Partial from './_partial.md';\n\n# A\n\n<img src={logo} alt=\"logo\" />\n\n<Partial />\n",
    });
    expect((await runCli(['build', '--root', root])).code).toBe(0);
    const page = readFileSync(path.join(root, 'build/docs/a/index.html'), 'utf8');
    const src = /<img src="(\/assets\/media\/logo-\w+\.svg)"/.exec(page)?.[1];
    expect(src).toBeDefined();
    expect(existsSync(path.join(root, 'build', src!))).toBe(true);
    expect(page).toContain('Partial <strong>text</strong> here.');
  });

  it('says in one line when the root does not exist', async () => {
    const result = await runCli(['build', '--root', '/nonexistent/site']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('builds any .md body (CommonMark has no syntax errors) and warns on duplicate routes', async () => {
    const root = site({
      'content/docs/a.md': '# A\n\n<div>\n*unclosed **things [link](\n\n:::\n\n{#x} :::weird[\n',
      'content/docs/b.md': '---\nslug: /a\n---\n# B\n',
    });
    const result = await runCli(['build', '--root', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('duplicate route /docs/a');
  });
});

describe('a site large enough for worker threads', () => {
  // 120 pages: past the point where .md pages compile in worker threads (on 2 cores, the main thread
  // renders and writes them; on one, the worker does).
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-workers-'));
  // docsgen's own compile cache (launch.ts), empty at first.
  const compileCache = mkdtempSync(path.join(tmpdir(), 'docsgen-compile-cache-'));
  const env = { DOCSGEN_COMPILE_CACHE: compileCache };
  let code = -1;
  beforeAll(async () => {
    writeCorpus(root, 120);
    code = (await runCli(['build', '--root', root, '--no-cache'], { env })).code;
  }, 120_000);

  it('writes every page, its payload and its .md twin (rendered here, of pages a worker compiled)', () => {
    expect(code).toBe(0);
    for (let i = 0; i < 120; i++) {
      const route = `docs/section-0/topic-${Math.floor(i / 20)}/page-${i}`;
      const html = readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
      expect(html).toContain(`<h1 class="page-title">Page ${i} about`);
      expect(html).toContain('class="code-block"');
      expect(html).toContain('sidebar__link--active');
      expect(existsSync(path.join(root, 'build', route, 'page-data.json'))).toBe(true);
      // The workers get the manifest without source bodies; each job's body must reach its twin.
      const twin = readFileSync(path.join(root, 'build', `${route}.md`), 'utf8');
      expect(twin).toMatch(new RegExp(`^# Page ${i} about [\\s\\S]*## Overview`));
    }
  });

  it('writes the same pages on a machine with one core (one worker, no highlight worker)', () => {
    expect(code).toBe(0);
    const out = path.join(root, 'build-one-core');
    // taskset limits the process to one core, which is what availableParallelism() then reports.
    execFileSync(
      'taskset',
      ['-c', '0', process.execPath, cliPath, 'build', '--root', root, '--no-cache', '--out', out],
      {
        env: { ...process.env, CI: '1' },
      },
    );
    const pages = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('index.html'))
        .sort();
    expect(pages(out)).toEqual(pages(path.join(root, 'build')));
  }, 120_000);

  it('indexes every page for search', () => {
    const meta = JSON.parse(readFileSync(path.join(root, 'build/search/meta.json'), 'utf8')) as {
      docs: number;
    };
    expect(meta.docs).toBe(120);
  });

  it('highlights code in the workers as this thread does', async () => {
    expect(code).toBe(0);
    // The corpus's pages cycle through five languages: pages 0 to 4 have one block each.
    for (let i = 0; i < 5; i++) {
      const route = `docs/section-0/topic-0/page-${i}`;
      const html = readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
      const built = /<div class="code-block"[\s\S]*?<\/button><\/div>/.exec(html)![0];
      const fence = /^```(\S+) (.*)\n([\s\S]*?)\n```$/m.exec(
        readFileSync(path.join(root, 'content', `${route}.md`), 'utf8'),
      )!;
      const marked = markLines(fence[1], fence[2], fence[3]!, DEFAULT_MAGIC_COMMENTS);
      expect(built).toBe(hastToHtml(await highlightHere(fence[1], fence[2], marked.code, marked.lines)));
    }
  });

  it('keeps the compiled code of the CLI and the workers, and builds the same from it', async () => {
    expect(code).toBe(0);
    // The workers save theirs as they end, which they do by themselves once the pages are done. On
    // up to three cores, several page workers share the highlight worker, which the build ends too;
    // one (on 2 cores) highlights its pages' code itself, and no highlight worker starts.
    expect(compileCacheEntries(compileCache)).toEqual(
      sharesHighlighter(layoutFor({ pages: 120, toCompile: 120, routes: 120 }))
        ? ['build-worker.cjs', 'cli.cjs', 'highlight-worker.cjs', 'regexes']
        : ['build-worker.cjs', 'cli.cjs', 'regexes'],
    );
    const saved = savedTimes(compileCache);
    const out = path.join(root, 'build-again');
    const again = await runCli(['build', '--root', root, '--no-cache', '--out', out], { env });
    expect(again.code).toBe(0);
    // Each thread used its entry, so saved none again: V8 rejects an entry made under other flags
    // (see V8_FLAGS in launch.ts), and a rejected one is compiled and saved anew; the regexes the
    // threads converted were all kept.
    expect(savedTimes(compileCache)).toEqual(saved);
    // Code from the cache imports what docsgen does not bundle (the config, Shiki's grammars) too.
    for (const file of [
      'docs/section-0/topic-0/page-0/index.html',
      'docs/section-0/topic-5/page-103/index.html',
    ])
      expect(readFileSync(path.join(out, file), 'utf8')).toBe(
        readFileSync(path.join(root, 'build', file), 'utf8'),
      );
  }, 120_000);
});

describe('a rebuild that renders many pages from the cache', () => {
  it('lets its page worker end by itself rather than stopping it', async () => {
    // 260 pages: past the number of cached pages whose rendering alone is worth the worker threads.
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-rerender-'));
    writeCorpus(root, 260);
    expect((await runCli(['build', '--root', root])).code).toBe(0);
    // A new site title: every page is rendered again, none compiled again.
    const config = path.join(root, 'config/site.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Bench'", "title: 'Renamed'"));
    const compileCache = mkdtempSync(path.join(tmpdir(), 'docsgen-compile-cache-'));
    const again = await runCli(['build', '--root', root], { env: { DOCSGEN_COMPILE_CACHE: compileCache } });
    expect(again.code).toBe(0);
    expect(
      readFileSync(path.join(root, 'build/docs/section-1/topic-2/page-250/index.html'), 'utf8'),
    ).toContain('| Renamed</title>');
    // A worker saves its compiled code as it ends by itself. One kept alive by its idle port to the
    // highlight worker was stopped after a 2 s wait, before it could.
    expect(compileCacheEntries(compileCache)).toContain('build-worker.cjs');
  }, 120_000);
});

describe('rebuilding over earlier outputs', () => {
  it('recycles the output before last and keeps nothing stale from it', async () => {
    const root = site({
      'content/docs/a.md': '# A\n\nFirst.\n',
      'content/docs/b.md': '# B\n\nGone soon.\n',
      'static/old.txt': 'old',
    });
    for (let i = 0; i < 2; i++) expect((await runCli(['build', '--root', root])).code).toBe(0);
    // The output before last is the spare the next build recycles.
    expect(existsSync(path.join(root, 'node_modules/.cache/docsgen/output/docs/b/index.html'))).toBe(true);
    rmSync(path.join(root, 'content/docs/b.md'));
    rmSync(path.join(root, 'static/old.txt'));
    writeFileSync(path.join(root, 'content/docs/c.md'), '# C\n\nNew.\n');
    expect((await runCli(['build', '--root', root])).code).toBe(0);
    const fresh = path.join(root, 'fresh');
    expect((await runCli(['build', '--root', root, '--no-cache', '--out', fresh])).code).toBe(0);
    const recycled = snapshot(path.join(root, 'build'));
    expect([...recycled.keys()].sort()).toEqual([...snapshot(fresh).keys()].sort());
    expect(recycled).toEqual(snapshot(fresh));
    expect(readdirSync(path.join(root, 'build', 'docs')).filter((n) => n.startsWith('b'))).toEqual([]);
  });

  it('keeps the config bundle in the cache until the config or a file it imports changes', async () => {
    const root = site({
      'config/site.ts':
        "import { brand } from './brand';\nexport default { title: brand, tagline: 'One' };\n",
      'config/brand.ts': "export const brand = 'Acme';\n",
      'content/docs/a.md': '# A\n\nText.\n',
    });
    const title = async (): Promise<string | undefined> => {
      expect((await runCli(['build', '--root', root])).code).toBe(0);
      const html = readFileSync(path.join(root, 'build/docs/a/index.html'), 'utf8');
      return /<title>([^<]*)<\/title>/.exec(html)?.[1];
    };
    const kept = (): string[] =>
      readdirSync(path.join(root, 'node_modules/.cache/docsgen')).filter((f) => f.startsWith('config-'));
    expect(await title()).toContain('Acme');
    expect(kept().filter((f) => f.endsWith('.mjs'))).toHaveLength(1);
    expect(await title()).toContain('Acme');
    // A file the config imports changed: bundled again, and the old bundle removed.
    writeFileSync(path.join(root, 'config/brand.ts'), "export const brand = 'Initech';\n");
    expect(await title()).toContain('Initech');
    expect(kept().filter((f) => f.endsWith('.mjs'))).toHaveLength(1);
    writeFileSync(path.join(root, 'config/site.ts'), "export default { title: 'Globex' };\n");
    expect(await title()).toContain('Globex');
  });

  it('sweeps a recycled folder whose record is lost by listing it', async () => {
    const root = site({ 'content/docs/a.md': '# A\n\nFirst.\n', 'content/docs/b.md': '# B\n\nGone soon.\n' });
    for (let i = 0; i < 3; i++) expect((await runCli(['build', '--root', root])).code).toBe(0);
    // As after a failed build: the spare is kept, but what it holds is no longer known.
    rmSync(path.join(root, 'node_modules/.cache/docsgen/spare.jsonl'));
    rmSync(path.join(root, 'content/docs/b.md'));
    expect((await runCli(['build', '--root', root])).code).toBe(0);
    const fresh = path.join(root, 'fresh');
    expect((await runCli(['build', '--root', root, '--no-cache', '--out', fresh])).code).toBe(0);
    expect(snapshot(path.join(root, 'build'))).toEqual(snapshot(fresh));
  });

  it('shares unchanged files with the output before it, and never writes through a shared file', async () => {
    const root = site({ 'content/docs/a.md': '# A\n\nFirst.\n', 'content/docs/b.md': '# B\n\nSecond.\n' });
    const build = async (): Promise<void> => expect((await runCli(['build', '--root', root])).code).toBe(0);
    for (let i = 0; i < 3; i++) await build();
    // The output and the spare (the output before it) hold one copy of each unchanged file.
    expect(statSync(path.join(root, 'build/docs/b/index.html')).nlink).toBe(2);
    const page = path.join(root, 'content/docs/a.md');
    writeFileSync(page, '# A\n\nFirst, edited.\n');
    await build();
    // Back as it was two builds ago: the recycled folder's copy is used, so it must not have been
    // written through a link by the build in between.
    writeFileSync(page, '# A\n\nFirst.\n');
    await build();
    const fresh = path.join(root, 'fresh');
    expect((await runCli(['build', '--root', root, '--no-cache', '--out', fresh])).code).toBe(0);
    expect(snapshot(path.join(root, 'build'))).toEqual(snapshot(fresh));
  });

  // A dozen builds in a row: on a machine busy with other tests each can take several seconds.
  it('builds only what an edit changes, to the same output as a fresh build, edit after edit', async () => {
    const code = (word: string): string => `\`\`\`ts\nconst ${word} = 1;\n\`\`\`\n`;
    const root = site({
      'content/docs/a.md': `---\ntitle: A\n---\n\nFirst ${'words '.repeat(20)}\n\n${code('a')}\n![Pic](./pic.svg)\n`,
      'content/docs/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
      'content/docs/b.md': `---\ntitle: B\n---\n\nSecond page.\n\n${code('b')}`,
      'content/docs/c.md': '# C\n\nThird page.\n',
      'content/docs/links.md': '# Links\n\nSee [C](./c.md) and [E](./e.md#top).\n',
      // Far enough from b that only their sidebars show its title.
      ...Object.fromEntries(
        ['x', 'y', 'z'].map((n) => [`content/docs/${n}.md`, `# ${n.toUpperCase()}\n\nFurther on.\n`]),
      ),
      'content/_components/Box.tsx':
        'export default function Box() {\n  return <div className="box-one">Boxed</div>;\n}\n',
      'content/docs/m.mdx':
        "---\ntitle: M\n---\nimport Box from '../_components/Box';\n\n# M\n\n<Box />\n\nSee [E](./e.md).\n",
      'content/blog/2025-01-02-hello.md': '---\ntitle: Hello\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
      'static/robots.txt': 'User-agent: *\n',
    });
    // Written an hour ago: a build trusts an unchanged size and time for a file's text (and does not
    // read the file) only when the time is well before the build that read it.
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const rel of readdirSync(root, { recursive: true, encoding: 'utf8' }))
      utimesSync(path.join(root, rel), hourAgo, hourAgo);
    const build = async (): Promise<number> => {
      const started = Date.now();
      const result = await runCli(['build', '--root', root]);
      expect(result.code, result.stderr).toBe(0);
      return started;
    };
    const fresh = path.join(root, 'fresh');
    const expectFresh = async (step: string): Promise<void> => {
      rmSync(fresh, { recursive: true, force: true });
      expect((await runCli(['build', '--root', root, '--no-cache', '--out', fresh])).code).toBe(0);
      expect(snapshot(path.join(root, 'build')), step).toEqual(snapshot(fresh));
    };
    const edit = (rel: string, change: (text: string) => string): void =>
      writeFileSync(path.join(root, rel), change(readFileSync(path.join(root, rel), 'utf8')));
    const modified = (rel: string): number => statSync(path.join(root, 'build', rel)).mtimeMs;

    // Two builds, so both the output and the spare it recycles hold every page.
    await build();
    await build();
    edit('content/docs/a.md', (text) => text.replace('First', 'First edited'));
    const started = await build();
    await expectFresh('a prose edit');
    // Only the edited page was written again; the others were kept as they were.
    expect(modified('docs/a/index.html')).toBeGreaterThanOrEqual(started - 1000);
    expect(modified('docs/b/index.html')).toBeLessThan(started);
    expect(modified('docs/c/page-data.json')).toBeLessThan(started);
    // MDX pages too, when neither they nor what they import changed.
    expect(modified('docs/m/index.html')).toBeLessThan(started);

    edit('content/docs/b.md', (text) =>
      text.replace('title: B', 'title: B renamed').replace('const b', 'const bee'),
    );
    writeFileSync(
      path.join(root, 'content/docs/pic.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>',
    );
    writeFileSync(path.join(root, 'static/robots.txt'), 'User-agent: *\nDisallow:\n');
    edit('content/_components/Box.tsx', (text) => text.replace('box-one', 'box-two'));
    await build();
    await expectFresh(
      'a new title, new code, a changed image, a changed static file and a changed component',
    );
    expect(readFileSync(path.join(root, 'build/docs/m/index.html'), 'utf8')).toContain('box-two');

    // A new page others link to: the MDX page is compiled again (with its group), the .md page that
    // links to it is placed again from its cached compile (which does not depend on where links
    // resolve, see placePage), every other page comes from the cache (a compile writes its cache
    // entry) and the blog post, which shows no docs, is kept.
    writeFileSync(path.join(root, 'content/docs/e.md'), '# E\n\nThe page links.md pointed at.\n');
    const cacheDir = path.join(root, 'node_modules/.cache/docsgen');
    // This version's entries (see ContentCache).
    const entries = path.join(
      cacheDir,
      readdirSync(cacheDir).find((f) => f.startsWith('v-'))!,
    );
    const stamps = (): Map<string, number> =>
      new Map(
        readdirSync(entries)
          .filter((f) => /^[\da-f]{40}\.bin$/.test(f))
          .map((f) => [f, statSync(path.join(entries, f)).mtimeMs]),
      );
    const before = stamps();
    const added = await build();
    await expectFresh('a page added that another page links to');
    expect(readFileSync(path.join(root, 'build/docs/links/index.html'), 'utf8')).toContain(
      'href="/docs/e#top"',
    );
    const compiledNow = [...stamps()]
      .filter(([f, mtime]) => before.get(f) !== mtime)
      .map(([f]) => deserialize(readFileSync(path.join(entries, f))) as { html?: string; data?: unknown })
      .filter((entry) => entry.html !== undefined && entry.data !== undefined)
      .map(({ html }) => /<h1[^>]*>([^<]*)/.exec(html!)?.[1] ?? html!.slice(0, 40));
    expect(compiledNow.sort()).toEqual(['E', 'M']);
    expect(readFileSync(path.join(root, 'build/docs/m/index.html'), 'utf8')).toContain('href="/docs/e"');
    expect(modified('blog/hello/index.html')).toBeLessThan(added);

    rmSync(path.join(root, 'content/docs/c.md'));
    rmSync(path.join(root, 'content/docs/m.mdx'));
    writeFileSync(path.join(root, 'content/docs/d.md'), '# D\n\nA new page.\n');
    edit('content/blog/2025-01-02-hello.md', (text) => text.replace('A post.', 'A post, edited.'));
    await build();
    await expectFresh('pages removed, a page added and a blog post edited');
    await build();
    await expectFresh('the same again, from the spare');
  }, 180_000);
});
