import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureBuild, readBuilt } from '../helpers.js';

const SITE = 'https://widgets.example.org';

/** Every file of the output with the given extension, relative to it. */
function builtFiles(root: string, ext: string): string[] {
  return readdirSync(path.join(root, 'build'), { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith(ext))
    .sort();
}

/** Root-relative URLs of HTML attributes that name something to load or open. */
function rootUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|poster|data-sidebar-url|data-island)="(\/[^"]*)"/g)].map(
    (m) => m[1]!,
  );
}

describe("a Docusaurus project whose baseUrl is '/project/'", () => {
  let root = '';

  beforeAll(async () => {
    const result = await fixtureBuild('docusaurus-project-base');
    expect(result.code, result.stderr).toBe(0);
    root = result.root;
  });

  it('writes the output unprefixed, as Docusaurus does', () => {
    expect(existsSync(path.join(root, 'build/guide/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/404.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/project'))).toBe(false);
  });

  it('points every root-relative link and asset of every page under the base', () => {
    const pages = builtFiles(root, '.html').filter((rel) => !rel.startsWith('assets/'));
    expect(pages.length).toBeGreaterThan(10);
    for (const rel of pages) {
      const html = readBuilt(root, rel);
      expect(html, rel).toContain('<html lang="en" dir="ltr" data-theme="light" data-base="/project/">');
      const urls = rootUrls(html);
      expect(urls.length, rel).toBeGreaterThan(0);
      expect(
        urls.filter((url) => !url.startsWith('/project/')),
        rel,
      ).toEqual([]);
    }
    expect(readBuilt(root, 'guide/intro/index.html')).not.toMatch(/href="\/guide/);
  });

  it("gives each payload's route, sidebar, main and navbar link under the base", () => {
    const payloads = builtFiles(root, 'page-data.json');
    expect(payloads.length).toBeGreaterThan(10);
    for (const rel of payloads) {
      const payload = JSON.parse(readBuilt(root, rel)) as {
        route: string;
        sidebar: { url: string } | null;
        main: string;
        navActive: string | null;
      };
      expect(payload.route, rel).toMatch(/^\/project\//);
      if (payload.sidebar) expect(payload.sidebar.url, rel).toMatch(/^\/project\/assets\/sidebars\//);
      if (payload.navActive) expect(payload.navActive, rel).toMatch(/^\/project\//);
      expect(
        rootUrls(payload.main).filter((url) => !url.startsWith('/project/')),
        rel,
      ).toEqual([]);
    }
    const intro = JSON.parse(readBuilt(root, 'guide/intro/page-data.json')) as { route: string };
    expect(intro.route).toBe('/project/guide/intro');
  });

  it('keeps the sidebar the runtime fetches under the base', () => {
    const [sidebar] = builtFiles(root, '.html').filter((rel) => rel.startsWith('assets/sidebars/'));
    const urls = rootUrls(readBuilt(root, sidebar!));
    expect(urls).toContain('/project/guide/intro');
    expect(urls.filter((url) => !url.startsWith('/project/'))).toEqual([]);
  });

  it('gives absolute URLs under the base in the sitemap, feeds, llms.txt and canonical links', () => {
    const sitemap = [...readBuilt(root, 'sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(sitemap).toContain(`${SITE}/project/guide/intro`);
    expect(sitemap.filter((url) => !url!.startsWith(`${SITE}/project/`))).toEqual([]);
    for (const feed of ['blog/rss.xml', 'blog/atom.xml']) {
      const xml = readBuilt(root, feed);
      const urls = [...xml.matchAll(/https?:\/\/widgets\.example\.org[^\s"<]*/g)].map((m) => m[0]);
      expect(urls.length, feed).toBeGreaterThan(2);
      expect(
        urls.filter((url) => !url.startsWith(`${SITE}/project/`)),
        feed,
      ).toEqual([]);
    }
    expect(readBuilt(root, 'llms.txt')).toContain(`(${SITE}/project/guide/intro)`);
    expect(readBuilt(root, 'guide/intro/index.html')).toContain(
      `<link rel="canonical" href="${SITE}/project/guide/intro"/>`,
    );
  });

  it('indexes search documents under the base', () => {
    const docs = builtFiles(root, '.json').filter((rel) => rel.startsWith('search/docs/'));
    const text = docs.map((rel) => readFileSync(path.join(root, 'build', rel), 'utf8')).join('\n');
    expect(text).toContain('"/project/guide/intro"');
    expect(text).not.toMatch(/"\/guide\//);
  });
});
