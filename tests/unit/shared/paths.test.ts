import { describe, expect, it } from 'vitest';
import { normaliseHtmlPath, routeToDataFile, routeToHtmlFile } from '../../../src/shared/paths.js';

describe('route files', () => {
  it('maps routes to index.html files', () => {
    expect(routeToHtmlFile('/')).toBe('index.html');
    expect(routeToHtmlFile('/docs/api/intro')).toBe('docs/api/intro/index.html');
    expect(routeToHtmlFile('/icons/')).toBe('icons/index.html');
    expect(routeToDataFile('/', 'page-data.json')).toBe('page-data.json');
    expect(routeToDataFile('/blog', 'page-data.json')).toBe('blog/page-data.json');
  });
});

describe('normaliseHtmlPath', () => {
  it('drops .html and /index.html', () => {
    expect(normaliseHtmlPath('/docs/a.html')).toBe('/docs/a');
    expect(normaliseHtmlPath('/docs/a/index.html')).toBe('/docs/a');
    expect(normaliseHtmlPath('/index.html')).toBe('/');
    expect(normaliseHtmlPath('/docs/a')).toBeNull();
  });
});
