import { describe, expect, it } from 'vitest';
import { parseBlogFileName } from '../../../src/node/content/blogFileName.js';

describe('parseBlogFileName (as Docusaurus 3 parses a post path)', () => {
  it.each([
    ['2019-03-01-update.md', { date: '2019-03-01', text: 'update', slug: '/2019/03/01/update' }],
    ['2019/03/01/update.md', { date: '2019-03-01', text: 'update', slug: '/2019/03/01/update' }],
    ['2019-03-01-update/index.md', { date: '2019-03-01', text: 'update', slug: '/2019/03/01/update' }],
    ['2019-03-01/update.mdx', { date: '2019-03-01', text: 'update', slug: '/2019/03/01/update' }],
    ['2021-6-7-short.md', { date: '2021-06-07', text: 'short', slug: '/2021/6/7/short' }],
    // Folders before the date follow it in the slug.
    ['news/2019-03-01-update.md', { date: '2019-03-01', text: 'update', slug: '/2019/03/01/news/update' }],
    ['2019-03-01.md', { date: '2019-03-01', text: '', slug: '/2019/03/01/' }],
  ])('%s', (rel, parsed) => {
    expect(parseBlogFileName(rel)).toEqual(parsed);
  });

  it('gives an undated path its path as slug', () => {
    expect(parseBlogFileName('hello.md')).toEqual({ text: 'hello', slug: '/hello' });
    expect(parseBlogFileName('guides/hello/index.mdx')).toEqual({
      text: 'guides/hello',
      slug: '/guides/hello',
    });
  });
});
