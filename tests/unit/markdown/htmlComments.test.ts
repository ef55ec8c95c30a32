import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HtmlComments } from '../../../src/node/markdown/htmlComments.js';
import { preprocess } from '../../../src/node/markdown/preprocess.js';

describe('HTML comments in MDX (Docusaurus mdx1Compat.comments)', () => {
  it('rewrites comments to MDX comments, over lines, leaving code spans alone', () => {
    const comments = new HtmlComments();
    expect(comments.line('a <!-- b --> c `<!-- code -->` <!-- d */ -->')).toBe(
      'a {/* b */} c `<!-- code -->` {/* d * / */}',
    );
    expect(comments.line('<!-- open')).toBe('{/* open');
    expect(comments.open).toBe(true);
    expect(comments.line('```')).toBe('```');
    expect(comments.line('closed --> text')).toBe('closed */} text');
    expect(comments.open).toBe(false);
  });
  it('drops comments from MDX instead of failing, and leaves fenced code and .md alone', async () => {
    const body = [
      '<!-- single -->',
      '',
      'Text <!-- inline --> here.',
      '',
      '<!--',
      '```',
      '## not a heading',
      '',
      '-->',
      '',
      '```html',
      '<!-- kept in code -->',
      '```',
    ].join('\n');
    const source = preprocess(body, 'mdx');
    expect(source).toContain('```html\n<!-- kept in code -->\n```');
    const { default: Content } = await evaluate(source, runtime);
    const html = renderToString(createElement(Content));
    expect(html).not.toMatch(/single|inline|not a heading/);
    expect(html).toContain('<p>Text <!-- --> here.</p>');
    expect(html).toContain('&lt;!-- kept in code --&gt;');
    expect(preprocess(body, 'md')).toBe(body);
  });
});
