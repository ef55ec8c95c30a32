import { describe, expect, it } from 'vitest';
import { addPostings } from '../../../src/node/search/postingsStore.js';
import { searchWords } from '../../../src/shared/search.js';

/** The definition the hand scanner must agree with. */
const reference = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);

describe('searchWords', () => {
  it('gives the lower-case runs of letters and digits, two or more long', () => {
    expect(searchWords('Retry_after: 30s, a B2 (x) API-key v1.2')).toEqual([
      'retry',
      'after',
      '30s',
      'b2',
      'api',
      'key',
      'v1',
    ]);
  });
  it('agrees with the Unicode-aware definition in ASCII text and any other', () => {
    const texts = [
      '',
      'a',
      'ab',
      ' ab ',
      'Größe — Café & naïve',
      'ΚΑΛΗΜΕΡΑ κόσμε 123',
      'Temperature 5\u212A', // The Kelvin sign lower-cases to an ASCII "k".
      'İstanbul',
      '😀 emoji 𝐀𝐁 math letters',
      '中文 日本語テキスト',
      'tabs\tand\nnewlines\r\nx',
      'quotes \'single\' "double" `back`',
      'end9',
      '9',
    ];
    for (const text of texts) expect(searchWords(text), text).toEqual(reference(text));
  });
});

describe('addPostings', () => {
  it('gives each word a [doc, section, value] per section it is in: its count in the text, and where else it is', () => {
    const postings = new Map<string, number[]>();
    const added = addPostings(postings, 7, {
      u: '/a',
      t: 'A',
      d: 'More about tokens',
      s: [
        ['', 'Intro', 'token token and more token'],
        ['use', 'Use of it', 'a token, And AND'],
      ],
    });
    // Value: count in the text times TEXT_COUNT (8), plus IN_DESCRIPTION (4), plus the heading's
    // length in words (capped at 3) when the word is in the heading.
    expect(Object.fromEntries(postings)).toEqual({
      intro: [7, 0, 1],
      more: [7, 0, 4 + 8],
      about: [7, 0, 4],
      tokens: [7, 0, 4],
      token: [7, 0, 24, 7, 1, 8],
      and: [7, 0, 8, 7, 1, 16],
      use: [7, 1, 3],
      of: [7, 1, 3],
      it: [7, 1, 3],
    });
    expect(added).toBe(3 * 11);
    // A second page's postings follow, counted afresh.
    addPostings(postings, 8, { u: '/b', t: 'B', s: [['', 'Token', 'token']] });
    expect(postings.get('token')).toEqual([7, 0, 24, 7, 1, 8, 8, 0, 1 + 8]);
  });
});
