import { describe, expect, it } from 'vitest';
import { preprocess, unwrapMdxCodeBlocks } from '../../../src/node/markdown/preprocess.js';

describe('unwrapMdxCodeBlocks (Docusaurus ```mdx-code-block fences)', () => {
  it('unwraps a fence between blank lines to its content, each line where it was', () => {
    const body = [
      '## Table',
      '',
      '```mdx-code-block',
      '<APITable>',
      '```',
      '',
      '| a | b |',
      '| - | - |',
      '',
      '```mdx-code-block',
      '</APITable>',
      '```',
      '',
      'After.',
    ].join('\n');
    const out = unwrapMdxCodeBlocks(body);
    expect(out.split('\n')).toEqual([
      '## Table',
      '',
      '',
      '<APITable>',
      '',
      '',
      '| a | b |',
      '| - | - |',
      '',
      '',
      '</APITable>',
      '',
      '',
      'After.',
    ]);
    // preprocess unwraps too (every page and `docsgen check` go through it).
    expect(preprocess(body, 'mdx')).toBe(out);
  });

  it('removes a fence against text, as Docusaurus does, and unwraps four backticks and a fence at the start', () => {
    expect(unwrapMdxCodeBlocks('Text\n```mdx-code-block\n<b>x</b>\n```\nmore')).toBe('Text\n<b>x</b>\nmore');
    expect(unwrapMdxCodeBlocks('````mdx-code-block\n<Tabs>\n````\n\nx')).toBe('\n<Tabs>\n\n\nx');
  });

  it('leaves other fences alone', () => {
    const body = '```js\nconst a = 1;\n```\n\n```mdx\n<X />\n```\n';
    expect(unwrapMdxCodeBlocks(body)).toBe(body);
  });
});
