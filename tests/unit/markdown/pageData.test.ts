import { describe, expect, it } from 'vitest';
import { pageData } from '../../../src/node/markdown/pageData.js';

describe('pageData', () => {
  it('creates empty page data on first use and returns the same object after', () => {
    const file = { data: {} };
    const data = pageData(file);
    expect(data).toEqual({
      toc: [],
      headingIds: [],
      links: [],
      assets: [],
      fileLinks: [],
      startsWithH1: false,
      interactive: false,
      refs: [],
    });
    data.startsWithH1 = true;
    expect(pageData(file)).toBe(data);
    expect(pageData(file).startsWithH1).toBe(true);
  });
});
