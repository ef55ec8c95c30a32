import { describe, expect, it } from 'vitest';
import { hasMdxSyntax, withoutLoneComments } from '../../../src/node/markdown/mdxSyntax.js';

describe('hasMdxSyntax', () => {
  it('finds nothing in plain Markdown, whatever its code holds', () => {
    for (const body of [
      '# Title\n\nText with *emphasis*, a [link](./a.md) and `<Tabs>` in code.',
      '> A quote\n> > nested\n\n- a list\n  - nested item',
      '```tsx\nimport X from "y";\n<X prop={1} />\n```\n\nAfter the fence.',
      '~~~\n{ "json": true }\n~~~',
      ':::tip Title\n\nAn admonition.\n\n:::',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      'Code spans ``with `ticks` and <tags>`` are code.',
      // preprocess escapes a heading's id for MDX; both pipelines take it as the id.
      '## Heading {#custom-id}',
      '#### Fix `a` ([#1](https://example.com/1) by @x) {#change-1}',
      // MDX reads these as text, as Markdown does.
      'A closing } alone',
      'a > b in prose, x -> y',
      'Escaped \\{auto,off\\} and \\<start|end>',
      'A run ``` `` ``` of three holds two: `{` and `<b>` are code',
    ])
      expect(hasMdxSyntax(body), body).toBe(false);
  });
  it('finds ESM, JSX, HTML, comments, autolinks, expressions and indented code', () => {
    for (const body of [
      "import Tabs from '@theme/Tabs';\n\nText.",
      'export const x = 1;',
      '<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>',
      'Text with <span>html</span>.',
      'Line break<br>',
      'Text.\n<!-- a comment against text -->',
      '<!-- a comment --> and text',
      '<!-- a comment\non two lines -->',
      '  <!-- an indented comment -->',
      'An autolink <https://example.com>.',
      'Sum: {1 + 1}',
      // Only an ATX heading's id is escaped for MDX.
      '> ## Quoted heading {#id}',
      'Text {#id} mid-line',
      // An escaped backslash escapes nothing after it.
      'Path \\\\{x}',
      // No escapes in code: the span ends at the backtick after the backslash.
      '`a\\`{b}`',
      // An escaped backtick opens no code span.
      '\\`{x}`',
      'Text.\n\n    indented code',
      'Text.\n\n\tindented with a tab',
      '> quoted <b>html</b>',
      'An unclosed `code span <b>',
    ])
      expect(hasMdxSyntax(body), body).toBe(true);
  });
  it('finds nothing in lone comments at the start of a block, which MDX drops', () => {
    for (const body of [
      '<!-- a comment -->',
      'Intro.\n\n<!-- truncate -->\n\nMore.',
      'Text.\n\n<!-- prettier-ignore -->\n```js\nlet a  =  1\n```',
      '<!-- prettier-ignore -->\n| a | b |\n| - | - |',
    ])
      expect(hasMdxSyntax(body), body).toBe(false);
    // After a dropped comment, a line starts a block: indented, it would be code in Markdown alone.
    expect(hasMdxSyntax('Text.\n\n<!-- c -->\n    indented')).toBe(true);
  });
});

describe('withoutLoneComments', () => {
  it('blanks the lone comments hasMdxSyntax lets through, but for the excerpt marker and code', () => {
    expect(
      withoutLoneComments(
        'Intro.\n\n<!-- truncate -->\n\n<!-- prettier-ignore -->\n```md\n<!-- kept in code -->\n```\nText.\n<!-- against text -->',
      ),
    ).toBe(
      'Intro.\n\n<!-- truncate -->\n\n\n```md\n<!-- kept in code -->\n```\nText.\n<!-- against text -->',
    );
    expect(withoutLoneComments('A.\n\n<!-- truncate -->\n\nB.\n\n<!-- truncate -->')).toBe(
      'A.\n\n<!-- truncate -->\n\nB.\n\n',
    );
    expect(withoutLoneComments('No comment.')).toBe('No comment.');
  });
});
