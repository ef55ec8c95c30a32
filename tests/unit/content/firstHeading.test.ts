import { describe, expect, it } from 'vitest';
import { firstHeading } from '../../../src/node/content/sources.js';

describe('firstHeading', () => {
  it("is the first heading's text when it is an h1 (Docusaurus's content title)", () => {
    expect(firstHeading('Intro.\n\n# The *title* {#t}\n\n## A')).toBe('The title');
    expect(firstHeading('```\n# not a heading\n```\n\n# Title')).toBe('Title');
  });
  it('is undefined when the first heading is not an h1', () => {
    expect(firstHeading('## First\n\n# Later')).toBeUndefined();
    expect(firstHeading('No heading at all.')).toBeUndefined();
  });
});
