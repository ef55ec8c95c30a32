import { describe, expect, it } from 'vitest';
import { siteLinks, siteUrl, type LinkSite } from '../../../src/node/render/baseUrl.js';
import type { SiteConfig } from '../../../src/shared/types.js';

const routes = new Map<string, unknown>([
  ['/', {}],
  ['/docs/intro', {}],
  ['/docs/v1.2', {}],
  ['/icons/', {}],
]);
const linksOf = (site: Partial<SiteConfig>): LinkSite =>
  ({ site: { baseUrl: '/', ...site }, byPath: routes }) as unknown as LinkSite;

describe('siteUrl', () => {
  it('adds or removes the slash of a route only, keeping its query and hash, then puts it under the base', () => {
    const slash = linksOf({ baseUrl: '/kit/', trailingSlash: true });
    expect(siteUrl('/docs/intro#a', slash)).toBe('/kit/docs/intro/#a');
    expect(siteUrl('/docs/v1.2?x=1', slash)).toBe('/kit/docs/v1.2/?x=1');
    expect(siteUrl('/icons/', slash)).toBe('/kit/icons/');
    expect(siteUrl('/', slash)).toBe('/kit/');
    // Not a route: a file or an unknown path keeps its spelling.
    expect(siteUrl('/img/logo.svg', slash)).toBe('/kit/img/logo.svg');
    expect(siteUrl('/docs/missing', slash)).toBe('/kit/docs/missing');
    const none = linksOf({ trailingSlash: false });
    expect(siteUrl('/icons/', none)).toBe('/icons');
    expect(siteUrl('/docs/intro', none)).toBe('/docs/intro');
    expect(siteUrl('/icons/', linksOf({}))).toBe('/icons/');
    expect(siteUrl('https://x.dev/docs/intro', slash)).toBe('https://x.dev/docs/intro');
  });

  it('leaves a URL written under the base there, as Docusaurus does, but puts every route under it', () => {
    const kit = linksOf({ baseUrl: '/kit/' });
    expect(siteUrl('/kit/img/logo.svg', kit)).toBe('/kit/img/logo.svg');
    expect(siteUrl('/kit/docs/intro#a', kit)).toBe('/kit/docs/intro#a');
    expect(siteUrl('/kit', kit)).toBe('/kit/');
    expect(siteUrl('/kitchen/a.png', kit)).toBe('/kit/kitchen/a.png');
    // A site served under /docs/ whose docs are at /docs/: its routes still go under the base.
    const docs = linksOf({ baseUrl: '/docs/' });
    expect(siteUrl('/docs/intro', docs)).toBe('/docs/docs/intro');
    expect(siteUrl('/docs/img/a.png', docs)).toBe('/docs/img/a.png');
  });

  it('rewrites the root-relative URLs of HTML attributes, and leaves HTML alone when nothing changes', () => {
    const html = '<a href="/docs/intro">a</a><img src="/img/a.png"><a href="//cdn.x/y">c</a>';
    expect(siteLinks(html, linksOf({ baseUrl: '/kit/', trailingSlash: true }))).toBe(
      '<a href="/kit/docs/intro/">a</a><img src="/kit/img/a.png"><a href="//cdn.x/y">c</a>',
    );
    expect(siteLinks(html, linksOf({}))).toBe(html);
  });
});
