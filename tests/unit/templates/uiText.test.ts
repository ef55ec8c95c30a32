import { describe, expect, it } from 'vitest';
import { uiPlural } from '../../../templates/uiText.js';

describe('uiPlural', () => {
  const english = '{count} post|{count} posts';

  it("fills the form of the locale's message that the count takes", () => {
    const plural = uiPlural({ 'theme.blog.post.plurals': 'Un article|{count} articles' }, 'fr');
    expect([0, 1, 2].map((n) => plural('theme.blog.post.plurals', english, n))).toEqual([
      'Un article',
      'Un article',
      '2 articles',
    ]);
  });

  it("picks docsgen's English, where the locale has no message, by English's rules", () => {
    // French says "one" of 0: English says "0 posts".
    const plural = uiPlural({}, 'fr');
    expect([0, 1, 2].map((n) => plural('theme.blog.post.plurals', english, n))).toEqual([
      '0 posts',
      '1 post',
      '2 posts',
    ]);
  });
});
