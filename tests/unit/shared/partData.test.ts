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
  it('gives back the post a part read, its front matter written once', () => {
    const json = partData({ blogPost: post, pathname: '/blog/frames' })!;
    expect(json.match(/"comments"/g)).toHaveLength(1);
    expect(json).not.toContain('pathname');
    const { blogPost } = restorePartData(json);
    expect(blogPost).toEqual(post);
    expect(blogPost!.metadata.frontMatter).toBe(blogPost!.frontMatter);
  });

  it('holds nothing when the part read no doc or post', () => {
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
