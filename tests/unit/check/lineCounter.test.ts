import { describe, expect, it } from 'vitest';
import { lineCounter } from '../../../src/node/check/scanHtml.js';

describe('lineCounter', () => {
  it('gives the line of each offset, counting from the first line given', () => {
    const text = 'one\ntwo\n\nfour';
    const line = lineCounter(text);
    expect([0, 3, 4, 7, 8, 9, 13].map(line)).toEqual([1, 1, 2, 2, 3, 4, 4]);
    expect(lineCounter(text, 10)(text.indexOf('four'))).toBe(13);
    expect(lineCounter('')(0)).toBe(1);
  });

  it('agrees with counting the newlines before each offset, over a long text', () => {
    const text = Array.from({ length: 5000 }, (_, i) => 'x'.repeat(i % 7)).join('\n');
    const line = lineCounter(text, 3);
    for (let offset = 0; offset < text.length; offset += 97)
      expect(line(offset)).toBe(3 + text.slice(0, offset).split('\n').length - 1);
  });
});
