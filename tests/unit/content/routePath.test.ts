import { describe, expect, it } from 'vitest';
import {
  decodeUrlPath,
  encodePath,
  normalizeRoutePath,
  routeFolder,
  sectionRoute,
} from '../../../src/node/content/routePath.js';

describe('normalizeRoutePath', () => {
  it('resolves . and .. as a browser does, never above the top', () => {
    expect(normalizeRoutePath('a/./b/../c')).toBe('a/c');
    expect(normalizeRoutePath('../../../../ESC')).toBe('ESC');
    expect(normalizeRoutePath('/..//../x/')).toBe('x');
    expect(normalizeRoutePath('..')).toBe('');
  });

  it('reads encoded dots, encoded slashes and backslashes as the real ones', () => {
    expect(normalizeRoutePath('%2e%2e/%2E%2E/x')).toBe('x');
    expect(normalizeRoutePath('..%2F..%2Fx')).toBe('x');
    expect(normalizeRoutePath('a\\..\\..\\x')).toBe('x');
  });

  it('keeps what ends or escapes a URL path encoded, and Unicode as it is', () => {
    expect(normalizeRoutePath('hash%23tag/q%3Fmark')).toBe('hash%23tag/q%3Fmark');
    expect(normalizeRoutePath('a b/ü')).toBe('a%20b/ü');
    expect(normalizeRoutePath('100%')).toBe('100%25');
    expect(normalizeRoutePath('%E4%B8%AD')).toBe('中');
  });
});

describe('routes and their folders', () => {
  it('encodes literal names and joins them under a section', () => {
    expect(encodePath('hash#tag/q?mark/pct%20x')).toBe('hash%23tag/q%3Fmark/pct%2520x');
    expect(sectionRoute('docs', encodePath('a/b'))).toBe('/docs/a/b');
    expect(sectionRoute('docs', '')).toBe('/docs');
    expect(sectionRoute('', '')).toBe('/');
  });

  it('names the folder a route is written to by what its segments stand for', () => {
    for (const name of ['hash#tag', 'q?mark', 'pct%20x', '100%', 'a b']) {
      expect(routeFolder(sectionRoute('docs', encodePath(name)))).toBe(`docs/${name}`);
    }
    expect(routeFolder('/')).toBe('');
    expect(decodeUrlPath('%ZZ')).toBe('%ZZ');
  });
});
