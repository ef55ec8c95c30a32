import { describe, expect, it } from 'vitest';
import { createDoc, stripNumberPrefix } from '../../../src/node/content/docs.js';
import type { SourceFile } from '../../../src/node/content/sources.js';
import { keepText } from '../../../src/node/content/sourceTexts.js';

function source(rel: string, data: Record<string, unknown> = {}, body = ''): SourceFile {
  const file: SourceFile = { file: `content/docs/${rel}`, rel, format: 'md', data };
  keepText(file, { source: body, body, front: '' });
  return file;
}

describe('createDoc', () => {
  it('uses the path without extension as id and route', () => {
    expect(createDoc(source('api/intro.md'), 'docs')).toMatchObject({
      id: 'api/intro',
      route: '/docs/api/intro',
    });
  });
  it('strips number prefixes from files and folders', () => {
    expect(createDoc(source('02-guides/01-setup.md'), 'docs')).toMatchObject({
      id: 'guides/setup',
      route: '/docs/guides/setup',
      position: 1,
    });
  });
  it('lets id replace the file name and slug override the route', () => {
    expect(createDoc(source('a/b.md', { id: 'c' }), 'docs').id).toBe('a/c');
    expect(createDoc(source('a/b.md', { slug: '/x' }), 'docs').route).toBe('/docs/x');
    expect(createDoc(source('a/b.md', { slug: 'y' }), 'docs').route).toBe('/docs/a/y');
  });
  it('maps index and README to the folder route', () => {
    expect(createDoc(source('guides/index.md'), 'docs').route).toBe('/docs/guides');
    expect(createDoc(source('README.md'), 'docs').route).toBe('/docs');
  });
  it('maps a doc named after its folder to the folder route, and an index with an id too, as Docusaurus does', () => {
    expect(createDoc(source('02-guides/02-guides.md'), 'docs').route).toBe('/docs/guides');
    expect(createDoc(source('index.md', { id: 'index' }), 'docs')).toMatchObject({
      id: 'index',
      route: '/docs',
    });
    expect(createDoc(source('guides/01-index.md'), 'docs').route).toBe('/docs/guides/index');
  });
  it('takes the title from front matter, else the first h1, else the file name', () => {
    expect(createDoc(source('a.md', { title: 'T' }), 'docs').title).toBe('T');
    expect(createDoc(source('a.md', {}, '# From heading {#x}\n'), 'docs').title).toBe('From heading');
    expect(createDoc(source('getting-started.md'), 'docs').title).toBe('Getting started');
  });
});

describe('stripNumberPrefix', () => {
  it('keeps all-digit names', () => {
    expect(stripNumberPrefix('2025')).toEqual({ name: '2025', number: undefined });
    expect(stripNumberPrefix('10-x')).toEqual({ name: 'x', number: 10 });
  });
});
