import { describe, expect, it } from 'vitest';
import { DEFAULT_MAGIC_COMMENTS, markLines } from '../../../src/node/markdown/magicComments.js';
import type { MagicComment } from '../../../src/shared/types.js';

const HL = 'theme-code-block-highlighted-line';
const lines = (...rows: string[]): string => rows.join('\n');
const marked = (
  info: string | null,
  meta: string | null,
  code: string,
  comments = DEFAULT_MAGIC_COMMENTS,
) => {
  const result = markLines(info, meta, code, comments);
  return { code: result.code, lines: Object.fromEntries(result.lines) };
};

describe('markLines', () => {
  it('takes out highlight-next-line / start / end and marks the lines they name', () => {
    expect(
      marked(
        'js',
        null,
        lines('a', '// highlight-next-line', 'b', '// highlight-start', 'c', 'd', '// highlight-end', 'e'),
      ),
    ).toEqual({ code: lines('a', 'b', 'c', 'd', 'e'), lines: { 2: HL, 3: HL, 4: HL } });
  });

  it("reads each language's comment syntaxes, as Docusaurus does", () => {
    const cases: [string | null, string, boolean][] = [
      ['js', '// highlight-next-line', true],
      ['ts', '/* highlight-next-line */', true],
      ['jsx', '{/* highlight-next-line */}', true],
      ['html', '<!-- highlight-next-line -->', true],
      ['python', '# highlight-next-line', true],
      ['sql', '-- highlight-next-line', true],
      ['lua', '-- highlight-next-line', true],
      ['wasm', ';; highlight-next-line', true],
      ['latex', '% highlight-next-line', true],
      ['vb', "' highlight-next-line", true],
      ['batch', 'REM highlight-next-line', true],
      ['ocaml', '(* highlight-next-line *)', true],
      [null, '    # highlight-next-line', true],
      [null, '<!-- highlight-next-line -->', true],
      // Not a comment in these languages: kept as code.
      ['python', '// highlight-next-line', false],
      ['js', '# highlight-next-line', false],
      [null, '-- highlight-next-line', false],
      ['sql', '// highlight-next-line', false],
    ];
    for (const [info, comment, taken] of cases) {
      const result = marked(info, null, lines(comment, 'x'));
      expect({ info, comment, result }).toEqual({
        info,
        comment,
        result: taken ? { code: 'x', lines: { 1: HL } } : { code: lines(comment, 'x'), lines: {} },
      });
    }
  });

  it('keeps lines that only mention a magic word', () => {
    const code = 'const s = "highlight-next-line"; // highlight-next-line please';
    expect(marked('js', null, code)).toEqual({ code, lines: {} });
  });

  it("gives a meta string's line range the first comment's class and leaves comments in the code", () => {
    const code = lines('a', '// highlight-next-line', 'b', 'c');
    expect(marked('js', 'title="x" {1,3-4}', code)).toEqual({ code, lines: { 1: HL, 3: HL, 4: HL } });
    const custom: MagicComment[] = [{ className: 'diff-add', line: 'add' }];
    expect(marked('js', '{2}', 'a\nb', custom).lines).toEqual({ 2: 'diff-add' });
    expect(marked('js', '{2}', 'a\nb', []).lines).toEqual({});
  });

  it("uses a site's own comments, whose classes a line takes in the order they are listed", () => {
    const comments: MagicComment[] = [
      { className: 'code-block-diff-green', line: 'diff-green' },
      { className: 'code-block-diff-red', line: 'diff-red', block: { start: 'red-start', end: 'red-end' } },
    ];
    const code = lines(
      '// diff-red',
      'old();',
      '// diff-red',
      '// diff-green',
      'both();',
      '// diff-green',
      'added();',
      '// red-start',
      'a();',
      'b();',
      '// red-end',
      '// highlight-next-line',
      'kept();',
    );
    expect(marked('ts', null, code, comments)).toEqual({
      code: lines('old();', 'both();', 'added();', 'a();', 'b();', '// highlight-next-line', 'kept();'),
      lines: {
        1: 'code-block-diff-red',
        2: 'code-block-diff-green code-block-diff-red',
        3: 'code-block-diff-green',
        4: 'code-block-diff-red',
        5: 'code-block-diff-red',
      },
    });
  });

  it('marks nothing for a block never closed, and from the first line for an end never opened', () => {
    expect(marked('js', null, lines('a', '// highlight-start', 'b', 'c'))).toEqual({
      code: lines('a', 'b', 'c'),
      lines: {},
    });
    expect(marked('js', null, lines('a', 'b', '// highlight-end', 'c'))).toEqual({
      code: lines('a', 'b', 'c'),
      lines: { 1: HL, 2: HL },
    });
  });

  it('reads words with regex characters as they are written', () => {
    const comments: MagicComment[] = [{ className: 'x', line: 'mark(this)+' }];
    expect(marked('js', null, lines('// mark(this)+', 'a'), comments)).toEqual({
      code: 'a',
      lines: { 1: 'x' },
    });
    expect(marked('js', null, lines('// markkthis)', 'a'), comments).lines).toEqual({});
  });
});
