import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, rewriteFile, runCli } from '../helpers.js';

const PRISM = 'prism: { theme: themes.github, darkTheme: themes.dracula },';

/** A block with the site's own magic comments, and Docusaurus's default ones (not listed by the site). */
const BLOCK = [
  '```ts',
  '// diff-remove',
  'old();',
  '// diff-add',
  'added();',
  '// highlight-next-line',
  'kept();',
  '// add-start',
  'a();',
  'b();',
  '// add-end',
  '```',
].join('\n');

/** Each line of a page's first code block: its classes beside `line`, and its text. */
function codeLines(html: string): [string, string][] {
  const code = /<code>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '';
  return code
    .split('\n')
    .map((line) => [
      /^<span class="line ?([^"]*)">/.exec(line)?.[1] ?? '?',
      line.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<'),
    ]);
}

const EXPECTED: [string, string][] = [
  ['code-block-diff-remove', 'old();'],
  ['code-block-diff-add', 'added();'],
  ['', '// highlight-next-line'],
  ['', 'kept();'],
  ['code-block-diff-add', 'a();'],
  ['code-block-diff-add', 'b();'],
];

describe("a Docusaurus site's own prism.magicComments", () => {
  let root = '';
  let result: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    root = copyFixture('docusaurus-project');
    rewriteFile(
      root,
      'docusaurus.config.js',
      PRISM,
      `${PRISM.slice(0, -2)}, magicComments: [
        { className: 'code-block-diff-remove', line: 'diff-remove' },
        { className: 'code-block-diff-add', line: 'diff-add', block: { start: 'add-start', end: 'add-end' } },
      ] },`,
    );
    // The same block in each of the three pipelines: the Markdown fast path, unified (raw HTML
    // sends a page there) and MDX.
    writeFileSync(path.join(root, 'docs/magic-fast.md'), `# Fast\n\n${BLOCK}\n`);
    writeFileSync(path.join(root, 'docs/magic-unified.md'), `# Unified\n\n<div>raw</div>\n\n${BLOCK}\n`);
    writeFileSync(path.join(root, 'docs/magic-mdx.mdx'), `# MDX\n\nexport const x = 1;\n\n${BLOCK}\n`);
    writeFileSync(
      path.join(root, 'docs/magic-range.md'),
      '# Range\n\n```ts {2}\na();\n// diff-add\nb();\n```\n',
    );
    result = await runCli(['build', '--root', root, '--no-cache']);
  });

  it('marks the lines they name, with their classes, in every pipeline, and leaves other comments as code', () => {
    expect(result.code).toBe(0);
    for (const page of ['magic-fast', 'magic-unified', 'magic-mdx']) {
      expect({ page, lines: codeLines(readBuilt(root, `guide/${page}/index.html`)) }).toEqual({
        page,
        lines: EXPECTED,
      });
    }
  });

  it("gives a meta string's range the first comment's class, the block's comments kept", () => {
    expect(codeLines(readBuilt(root, 'guide/magic-range/index.html'))).toEqual([
      ['', 'a();'],
      ['code-block-diff-remove', '// diff-add'],
      ['', 'b();'],
    ]);
  });

  it('stops the build at a malformed entry, naming the config', async () => {
    rewriteFile(root, 'docusaurus.config.js', "line: 'diff-remove' }", 'line: 42 }');
    const broken = await runCli(['build', '--root', root, '--no-cache']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(
      'docusaurus.config.js:1:1: "themeConfig.prism.magicComments[0]" must have a className, and a line word or a block { start, end }',
    );
  });
});
