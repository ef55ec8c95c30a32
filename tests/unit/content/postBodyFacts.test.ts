import { describe, expect, it } from 'vitest';
import { postBodyFacts } from '../../../src/node/content/blog.js';

describe("postBodyFacts' reading time, as Docusaurus counts it", () => {
  const minutes = (body: string, locale: string) => postBodyFacts(body, locale).readingMinutes;

  it('counts the words the locale splits the text into, accented and unspaced ones too', () => {
    // 202 words, 1.01 minutes: necord's French post is 202 words, "2 min read" in Docusaurus.
    expect(minutes('à '.repeat(150) + 'mot '.repeat(52), 'fr')).toBe(2);
    // 300 words of two characters, with no space between them.
    expect(minutes('你好世界'.repeat(150), 'zh-Hans')).toBe(2);
  });

  it('counts the words of code blocks, and rounds the minutes to two decimals first', () => {
    // 201 words and the block's language.
    expect(minutes('```js\n' + 'word '.repeat(201) + '\n```\n', 'en')).toBe(2);
    // 1.005 minutes are 1.00 to two decimals (as Math.round gives it in floating point).
    expect(minutes('word '.repeat(201), 'en')).toBe(1);
  });
});
