import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor, run } from '@mdx-js/mdx';
import fg from 'fast-glob';
import type { Root, RootContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toHtml } from 'hast-util-to-html';
import { parseFragment } from 'parse5';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { hasMdxSyntax, withoutLoneComments } from '../../src/node/markdown/mdxSyntax.js';
import { createMarkdownCompiler } from '../../src/node/markdown/markdownCompiler.js';
import { pageData } from '../../src/node/markdown/pageData.js';
import { placePage } from '../../src/node/markdown/placePage.js';
import { mdxOptions, processSafely } from '../../src/node/markdown/pipeline.js';
import { preprocess } from '../../src/node/markdown/preprocess.js';
import { docsgenLinks } from '../helpers.js';

// A `.md` page of a site that parses `.md` as MDX (Docusaurus's default) takes the Markdown
// pipeline when hasMdxSyntax finds nothing MDX would read otherwise (see pageFormat): on those
// pages, the Markdown pipeline (fast path or unified) and MDX must make the same page.
const repo = path.resolve(import.meta.dirname, '../..');
const links = docsgenLinks(repo, [['content/docs/a.md', '/docs/a']]);
const markdown = createMarkdownCompiler(links);
const mdx = createProcessor({ ...mdxOptions(links), outputFormat: 'function-body' });

/** A page's body compiled as MDX and server-rendered, as compileComponents does, with its page data. */
async function asMdx(body: string, file: string) {
  const output = await processSafely(mdx, new VFile({ value: preprocess(body, 'mdx', file), path: file }));
  const { default: Content } = await run(String(output.value), { ...runtime, baseUrl: import.meta.url });
  return { html: renderToString(createElement(Content as ComponentType)), data: pageData(output) };
}

/**
 * HTML as a browser reads it, for comparing markup from two serialisers: React marks text
 * boundaries with empty comments, escapes quotes, orders some attributes its own way and puts
 * image preload hints (not content) first; hast-util-to-html keeps newlines between blocks.
 */
function normalised(html: string): string {
  const tree = fromParse5(parseFragment(html)) as Root;
  const clean = (nodes: RootContent[]): RootContent[] => {
    const kept: RootContent[] = [];
    for (const node of nodes) {
      const last = kept[kept.length - 1];
      // React's image preload hints (a plain page has no <link> of its own).
      if (node.type === 'comment' || (node.type === 'element' && node.tagName === 'link')) continue;
      // Text split by React's comments is one text again.
      if (node.type === 'text' && last?.type === 'text') last.value += node.value;
      else kept.push(node);
      if (node.type === 'element') {
        node.children = clean(node.children) as typeof node.children;
        // React writes an input's `checked` after its other attributes, and a true data attribute
        // as "true" where hast-util-to-html leaves it bare: the same to CSS and scripts that ask if it is there.
        node.properties = Object.fromEntries(
          Object.entries(node.properties)
            .map(([name, value]) => [name, name.startsWith('data') && value === 'true' ? '' : value])
            .sort(([a], [b]) => String(a).localeCompare(String(b))),
        );
      }
    }
    // Newlines between blocks are the serialisers' own.
    return kept.filter((node) => node.type !== 'text' || node.value.trim() !== '');
  };
  tree.children = clean(tree.children);
  return toHtml(tree);
}

function withoutFrontMatter(file: string): string {
  return readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** The plain pages among `pattern`'s files on which the two pipelines differ, and how many were plain. */
async function differingPages(pattern: string): Promise<{ differing: string[]; plain: number; all: number }> {
  const files = await fg(pattern, { cwd: repo });
  const plain = files.filter((file) => !hasMdxSyntax(withoutFrontMatter(path.join(repo, file))));
  const differing: string[] = [];
  for (const file of plain) {
    const body = withoutFrontMatter(path.join(repo, file));
    // A .md page is compiled wherever it is, then placed at its file; MDX resolves its links as it compiles.
    // Without the lone comments MDX drops, as markdownText gives the Markdown pipeline a page parsed as MDX.
    const md = placePage(await markdown(withoutLoneComments(body), file), file, links);
    const component = await asMdx(body, file);
    // MDX marks a page that needs React in the browser; a plain page never does.
    expect(component.data.interactive).toBe(false);
    const made = (page: typeof md) => JSON.stringify({ html: normalised(page.html), data: page.data });
    if (made(md) !== made(component)) differing.push(file);
  }
  return { differing, plain: plain.length, all: files.length };
}

// Every page is compiled and highlighted twice: minutes on two busy cores (prettier's 35 plain
// pages, 1,000 code blocks, took 3.5 minutes alone at load 20).
const SLOW = 600_000;

describe('plain .md pages: the Markdown pipeline against MDX', () => {
  it(
    'makes the same HTML and page data on every plain page of the Codex site',
    async () => {
      const { differing, plain, all } = await differingPages('content/**/*.md');
      expect(differing).toEqual([]);
      expect(plain).toBeGreaterThan(all / 2);
    },
    SLOW,
  );

  it(
    'makes the same HTML and page data on every plain page of the fixtures',
    async () => {
      const { differing, plain } = await differingPages('tests/fixtures/**/*.md');
      expect(differing).toEqual([]);
      expect(plain).toBeGreaterThan(10);
    },
    SLOW,
  );
});
