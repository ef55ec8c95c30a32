import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseFrontMatter, simpleYaml } from '../../../src/node/content/frontMatter.js';
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
    expect(parseFrontMatter('# Title\n', 'a.md')).toEqual({ data: {}, body: '# Title\n', front: '' });
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

  it('checks each key docsgen declares, and keeps any other key as it is', () => {
    expect(errorOf('---\nhide_title: maybe\n---\n').format()).toBe(
      'content/docs/a.md:2:1: invalid front matter: "hide_title" must be a boolean, got "maybe"',
    );
    expect(errorOf('---\ntitle: ok\nkeywords: [a, 1]\n---\n').format()).toBe(
      'content/docs/a.md:3:1: invalid front matter: "keywords" must be a string[], got ["a",1]',
    );
    // A key named like an Object method is a key like any other, not a declared one.
    const { data } = parseFrontMatter('---\nconstructor: x\ntoString: [1]\nunlisted: true\n---\n', 'a.md');
    expect(data).toEqual({ constructor: 'x', toString: [1], unlisted: true });
  });

  it('reads simple front matter without the YAML parser exactly as the parser does, and leaves it the rest', () => {
    // Deterministic pseudo-random front matter mixing values the fast path takes and values it must not.
    let seed = 7;
    const pick = <T>(items: T[]): T => items[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % items.length]!;
    const keys = [
      'title',
      'description',
      'sidebar_position',
      'slug',
      'tags',
      'draft',
      'hide_title',
      'custom',
      'keywords',
      '_x',
    ];
    const values = [
      'Hello',
      'Getting started',
      "Don't panic",
      'Yes',
      'no',
      'True',
      'NULL',
      'null',
      '~',
      '3',
      '012',
      '-1',
      '1.5',
      'true',
      'false',
      '2024-01-02',
      '"Quoted: text"',
      "'single # text'",
      '"esc \\n"',
      "'it''s'",
      '[a, b]',
      '[]',
      '[a, true]',
      '[1, 2]',
      'a: b',
      'a #c',
      'trailing ',
      '/docs/x',
      'Café',
      '.inf',
      'x, y (z)',
      '[a,]',
      '"',
      'first',
    ];
    let taken = 0;
    for (let i = 0; i < 3000; i++) {
      const lines = Array.from({ length: 1 + (i % 4) }, () => `${pick(keys)}: ${pick(values)}`);
      const text = lines.join('\n');
      const fast = simpleYaml(text);
      if (!fast) continue;
      taken++;
      expect(fast, text).toEqual(parse(text));
      expect(parseFrontMatter(`---\n${text}\n---\nbody`, 'a.md').data, text).toEqual(fast);
    }
    // It must take a good share, or it would not pay.
    expect(taken).toBeGreaterThan(100);
    expect(simpleYaml('title: x\ntitle: y')).toBeUndefined();
    expect(simpleYaml('sidebar_position: first')).toBeUndefined();
  });
});
