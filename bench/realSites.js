// The real Docusaurus sites of tests/fixtures/real/ and what a build made of them: shared by
// bench/real-sites.js (docsgen) and bench/real-sites-docusaurus.js (Docusaurus's expected.json).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Each tests/fixtures/real/<name>/ that holds a Docusaurus project: { name, dir }. */
export function realSites(root) {
  const base = path.join(root, 'tests/fixtures/real');
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, dir: path.join(base, entry.name) }))
    .filter((site) =>
      readdirSync(site.dir).some((file) => /^docusaurus\.config\.(js|mjs|cjs|ts|mts)$/.test(file)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every HTML file under dir, as paths relative to it. */
export function htmlFiles(dir, sub = '') {
  const files = [];
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...htmlFiles(dir, rel));
    else if (entry.name.endsWith('.html')) files.push(rel);
  }
  return files;
}

/** The URL path (without baseUrl, no trailing slash but for `/`) an HTML file of the output serves. */
export function routeOf(file) {
  const route = '/' + file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

/**
 * The folders of an output that hold a locale's site (`zh-Hans/`): Docusaurus and docsgen build
 * each locale other than the default under its path, with its own 404.html.
 */
export function localeFolders(out) {
  return readdirSync(out, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(out, entry.name, '404.html')))
    .map((entry) => entry.name);
}

/** Routes left out of the comparison: assets, search, 404, at the root and in each locale's folder. */
export function comparedRoute(route, locales = []) {
  const first = /^\/([^/]+)/.exec(route)?.[1];
  const inLocale = first !== undefined && locales.includes(first) ? route.slice(first.length + 1) : route;
  return !/^\/(assets|search|404)(\/|$)/.test(inLocale);
}

/** What kind of page a Docusaurus HTML document is, from the classes on its <html> element. */
export function docusaurusKind(html) {
  const classes = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
  if (classes.includes('docs-doc-page')) return 'doc';
  if (classes.includes('plugin-docs')) return 'docsOther';
  if (classes.includes('blog-post-page')) return 'blogPost';
  if (classes.includes('plugin-blog')) return 'blogOther';
  if (classes.includes('plugin-pages')) return 'page';
  return 'other';
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? all;
  });
}

/** The <title> of an HTML document, decoded. */
export function titleOf(html) {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html);
  return match ? decodeEntities(match[1]).trim() : undefined;
}

/** The pages of an output that are compared (see comparedRoute): { route, html }. */
export function comparedPages(out) {
  const locales = localeFolders(out);
  return htmlFiles(out)
    .map((file) => ({ route: routeOf(file), html: readFileSync(path.join(out, file), 'utf8') }))
    .filter((page) => comparedRoute(page.route, locales));
}

/**
 * A Docusaurus build's routes (sorted), its docs pages' titles (the <title> without the
 * " | Site title" that Docusaurus appends) and the number of routes of each kind.
 */
export function htmlRoutes(out) {
  const pages = comparedPages(out);
  const suffixes = new Map();
  for (const page of pages) {
    const tail = / \| [^|]+$/.exec(titleOf(page.html) ?? '')?.[0];
    if (tail && docusaurusKind(page.html) === 'doc') suffixes.set(tail, (suffixes.get(tail) ?? 0) + 1);
  }
  const suffix = [...suffixes].sort((a, b) => b[1] - a[1])[0]?.[0];
  const routes = [...new Set(pages.map((page) => page.route))].sort();
  const titles = {};
  const kinds = {};
  for (const page of pages.sort((a, b) => a.route.localeCompare(b.route))) {
    const kind = docusaurusKind(page.html);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (kind !== 'doc') continue;
    const title = titleOf(page.html) ?? '';
    titles[page.route] = suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  }
  return { routes, titles, kinds };
}

/**
 * Copies a site's project to dest (without the fixture's expected.json and SOURCE.md) as a git
 * checkout: Docusaurus and docsgen read each file's last commit where the config shows update times.
 */
export function copySite(site, dest) {
  cpSync(site.dir, dest, {
    recursive: true,
    filter: (src) =>
      path.dirname(src) !== site.dir || !['expected.json', 'SOURCE.md'].includes(path.basename(src)),
  });
  gitCommit(dest);
}

/**
 * The command line of a cold Docusaurus build of `copy` (a copy inside the install's folder, see
 * bench/real-sites-docusaurus.js) into out: webpack's persistent cache in the shared node_modules
 * and the copy's generated files are removed first.
 */
export function docusaurusBuild(docusaurus, copy, out) {
  rmSync(path.join(docusaurus, 'node_modules/.cache'), { recursive: true, force: true });
  rmSync(path.join(copy, '.docusaurus'), { recursive: true, force: true });
  return {
    command: process.execPath,
    args: [
      path.join(docusaurus, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--out-dir',
      out,
    ],
    options: { cwd: copy, env: { ...process.env, CI: '1', NODE_OPTIONS: '--max-old-space-size=4096' } },
  };
}

/** Makes dir a git repository with its files in one commit, as a checkout of the site would be. */
export function gitCommit(dir) {
  const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git(
    '-c',
    'user.name=fixture',
    '-c',
    'user.email=fixture@example.test',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '-q',
    '-m',
    'fixture',
  );
}

/**
 * MDX that reached a page as text: what Docusaurus compiles away and a built page never shows.
 * Code (pre, code), scripts and styles are left out: they may hold any of it as content.
 */
export function findLeaks(html) {
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<(pre|code|script|style|textarea|template|svg|math)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const leaks = [];
  const add = (kind, text) => leaks.push({ kind, text: text.replace(/\s+/g, ' ').trim().slice(0, 100) });
  for (const [, paragraph] of body.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = decodeEntities(paragraph.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, ''));
    for (const line of text.split('\n').map((l) => l.trim())) {
      if (
        /^import\s+(?:type\s+)?(?:[\w$]+|\{[^}]*\}|\*\s+as\s+[\w$]+)(?:\s*,\s*(?:\{[^}]*\}|[\w$]+))?\s+from\s+['"]/.test(
          line,
        ) ||
        /^import\s+['"][^'"]+['"];?$/.test(line)
      )
        add('import', line);
      else if (/^export\s+(?:const|let|var|function|default|\{|async\s+function|class)\b/.test(line))
        add('export', line);
      else if (/^:{3,}\s*\w*/.test(line)) add(':::', line);
    }
  }
  for (const match of body.matchAll(/<(?:tabs|tabitem)\b[^>]*>|&lt;(?:Tabs|TabItem)\b[^<]{0,60}/gi))
    add('<Tabs>', decodeEntities(match[0]));
  // JSX that went through as raw HTML: a tag no HTML has (an HTML parser lowercases <Tabs> to
  // <tabs>); custom elements have a hyphen and are left alone.
  for (const match of body.matchAll(/<([A-Za-z][\w.]*)(?=[\s/>])[^>]*>/g)) {
    const name = match[1];
    if (/^(Tabs|TabItem)$/i.test(name)) continue; // counted above
    if (!htmlElements.has(name)) add('jsx tag', match[0]);
  }
  for (const match of body.matchAll(/\{\s*\/\*[^<]{0,60}/g)) add('{/*', match[0]);
  const text = decodeEntities(body.replace(/<[^>]+>/g, ' '));
  for (const match of text.matchAll(/<!--\s*truncate\s*-->/g)) add('<!-- truncate -->', match[0]);
  return leaks;
}

const htmlElements = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite ' +
    'code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure ' +
    'footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link ' +
    'main map mark menu meta meter nav noscript object ol optgroup option output p picture pre progress q rp ' +
    'rt ruby s samp search section select slot small source span strong style sub summary sup table tbody td ' +
    'template textarea tfoot th thead time title tr track u ul var video wbr center font big tt strike'
  ).split(' '),
);

/**
 * The scripts a page has the browser fetch as it loads: `<script src>`, docsgen's islands
 * (`data-island`), and `<link rel="preload" as="script">` and `<link rel="modulepreload">`, through
 * which Docusaurus loads a route's chunks (its webpack runtime runs them; no script tag names them).
 */
export function pageScriptUrls(html) {
  const attr = (tag, name) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  const urls = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    if (name.toLowerCase() === 'script') {
      const src = attr(tag, 'src');
      if (src) urls.push(src);
      continue;
    }
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (
      rel.includes('modulepreload') ||
      (rel.includes('preload') && attr(tag, 'as')?.toLowerCase() === 'script')
    )
      urls.push(href);
  }
  for (const [, island] of html.matchAll(/\sdata-island="([^"]+)"/g)) urls.push(island);
  return urls.map(decodeEntities);
}

/**
 * The JavaScript a page has the browser download (see pageScriptUrls) and the chunks those
 * scripts import, in bytes gzip -9 (each file counted once). URLs are under the site's base URL,
 * which the output folder does not hold: a docsgen page names it (`data-base`); for another
 * generator's page, `base` says it.
 */
export function pageScriptBytes(out, html, sizes = new Map(), base = '/') {
  const pageBase = /<html[^>]*\sdata-base="([^"]+)"/.exec(html)?.[1] ?? base;
  const urls = pageScriptUrls(html);
  const seen = new Set();
  let total = 0;
  while (urls.length) {
    const url = urls.pop().split(/[?#]/)[0];
    if (!url.startsWith(pageBase) || seen.has(url)) continue;
    seen.add(url);
    const file = path.join(out, decodeURI(url.slice(pageBase.length)));
    if (!existsSync(file)) continue;
    if (!sizes.has(file)) {
      const text = readFileSync(file);
      const imports = [
        ...text.toString('utf8').matchAll(/(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+)["']/g),
      ];
      sizes.set(file, { bytes: gzipSync(text, { level: 9 }).length, imports: imports.map((m) => m[1]) });
    }
    const { bytes, imports } = sizes.get(file);
    total += bytes;
    for (const spec of imports) if (spec.startsWith('.')) urls.push(new URL(spec, `http://x${url}`).pathname);
  }
  return total;
}

/**
 * The JavaScript the pages of an output download (see pageScriptBytes), in KB gzip -9: the median
 * page's and the heaviest's.
 */
export function scriptWeight(out, pages, base = '/') {
  const sizes = new Map();
  return kbSummary(pages.map((page) => pageScriptBytes(out, page.html, sizes, base)));
}

/** Bytes per page as KB: the median page's and the heaviest's. */
export function kbSummary(bytes) {
  const sorted = [...bytes].sort((a, b) => a - b);
  const kb = (n) => Math.round((n ?? 0) / 102.4) / 10;
  return { medianKB: kb(sorted[sorted.length >> 1]), maxKB: kb(sorted.at(-1)) };
}
