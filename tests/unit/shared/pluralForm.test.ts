import { describe, expect, it } from 'vitest';
import { pluralForm } from '../../../src/shared/pluralForm.js';

describe('pluralForm', () => {
  it("picks the form of the count's plural category, in Docusaurus's order of categories", () => {
    expect(pluralForm('One post|{count} posts', 1, 'en')).toBe('One post');
    expect(pluralForm('One post|{count} posts', 0, 'en')).toBe('{count} posts');
    // Russian has one, few, many (and other): a form each.
    const russian = '{count} статья|{count} статьи|{count} статей';
    expect([1, 3, 5, 21].map((n) => pluralForm(russian, n, 'ru'))).toEqual([
      '{count} статья',
      '{count} статьи',
      '{count} статей',
      '{count} статья',
    ]);
  });

  it('takes the last form for a category the message has none for, and a message without forms whole', () => {
    // French has one, many and other; a message of two forms says "many" with its last.
    expect(pluralForm('Un article|{count} articles', 1_000_000, 'fr')).toBe('{count} articles');
    expect(pluralForm('{count} min read', 1, 'en')).toBe('{count} min read');
  });
});
