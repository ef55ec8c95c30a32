import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { preprocess } from '../../../src/node/markdown/preprocess.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const md = async (body: string): Promise<string> =>
  (await createMarkdownCompiler(links)(body, 'content/docs/a.md')).html;

describe('preprocess', () => {
  it('returns files without ::: (or, in MDX, {#) unchanged', () => {
    const body = '# Title {#id}\n\ntext';
    expect(preprocess(body, 'md')).toBe(body);
  });
  it('rewrites legacy admonition titles and MDX heading ids on prose lines, keeping line count', () => {
    const body = ':::tip Title\nx\n:::\n\n## H {#h}';
    expect(preprocess(body, 'md')).toBe(':::tip[Title]\nx\n:::\n\n## H {#h}');
    expect(preprocess(body, 'mdx')).toBe(':::tip[Title]\nx\n:::\n\n## H \\{#h}');
  });
  it('leaves fenced code alone, whatever the fence', () => {
    const body = '```md\n:::tip Title\n## H {#h}\n```\n~~~~\n:::note N\n```\n~~~~\n:::info I';
    expect(preprocess(body, 'mdx')).toBe(
      '```md\n:::tip Title\n## H {#h}\n```\n~~~~\n:::note N\n```\n~~~~\n:::info[I]',
    );
  });
  it('leaves indented code alone in .md, but not list or admonition content', () => {
    expect(preprocess('text\n\n    :::tip Title', 'md')).toBe('text\n\n    :::tip Title');
    expect(preprocess('- item\n\n    :::tip Title', 'md')).toBe('- item\n\n    :::tip[Title]');
    // MDX has no indented code.
    expect(preprocess('text\n\n    :::tip Title', 'mdx')).toBe('text\n\n    :::tip[Title]');
  });
});

describe('createMarkdownCompiler', () => {
  it('renders GFM: tables, task lists, strikethrough, autolink literals, footnotes', async () => {
    expect(await md('| a |\n| - |\n| b |')).toContain('<table>');
    expect(await md('- [x] done')).toContain('<input type="checkbox" checked disabled>');
    expect(await md('~~gone~~')).toBe('<p><del>gone</del></p>');
    expect(await md('see www.example.com')).toBe(
      '<p>see <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a></p>',
    );
    expect(await md('a[^1]\n\n[^1]: note')).toContain('data-footnotes');
  });
  it('compiles any input without throwing', async () => {
    for (const body of ['', ':::', ':::tip', '<div>', '{#', '{/* x', '[a](<b)', '\u0000', '```']) {
      await expect(md(body)).resolves.toBeTypeOf('string');
    }
  });
});
