import { describe, expect, it } from 'vitest';
import { resolveAuthors } from '../../../src/node/content/blogAuthors.js';
import { SiteError } from '../../../src/node/errors.js';

const map = {
  ada: {
    name: 'Ada Lovelace',
    title: 'First programmer',
    image_url: '/img/ada.png',
    socials: {
      x: 'ada',
      github: 'ada-l',
      linkedin: 'https://www.linkedin.com/in/ada/',
      stackoverflow: 82609,
    },
  },
  grace: { name: 'Grace Hopper', imageURL: 'https://example.com/grace.png', email: 'grace@example.com' },
};
const files = { file: 'blog/post.md', mapFile: 'blog/authors.yml' };

describe('resolveAuthors (Docusaurus getBlogPostAuthors)', () => {
  it('reads keys into authors.yml, with socials as links', () => {
    expect(resolveAuthors({ authors: 'ada' }, map, files)).toEqual([
      {
        key: 'ada',
        name: 'Ada Lovelace',
        title: 'First programmer',
        url: undefined,
        imageUrl: '/img/ada.png',
        email: undefined,
        socials: [
          { platform: 'x', url: 'https://x.com/ada' },
          { platform: 'github', url: 'https://github.com/ada-l' },
          { platform: 'linkedin', url: 'https://www.linkedin.com/in/ada/' },
          { platform: 'stackoverflow', url: 'https://stackoverflow.com/users/82609' },
        ],
      },
    ]);
    expect(resolveAuthors({ authors: ['grace'] }, map, files)[0]).toMatchObject({
      name: 'Grace Hopper',
      imageUrl: 'https://example.com/grace.png',
      email: 'grace@example.com',
    });
  });

  it('reads inline objects, with image_url or imageURL', () => {
    const [a, b] = resolveAuthors(
      {
        authors: [
          { name: 'Inline', title: 'Writer', url: 'https://example.com', image_url: '/a.png' },
          { name: 'Other', imageURL: '/b.png', socials: { mastodon: 'other', custom: 'https://c.example' } },
        ],
      },
      map,
      files,
    );
    expect(a).toMatchObject({
      key: undefined,
      name: 'Inline',
      title: 'Writer',
      url: 'https://example.com',
      imageUrl: '/a.png',
    });
    expect(b).toMatchObject({
      imageUrl: '/b.png',
      socials: [
        { platform: 'mastodon', url: 'https://mastodon.social/@other' },
        { platform: 'custom', url: 'https://c.example' },
      ],
    });
  });

  it('mixes keys and inline objects, an inline key overriding the map', () => {
    const authors = resolveAuthors(
      { authors: ['ada', { key: 'grace', title: 'Rear admiral' }, { name: 'X' }] },
      map,
      files,
    );
    expect(authors.map((a) => [a.key, a.name, a.title])).toEqual([
      ['ada', 'Ada Lovelace', 'First programmer'],
      ['grace', 'Grace Hopper', 'Rear admiral'],
      [undefined, 'X', undefined],
    ]);
  });

  it('reads the legacy author keys, in either spelling', () => {
    expect(
      resolveAuthors(
        { author: 'Joel', author_title: 'Lead', authorURL: 'https://j.example', author_image_url: '/j.png' },
        map,
        files,
      ),
    ).toEqual([
      {
        key: undefined,
        name: 'Joel',
        title: 'Lead',
        url: 'https://j.example',
        imageUrl: '/j.png',
        email: undefined,
        socials: undefined,
      },
    ]);
    expect(
      resolveAuthors(
        { authorTitle: 'Lead', author_url: 'https://j.example', authorImageURL: '/j.png' },
        map,
        files,
      )[0],
    ).toMatchObject({
      title: 'Lead',
      url: 'https://j.example',
      imageUrl: '/j.png',
    });
  });

  it('has no authors without either', () => {
    expect(resolveAuthors({}, map, files)).toEqual([]);
  });

  it('refuses what Docusaurus refuses: unknown keys, legacy keys beside authors, a path as a handle', () => {
    expect(() => resolveAuthors({ authors: ['nobody'] }, map, files)).toThrow(
      /unknown author "nobody" \(not in blog\/authors\.yml\)/,
    );
    expect(() => resolveAuthors({ authors: ['ada'], author: 'Joel' }, map, files)).toThrow(SiteError);
    expect(() =>
      resolveAuthors({ authors: [{ name: 'A', socials: { github: 'a/b' } }] }, map, files),
    ).toThrow(/socials/);
    expect(() => resolveAuthors({ authors: [42] }, map, files)).toThrow(/an author must be/);
  });
});
