import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../src/node/content/frontMatter.js';
import { SiteError } from '../../../src/node/errors.js';

function errorOf(source: string): SiteError {
  try {
    parseFrontMatter(source, 'content/docs/a.md');
  } catch (error) {
    return error as SiteError;
  }
  throw new Error('expected an error');
}

describe('parseFrontMatter', () => {
  it('parses Docusaurus keys and blanks the front matter so body lines keep their numbers', () => {
    const { data, body } = parseFrontMatter('---\ntitle: Hello\nsidebar_position: 3\n---\n# Body\n', 'a.md');
    expect(data).toEqual({ title: 'Hello', sidebar_position: 3 });
    expect(body.split('\n')[4]).toBe('# Body');
  });

  it('returns the source unchanged without front matter', () => {
    expect(parseFrontMatter('# Title\n', 'a.md')).toEqual({ data: {}, body: '# Title\n' });
  });

  it('reports YAML syntax errors at their line in the file (front matter counted)', () => {
    const error = errorOf('---\ntitle: ok\ntags: [unclosed\n---\nbody\n');
    expect(error.format()).toMatch(/^content\/docs\/a\.md:[34]:\d+: invalid front matter/);
  });

  it('reports a key of the wrong type at the key', () => {
    const error = errorOf('---\ntitle: ok\nsidebar_position: first\n---\n');
    expect(error.format()).toBe(
      'content/docs/a.md:3:1: invalid front matter: "sidebar_position" must be a number, got "first"',
    );
  });
});
