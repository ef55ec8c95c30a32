import { describe, expect, it } from 'vitest';
import type { BlogPostContext } from '../../../src/shared/blogPostContext.js';
import { partContext, renderFor } from '../../../src/shared/partContext.js';
import { partData, restorePartData } from '../../../src/shared/partData.js';

const frontMatter = { title: 'Frames', comments: false };
const post: BlogPostContext = {
  metadata: {
    permalink: '/blog/frames',
    source: '@site/blog/frames.md',
    title: 'Frames',
    description: 'How frames fit',
    date: '2024-05-01T00:00:00.000Z',
    readingTime: 1,
    hasTruncateMarker: true,
    authors: [{ name: 'Ada', page: null }],
    tags: [{ label: 'frames', permalink: '/blog/tags/frames' }],
    frontMatter,
  },
  frontMatter,
  assets: {},
  toc: [],
  isBlogPostPage: true,
};

describe('partData', () => {
  it('gives back the post and the path a part read, its front matter written once', () => {
    const json = partData({ blogPost: post, pathname: '/blog/frames' })!;
    expect(json.match(/"comments"/g)).toHaveLength(1);
    const { blogPost, pathname } = restorePartData(json);
    expect(blogPost).toEqual(post);
    expect(blogPost!.metadata.frontMatter).toBe(blogPost!.frontMatter);
    expect(pathname).toBe('/blog/frames');
  });

  it('holds the path alone when the part read only the path, which an island hydrates from', () => {
    const [, read] = renderFor({ blogPost: post, pathname: '/blog/frames' }, () => partContext().pathname);
    expect(restorePartData(partData(read)!)).toEqual({ pathname: '/blog/frames' });
  });

  it('holds nothing when the part read no doc, post or path', () => {
    const [, read] = renderFor({ blogPost: post, pathname: '/blog/frames' }, () => 'rendered');
    expect(partData(read)).toBeUndefined();
  });
});

describe('renderFor', () => {
  it('notes what of its context a render read', () => {
    const [html, read] = renderFor(
      { blogPost: post, pathname: '/blog/frames' },
      () => partContext().blogPost!.metadata.title,
    );
    expect(html).toBe('Frames');
    expect(read).toEqual({ blogPost: post });
  });
});
