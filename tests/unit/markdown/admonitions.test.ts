import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { legacyAdmonitionTitle } from '../../../src/node/markdown/preprocess.js';
import { ADMONITION_TITLES as ADMONITIONS } from '../../../src/shared/admonitions.js';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { mdxOptions } from '../../../src/node/markdown/pipeline.js';
import { preprocess } from '../../../src/node/markdown/preprocess.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const md = async (body: string): Promise<string> =>
  (await createMarkdownCompiler(links)(body, 'content/docs/a.md')).html;

describe('legacyAdmonitionTitle', () => {
  it('rewrites `:::type Title` to the directive label form', () => {
    expect(legacyAdmonitionTitle(':::tip Read this')).toBe(':::tip[Read this]');
    expect(legacyAdmonitionTitle('::::note Outer *box*  ')).toBe('::::note[Outer *box*]');
    expect(legacyAdmonitionTitle('  :::warning Indented')).toBe('  :::warning[Indented]');
    expect(legacyAdmonitionTitle('> :::info Quoted')).toBe('> :::info[Quoted]');
  });
  it('leaves every other line alone', () => {
    for (const line of [
      ':::tip',
      ':::tip[Title]',
      ':::tip{.x}',
      ':::unknown Title',
      'a :::tip Title',
      ':::',
      'tip Title',
    ]) {
      expect(legacyAdmonitionTitle(line)).toBe(line);
    }
  });
});

describe('remarkAdmonitions', () => {
  it('renders each admonition type with its default title', async () => {
    for (const [type, title] of Object.entries(ADMONITIONS)) {
      expect(await md(`:::${type}\nBody.\n:::`)).toBe(
        `<div class="admonition admonition-${type}" role="note"><div class="admonition__title">${title}</div><div class="admonition__body">\n<p>Body.</p>\n</div></div>`,
      );
    }
  });
  it('takes a [label] or legacy title, with inline Markdown', async () => {
    expect(await md(':::tip[A *b*]\nx\n:::')).toContain('<div class="admonition__title">A <em>b</em></div>');
    expect(await md(':::tip A `b`\nx\n:::')).toContain(
      '<div class="admonition__title">A <code>b</code></div>',
    );
  });
  it('nests admonitions with longer fences', async () => {
    const html = await md('::::note[Outer]\nout\n\n:::danger\nin\n:::\n\n::::');
    expect(html).toMatch(
      /admonition-note[\s\S]*<p>out<\/p>\s*<div class="admonition admonition-danger"[\s\S]*<p>in<\/p>/,
    );
  });
  it('gives an unknown container back as text, keeping its Markdown content', async () => {
    expect(await md(':::foo[bar]\n*hi*\n:::')).toBe('<p>:::foo[bar]</p>\n<p><em>hi</em></p>\n<p>:::</p>');
  });
  it('parses no text or leaf directives, so colons in prose stay prose', async () => {
    expect(await md('a:b, 12:30, :smile: and :name[*x*]{.y}')).toBe(
      '<p>a:b, 12:30, :smile: and :name[<em>x</em>]{.y}</p>',
    );
    expect(await md('::leaf[x]')).toBe('<p>::leaf[x]</p>');
    expect(await md(':::')).toBe('<p>:::</p>');
  });
  it('works in MDX too', async () => {
    const js = String(await compile(preprocess(':::tip Hello\nBody\n:::', 'mdx'), mdxOptions(links)));
    expect(js).toContain('admonition-tip');
    expect(js).toContain('"Hello"');
  });
});
