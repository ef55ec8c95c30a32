import type { Element } from 'hast';
import { createCssVariablesTheme, createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import {
  fenceLanguages,
  firstBlocks,
  highlightHereHtml,
  parseCodeMeta,
} from '../../../src/node/markdown/codeBlocks.js';
import { hastToHtml } from '../../../src/node/markdown/hastToHtml.js';
import { DEFAULT_MAGIC_COMMENTS, markLines } from '../../../src/node/markdown/magicComments.js';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const md = async (body: string): Promise<string> =>
  (await createMarkdownCompiler(links)(body, 'content/docs/a.md')).html;
const highlighted = (html: string): boolean[] =>
  [...html.matchAll(/<span class="line( theme-code-block-highlighted-line)?">/g)].map(
    (m) => m[1] !== undefined,
  );

describe('parseCodeMeta', () => {
  it('reads title in any quoting and showLineNumbers', () => {
    expect(parseCodeMeta('title="a b.js" {1,4-6} showLineNumbers')).toEqual({
      title: 'a b.js',
      lineNumbers: true,
      firstLine: 1,
    });
    expect(parseCodeMeta("title='x'").title).toBe('x');
    expect(parseCodeMeta('title=bare.ts').title).toBe('bare.ts');
    expect(parseCodeMeta('showLineNumbers=12')).toMatchObject({ lineNumbers: true, firstLine: 12 });
  });
  it('reads nothing from an empty or unrelated meta string', () => {
    expect(parseCodeMeta(undefined)).toEqual({
      title: undefined,
      lineNumbers: false,
      firstLine: 1,
    });
    expect(parseCodeMeta('live noInline')).toMatchObject({ lineNumbers: false });
  });
});

describe('remarkCodeBlocks', () => {
  it('highlights with Shiki inside a frame with a copy button', async () => {
    const html = await md('```js\nconst a = 1;\n```');
    expect(html).toMatch(
      /^<div class="code-block" data-language="js"><pre class="shiki docsgen" [^>]*tabindex="0"><code>/,
    );
    expect(html).toContain('<span style="color:var(--shiki-token-keyword)">const</span>');
    expect(html).toContain(
      '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button>',
    );
  });
  it('adds the title, highlighted lines and line numbers, without magic comments', async () => {
    const html = await md('```ts title="x.ts" showLineNumbers=3\na\nb\n// highlight-next-line\nc\n```');
    expect(html).toContain('<div class="code-block__title">x.ts</div>');
    expect(html).toMatch(/<pre [^>]*class="shiki docsgen line-numbers"/);
    expect(html).toContain('counter-reset:line 2');
    expect(highlighted(html)).toEqual([false, false, true]);
    expect(html).not.toContain('highlight-next-line');
  });
  it('highlights the lines a range in the meta string names, leaving magic comments as written (as Docusaurus does)', async () => {
    const html = await md('```ts {1}\na\n// highlight-next-line\nc\n```');
    expect(highlighted(html)).toEqual([true, false, false]);
    expect(html).toContain('highlight-next-line');
  });
  it('renders unknown languages and indented code as plain text', async () => {
    expect(await md('```not-a-language\n<x>\n```')).toContain('data-language="text"');
    expect(await md('```\n<x>\n```')).toContain('<span>&#x3C;x></span>');
    expect(await md('    indented')).toContain('data-language="text"');
  });
  it('maps common aliases (sh, yml) to Shiki languages', async () => {
    expect(await md('```sh\nls\n```')).toContain('data-language="bash"');
    expect(await md('```yml\na: 1\n```')).toContain('data-language="yaml"');
  });
});

describe('highlightHereHtml', () => {
  // [language, meta, code]: indentation and whitespace-only tokens, marked lines, line numbers,
  // titles and text to escape, Markdown's bold, italic and underlined (link) tokens, plain text.
  const blocks: [string, string | null, string][] = [
    ['ts', null, 'export function f(a: number): string {\n\treturn `${a}` + "<&>";\n}\n\n  // done'],
    [
      'ts',
      'title="a <b> & c.ts" {2} showLineNumbers=7',
      'const a = 1;\nconst b = a  +  2;\n// highlight-next-line\nb;',
    ],
    ['bash', 'showLineNumbers', 'npm install codex  # a comment\necho "$HOME" && ls -la'],
    [
      'md',
      null,
      '# Title\n\nSome **bold**, *italic* and a [link](https://x.test) here.\n\n* **a** [b](c)\n  [link](./a.md)',
    ],
    ['json', '{1-2}', '{\n  "a": [1, 2, "x"],\n  "b": null\n}'],
    ['yaml', null, 'key: value\nlist:\n  - one\n  - "two"'],
    ['graphql', null, 'query Q($id: ID!) {\n  entry(id: $id) { title }\n}'],
    ['not-a-language', null, '<x> & y\n\n   '],
    ['text', null, ''],
  ];
  it("writes the code as serialising Shiki's own tree of it does", async () => {
    const theme = createCssVariablesTheme({ name: 'docsgen', variablePrefix: '--shiki-', fontStyle: true });
    const shiki = await createHighlighter({
      themes: [theme],
      langs: ['ts', 'bash', 'md', 'json', 'yaml', 'graphql'],
    });
    for (const [lang, meta, code] of blocks) {
      const { code: source, lines } = markLines(lang, meta, code, DEFAULT_MAGIC_COMMENTS);
      const html = await highlightHereHtml(lang, meta, source, lines);
      const known = shiki.getLoadedLanguages().includes(lang);
      const root = shiki.codeToHast(source, {
        lang: known ? lang : 'text',
        theme: 'docsgen',
        // As docsgen's own: past Shiki's default half second, a line's rest is one plain token, and
        // a busy machine compiling a grammar can take that long on its first line.
        tokenizeTimeLimit: 60_000,
        transformers: [
          {
            line(line, n) {
              const classes = lines.get(n);
              if (classes) this.addClassToHast(line, classes);
            },
          },
        ],
      });
      const codeElement = (root.children[0] as Element).children[0] as Element;
      expect(/<code>[\s\S]*<\/code>/.exec(html)?.[0]).toBe(hastToHtml(codeElement));
    }
  });
  it('keeps whitespace before an underlined token in a span of its own, as Shiki does', async () => {
    const html = await highlightHereHtml('md', null, '* **a** [b](c)');
    expect(html).toMatch(/<span> <\/span><span style="[^"]*text-decoration:underline">\[<\/span>/);
  });
});

describe('highlighting whatever the thread highlighted before', () => {
  it('colours a block by its text alone, with the languages its fences name loaded or not', async () => {
    // Markdown's fenced code and MDX's code use a language only if the thread has it loaded.
    const blocks: [string, string][] = [
      ['md', '# Title\n\n```scss\n$a: 1;\n.b { color: $a; }\n```'],
      ['mdx', 'import A from "a";\n\n<A b={1} />\n\n```elixir\ndefmodule A do\nend\n```'],
    ];
    const before = await Promise.all(blocks.map(([lang, code]) => highlightHereHtml(lang, null, code)));
    await highlightHereHtml('scss', null, '$a: 1;');
    await highlightHereHtml('elixir', null, 'defmodule A do\nend');
    await highlightHereHtml('tsx', null, '<A b={1} />');
    const after = await Promise.all(blocks.map(([lang, code]) => highlightHereHtml(lang, null, code)));
    expect(after).toEqual(before);
  });
});

describe('code blocks from a previous compile', () => {
  it('are used again as they were, while changed blocks are highlighted anew', async () => {
    const compile = createMarkdownCompiler(links);
    const body =
      '# T\n\n```ts {1}\nconst a = 1;\n```\n\nText.\n\n```bash title="run"\nls\n```\n\n    indented code\n';
    const first = { known: new Map<string, string>(), made: [] as [string, string][] };
    await compile(body, 'content/docs/a.md', first);
    expect(first.made).toHaveLength(3);
    const edited = body.replace('Text.', 'Text, *edited*.').replace('ls', 'ls -l');
    const second = { known: new Map(first.made), made: [] as [string, string][] };
    const reused = await compile(edited, 'content/docs/a.md', second);
    expect(reused.html).toBe(await md(edited));
    expect(second.made[0]).toEqual(first.made[0]);
    expect(second.made[1]![0]).not.toBe(first.made[1]![0]);
    expect(second.made[2]).toEqual(first.made[2]);
  });
});

describe('fenceLanguages', () => {
  it('lists the languages of fenced blocks once each, by the names the highlighter loads', () => {
    const md = [
      '```ts title="a.ts"',
      'const a = 1;',
      '```',
      '',
      '- item',
      '',
      '  ~~~SH',
      '  ls',
      '  ~~~',
      '',
      '> ```yml',
      '> a: 1',
      '> ```',
      '',
      '```ts',
      '```',
      '',
      '```',
      'no language',
      '```',
      '',
      '```text',
      'plain',
      '```',
    ].join('\n');
    expect(fenceLanguages(md)).toEqual(['ts', 'bash', 'yaml']);
  });

  it('finds none in text without fences', () => {
    expect(fenceLanguages('Use `ts` inline, not a fence.\n\n    indented code\n')).toEqual([]);
  });
});

describe('firstBlocks', () => {
  it('gives the first block of each language across texts, in the order the languages appear', () => {
    const a = ['```ts title="a.ts"', 'const a = 1;', 'let b = a;', '```', '', '````JSON', '{}', '````'].join(
      '\n',
    );
    const b = [
      '~~~bash',
      'ls',
      '~~~',
      '',
      '```ts',
      'const later = 2;',
      '```',
      '',
      '```',
      'no language',
      '```',
    ].join('\n');
    expect([...firstBlocks([a, b])]).toEqual([
      ['ts', 'const a = 1;\nlet b = a;'],
      ['json', '{}'],
      ['bash', 'ls'],
    ]);
  });

  it('names languages as the highlighter loads them, and skips plain text', () => {
    const md = ['```txt', 'plain', '```', '', '```SH', 'ls', '```', '', '```bash', 'pwd', '```'].join('\n');
    expect([...firstBlocks([md])]).toEqual([['bash', 'ls']]);
  });

  it('finds none in text without fences', () => {
    expect(firstBlocks(['Use `ts` inline.\n\n    indented code\n']).size).toBe(0);
  });
});
