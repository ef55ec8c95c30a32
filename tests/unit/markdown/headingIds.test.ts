import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { escapeMdxHeadingId } from '../../../src/node/markdown/headingIds.js';
import { pageData } from '../../../src/node/markdown/pageData.js';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { mdxOptions } from '../../../src/node/markdown/pipeline.js';
import { preprocess } from '../../../src/node/markdown/preprocess.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const md = (body: string) => createMarkdownCompiler(links)(body, 'content/docs/a.md');

describe('remarkHeadingIds', () => {
  it("gives headings GitHub's slugs, de-duplicated, and h2+ a hash link", async () => {
    const { html } = await md('# Title\n\n## Hello World\n\n## Hello World');
    expect(html).toBe(
      '<h1 id="title">Title</h1>\n' +
        '<h2 id="hello-world">Hello World<a href="#hello-world" class="hash-link" aria-label="Direct link to Hello World">#</a></h2>\n' +
        '<h2 id="hello-world-1">Hello World<a href="#hello-world-1" class="hash-link" aria-label="Direct link to Hello World">#</a></h2>',
    );
  });
  it('takes an explicit {#id} only at the end of the heading', async () => {
    const { html } = await md('## Setup {#install}\n\n## a {#b} c\n\n## `{#code}`\n\nText {#not}');
    expect(html).toContain('<h2 id="install">Setup<a href="#install"');
    expect(html).toContain('<h2 id="a-b-c">a {#b} c<a');
    expect(html).toContain('<h2 id="code"><code>{#code}</code><a');
    expect(html).toContain('<p>Text {#not}</p>');
  });
  it('reserves explicit ids so a later heading with that text gets a suffix', async () => {
    const { html } = await md('## First {#setup}\n\n## Setup\n\n## Setup');
    expect(html).toContain('<h2 id="setup-1">Setup<a');
    expect(html).toContain('<h2 id="setup-2">Setup<a');
  });
  it('records the table of contents (h2-h6, text without the id) and whether there is an h1', async () => {
    const { data } = await md('# T\n\n## A {#x}\n\n### B *c*\n\n###### F');
    expect(data.startsWithH1).toBe(true);
    expect(data.toc).toEqual([
      { id: 'x', text: 'A', level: 2 },
      { id: 'b-c', text: 'B c', level: 3 },
      { id: 'f', text: 'F', level: 6 },
    ]);
    expect(data.headingIds).toEqual(['t', 'x', 'b-c', 'f']);
    expect((await md('## Only h2')).data.startsWithH1).toBe(false);
  });
  it('reads {#id} and {/* #id */} in MDX', async () => {
    const source = preprocess('## Explicit {#one}\n\n## Comment {/* #two */}\n\n## Plain', 'mdx');
    const result = await compile(source, mdxOptions(links));
    expect(pageData(result).toc.map((t) => [t.id, t.text])).toEqual([
      ['one', 'Explicit'],
      ['two', 'Comment'],
      ['plain', 'Plain'],
    ]);
  });
});

describe('heading text, ids and the content title, as Docusaurus makes them', () => {
  const mdx = async (body: string) => pageData(await compile(preprocess(body, 'mdx'), mdxOptions(links)));

  it('leaves raw HTML out of the id and the table of contents text, in .md and in MDX', async () => {
    const body = '## <code>foo</code> bar\n\n## Hello <span>x</span>\n\n## <a name="only-html"></a>';
    const expected = [
      { id: 'foo-bar', text: 'foo bar', level: 2 },
      { id: 'hello-x', text: 'Hello x', level: 2 },
    ];
    expect((await md(body)).data.toc.slice(0, 2)).toEqual(expected);
    expect((await mdx(body)).toc.slice(0, 2)).toEqual(expected);
  });
  it('slugs the untrimmed text, as Docusaurus does (a trailing element leaves a dash)', async () => {
    const data = await mdx('## Foo <Badge />\n\n## Foo');
    expect(data.toc).toEqual([
      { id: 'foo-', text: 'Foo', level: 2 },
      { id: 'foo', text: 'Foo', level: 2 },
    ]);
  });
  it('starts with an h1 only when the first heading is one', async () => {
    expect((await md('Intro text.\n\n# Title\n\n## A')).data.startsWithH1).toBe(true);
    expect((await md('## A\n\n# Later')).data.startsWithH1).toBe(false);
    expect((await mdx('## A\n\n# Later')).startsWithH1).toBe(false);
    expect((await mdx('# Title {#t}\n\n## A')).startsWithH1).toBe(true);
  });
});

describe('escapeMdxHeadingId', () => {
  it('escapes a trailing {#id} on a heading line', () => {
    expect(escapeMdxHeadingId('## Title {#id}')).toBe('## Title \\{#id}');
    expect(escapeMdxHeadingId('  ### T {#a-b}  ')).toBe('  ### T \\{#a-b}');
  });
  it('leaves other lines, escaped ids and ids in the middle alone', () => {
    for (const line of ['Text {#id}', '## Title \\{#id}', '## a {#b} c', '#hashtag {#x}', '## {x}']) {
      expect(escapeMdxHeadingId(line)).toBe(line);
    }
  });
});
