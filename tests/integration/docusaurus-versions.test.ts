import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocsVersionsFile } from '../../src/shared/types.js';
import {
  copyFixture,
  fixtureBuild,
  readBuilt,
  rewriteFile,
  runCli,
  type CliResult,
  type SiteBuild,
} from '../helpers.js';

/** The text of the first element of a page that a pattern finds (tags dropped, spaces squeezed). */
function textOf(html: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(html)?.[0];
  return found
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The labels and targets of the navbar's version dropdown on a page. */
function dropdown(html: string): { label: string | undefined; items: string[] } {
  const menu = /<li class="navbar__dropdown">[\s\S]*?<\/ul><\/li>/.exec(html)?.[0] ?? '';
  return {
    label: /data-version-label=""[^>]*>([^<]*)</.exec(menu)?.[1],
    items: [...menu.matchAll(/<a [^>]*href="([^"]+)"[^>]*?(?:data-version="([^"]+)")?>([^<]+)</g)].map(
      (m) => `${m[3]} -> ${m[1]} (${m[2] ?? 'none'})`,
    ),
  };
}

describe('versioned docs as Docusaurus lays them out (tests/fixtures/docusaurus-versions)', () => {
  let root = '';
  let result: SiteBuild;

  beforeAll(async () => {
    result = await fixtureBuild('docusaurus-versions');
    root = result.root;
  });

  it('serves the last version at /docs, current at /docs/next and older ones at /docs/<name>', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const pages = [
      'docs/intro',
      'docs/guide/setup',
      'docs/next/intro',
      'docs/next/guide/setup',
      'docs/next/guide/streams',
      'docs/1.0/intro',
      'docs/1.0/legacy-api',
    ];
    for (const page of pages)
      expect(existsSync(path.join(root, 'build', page, 'index.html')), page).toBe(true);
    // A page only the current version has is not in the last one.
    expect(existsSync(path.join(root, 'build/docs/guide/streams'))).toBe(false);
    expect(readBuilt(root, 'docs/intro/index.html')).toContain('Gizmo 2 turns widgets into gadgets.');
    expect(readBuilt(root, 'docs/next/intro/index.html')).toContain('it adds streams');
  });

  it("resolves each version's Markdown links within that version, and shows that version's sidebar", () => {
    expect(readBuilt(root, 'docs/intro/index.html')).toContain('<a href="/docs/guide/setup">the setup</a>');
    expect(readBuilt(root, 'docs/next/intro/index.html')).toContain(
      '<a href="/docs/next/guide/setup">the setup</a>',
    );
    const old = readBuilt(root, 'docs/1.0/intro/index.html');
    expect(old).toContain('<a href="/docs/1.0/legacy-api">the legacy API</a>');
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(old)?.[0] ?? '';
    expect([...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/docs/1.0/intro',
      '/docs/1.0/legacy-api',
    ]);
  });

  it('marks the pages of other versions with a badge and a banner leading to the same page in the last version', () => {
    const banner = /<div class="admonition[^"]*doc__version-banner"[\s\S]*?<\/div>/;
    expect(textOf(readBuilt(root, 'docs/next/intro/index.html'), banner)).toBe(
      'You are reading the docs of Gizmo Next, a version that is not released yet. For the current docs, see the latest version .',
    );
    const old = readBuilt(root, 'docs/1.0/intro/index.html');
    expect(textOf(old, banner)).toContain('Gizmo 1.0 (legacy), a version that is no longer maintained.');
    // It names no other version, so that a new one leaves it as it is; the runtime marks the link
    // with the last version's name, for the preferred version.
    expect(old).toContain('<a href="/docs/intro" data-version-latest=""><b>the latest version</b></a>');
    // A page the last version lacks leads to that version's main doc.
    expect(readBuilt(root, 'docs/1.0/legacy-api/index.html')).toContain(
      '<a href="/docs/intro" data-version-latest="">',
    );
    const last = readBuilt(root, 'docs/intro/index.html');
    expect(last).not.toMatch(banner);
    expect(last).toContain('<span class="badge doc__version">Version: 2.0</span>');
  });

  it("has a navbar version dropdown and docs link that follow the page's version", () => {
    const items = [
      'Next -> /docs/next/intro (current)',
      '2.0 -> /docs/intro (2.0)',
      '1.0 (legacy) -> /docs/1.0/intro (1.0)',
    ];
    expect(dropdown(readBuilt(root, 'docs/intro/index.html'))).toEqual({ label: '2.0', items });
    // A page of another version lists its own and the latest; the runtime lists them all, from
    // the docs-versions file, each leading to the same page in that version when it has it.
    expect(dropdown(readBuilt(root, 'docs/1.0/legacy-api/index.html'))).toEqual({
      label: '1.0 (legacy)',
      items: ['1.0 (legacy) -> /docs/1.0/intro (1.0)', 'Latest version -> /docs/intro (none)'],
    });
    expect(dropdown(readBuilt(root, 'index.html'))).toEqual({ label: '2.0', items });
    const versions = JSON.parse(readBuilt(root, 'docs-versions.json')) as DocsVersionsFile;
    // The community docs plugin has one version: the file has none of it.
    expect(Object.keys(versions.plugins)).toEqual(['default']);
    expect(versions.plugins.default!.last).toBe('2.0');
    expect(versions.plugins.default!.versions.map((v) => `${v.label} -> ${v.main}`)).toEqual([
      'Next -> /docs/next/intro',
      '2.0 -> /docs/intro',
      '1.0 (legacy) -> /docs/1.0/intro',
    ]);
    expect(versions.docs['guide/setup']).toEqual({
      current: '/docs/next/guide/setup',
      '2.0': '/docs/guide/setup',
    });
    expect(versions.links['sidebar:docs']).toEqual({
      current: '/docs/next/intro',
      '2.0': '/docs/intro',
      '1.0': '/docs/1.0/intro',
    });
    expect(readBuilt(root, 'docs/next/guide/setup/index.html')).toContain(
      '<a class="navbar__link" href="/docs/next/intro" aria-current="page" data-versions-key="doc:intro">Docs</a>',
    );
    // Outside the docs, the last version's.
    expect(readBuilt(root, 'index.html')).toContain(
      '<a class="navbar__link" href="/docs/intro" data-versions-key="doc:intro">Docs</a>',
    );
    // A docSidebar item: the sidebar's first page, in the page's version too.
    expect(readBuilt(root, 'docs/next/guide/setup/index.html')).toMatch(
      /href="\/docs\/next\/intro"[^>]*>Sidebar</,
    );
    expect(readBuilt(root, 'docs/1.0/legacy-api/index.html')).toMatch(
      /href="\/docs\/1.0\/intro"[^>]*>Sidebar</,
    );
    expect(readBuilt(root, 'index.html')).toContain(
      '<a class="navbar__link" href="/docs/intro" data-versions-key="sidebar:docs">Sidebar</a>',
    );
  });

  it('lists every version with its docs in the site metadata, and searches the last version only', () => {
    const metadata = JSON.parse(readBuilt(root, 'site-metadata.json')) as {
      versions: { name: string; label: string; mainDocId: string; docs: { id: string; path: string }[] }[];
    };
    expect(metadata.versions.map((v) => [v.name, v.label, v.mainDocId, v.docs.length])).toEqual([
      ['current', 'Next', 'intro', 3],
      ['2.0', '2.0', 'intro', 2],
      ['1.0', '1.0 (legacy)', 'intro', 2],
      ['community/current', 'Next', 'support', 2],
    ]);
    expect(metadata.versions[2]!.docs).toContainEqual({
      id: 'legacy-api',
      path: '/docs/1.0/legacy-api',
      sidebar: 'version-1.0/docs',
    });
    const dir = path.join(root, 'build/search/docs');
    const searched = readdirSync(dir).flatMap((file) =>
      (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { u: string }[]).map((doc) => doc.u),
    );
    expect(searched.sort()).toEqual([
      '/',
      '/community/meetups',
      '/community/support',
      '/docs/guide/setup',
      '/docs/intro',
    ]);
  });

  it("builds a second docs plugin's docs at its own route, with its own sidebar and no version", () => {
    const support = readBuilt(root, 'community/support/index.html');
    expect(support).toContain('the maintainers answer within a week');
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(support)?.[0] ?? '';
    expect([...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/community/support',
      '/community/meetups',
    ]);
    expect(support).not.toContain('doc__version');
    // The navbar's docSidebar item leads to the sidebar's first page.
    expect(readBuilt(root, 'docs/intro/index.html')).toContain(
      '<a class="navbar__link" href="/community/support">Community</a>',
    );
  });

  it('checks links to every version clean', async () => {
    const check = await runCli(['check', '--root', root]);
    expect(check.stdout + check.stderr).toMatch(/^0 errors, 0 warnings in 12 pages/);
    expect(check.code).toBe(0);
  });

  it('reports a version without its folder at versions.json, and a bad lastVersion at the config', async () => {
    const broken = copyFixture('docusaurus-versions');
    writeFileSync(path.join(broken, 'versions.json'), '["2.0", "1.0", "0.9"]\n');
    const missing = await runCli(['build', '--root', broken, '--no-cache']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'versions.json:1:16: version "0.9" has no folder versioned_docs/version-0.9',
    );
    writeFileSync(path.join(broken, 'versions.json'), '["2.0", "1.0"]\n');
    rewriteFile(
      broken,
      'docusaurus.config.js',
      "sidebarPath: './sidebars.js',",
      "sidebarPath: './sidebars.js', lastVersion: '3.0',",
    );
    const last = await runCli(['build', '--root', broken, '--no-cache']);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('"lastVersion" must be one of the versions: current, 2.0, 1.0');
  });

  it('cuts a version with docs:version, which then becomes the last', async () => {
    const site = copyFixture('docusaurus-versions');
    const cut = await runCli(['docs:version', '3.0', '--root', site]);
    expect(cut.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['3.0', '2.0', '1.0']);
    expect(readFileSync(path.join(site, 'versioned_docs/version-3.0/guide/streams.md'), 'utf8')).toContain(
      'Streams are new',
    );
    const again = await runCli(['docs:version', '3.0', '--root', site]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('version "3.0" exists already');
    const built = await runCli(['build', '--root', site, '--no-cache']);
    expect(built.code).toBe(0);
    expect(readBuilt(site, 'docs/guide/streams/index.html')).toContain('Version: 3.0');
    expect(readBuilt(site, 'docs/2.0/intro/index.html')).toContain('no longer maintained');
  });

  it("in docsgen's own layout, keeps versions and translations under content/", async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'docsgen-own-versions-'));
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      writeFileSync(path.join(site, rel), text);
    };
    write(
      'config/site.ts',
      "export default { title: 'Own', i18n: { defaultLocale: 'en', locales: ['en', 'de'] } };\n",
    );
    write('content/docs/alpha.md', '# Alpha\n\nSee [beta](./beta.md).\n');
    write('content/docs/beta.md', '# Beta\n');
    expect((await runCli(['docs:version', '1.0', '--root', site])).code).toBe(0);
    expect(existsSync(path.join(site, 'content/versioned_docs/version-1.0/alpha.md'))).toBe(true);
    write(
      'content/i18n/de/docusaurus-plugin-content-docs/current/alpha.md',
      '# Alpha DE\n\nSiehe [beta](./beta.md).\n',
    );
    const built = await runCli(['build', '--root', site, '--no-cache']);
    expect(built.code).toBe(0);
    expect(readBuilt(site, 'docs/alpha/index.html')).toContain('<a href="/docs/beta">beta</a>');
    expect(readBuilt(site, 'de/docs/next/alpha/index.html')).toContain(
      'Siehe <a href="/de/docs/next/beta">beta</a>',
    );
    expect(readBuilt(site, 'de/docs/alpha/index.html')).toContain('not translated into Deutsch');
    rmSync(site, { recursive: true, force: true });
  });
});

describe("a second docs plugin's versions, cut with docs:version:community as in Docusaurus", () => {
  let site = '';
  let cut: CliResult;
  let built: CliResult;
  /** The version dropdown of the community docs on a page. */
  const communityMenu = (html: string) =>
    dropdown(
      /<li class="navbar__dropdown"><button[^>]*data-docs-plugin="community"[\s\S]*?<\/ul><\/li>/.exec(
        html,
      )?.[0] ?? '',
    );

  beforeAll(async () => {
    site = copyFixture('docusaurus-versions');
    // As a Docusaurus user types it, in the project's folder.
    cut = await runCli(['docs:version:community', '1.0'], { cwd: site });
    // After the release: a page only the next version has, and a dropdown of the plugin's versions.
    writeFileSync(path.join(site, 'community/events.md'), '# Events\n\nWritten after 1.0 was released.\n');
    rewriteFile(
      site,
      'docusaurus.config.js',
      "{ type: 'docsVersionDropdown', position: 'right' },",
      "{ type: 'docsVersionDropdown', position: 'right' },\n{ type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },",
    );
    built = await runCli(['build', '--root', site, '--no-cache']);
  });

  it('writes the version to the files Docusaurus names after the plugin, leaving the site’s own docs alone', () => {
    expect(cut.stderr).toBe('');
    expect(cut.code).toBe(0);
    const read = (rel: string) => JSON.parse(readFileSync(path.join(site, rel), 'utf8')) as unknown;
    expect(read('community_versions.json')).toEqual(['1.0']);
    expect(existsSync(path.join(site, 'community_versioned_docs/version-1.0/support.md'))).toBe(true);
    expect(read('community_versioned_sidebars/version-1.0-sidebars.json')).toHaveProperty('community');
    expect(read('versions.json')).toEqual(['2.0', '1.0']);
  });

  it('serves its last version at its route and current at next, with a badge, a banner and its dropdown', () => {
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    for (const page of [
      'community/support',
      'community/meetups',
      'community/next/support',
      'community/next/events',
    ])
      expect(existsSync(path.join(site, 'build', page, 'index.html')), page).toBe(true);
    expect(existsSync(path.join(site, 'build/community/events'))).toBe(false);
    const next = readBuilt(site, 'community/next/events/index.html');
    expect(next).toContain('<span class="badge doc__version">Version: Next</span>');
    expect(next).toContain('not released yet');
    // The banner of a page the last version lacks leads to the plugin's main doc in it.
    expect(next).toMatch(/<a href="\/community\/support" data-version-latest="">/);
    expect(communityMenu(next)).toEqual({
      label: 'Next',
      items: [
        'Next -> /community/next/support (community/current)',
        'Latest version -> /community/support (none)',
      ],
    });
    expect(communityMenu(readBuilt(site, 'index.html'))).toEqual({
      label: '1.0',
      items: [
        'Next -> /community/next/support (community/current)',
        '1.0 -> /community/support (community/1.0)',
      ],
    });
    // The site's own docs keep their versions and their dropdown.
    expect(dropdown(readBuilt(site, 'docs/intro/index.html')).label).toBe('2.0');
    expect(readBuilt(site, 'community/support/index.html')).not.toContain('doc__version-banner');
  });

  it('lists its versions in docs-versions.json and the site metadata, beside the site’s own', () => {
    const file = JSON.parse(readBuilt(site, 'docs-versions.json')) as DocsVersionsFile;
    expect(Object.keys(file.plugins)).toEqual(['default', 'community']);
    expect(file.plugins.community).toEqual({
      last: 'community/1.0',
      versions: [
        { name: 'community/current', label: 'Next', main: '/community/next/support' },
        { name: 'community/1.0', label: '1.0', main: '/community/support' },
      ],
    });
    expect(file.docs.events).toEqual({ 'community/current': '/community/next/events' });
    expect(file.links['community:sidebar:community']).toEqual({
      'community/current': '/community/next/support',
      'community/1.0': '/community/support',
    });
    expect(readBuilt(site, 'index.html')).toContain(
      '<a class="navbar__link" href="/community/support" data-versions-key="community:sidebar:community" data-docs-plugin="community">Community</a>',
    );
    const metadata = JSON.parse(readBuilt(site, 'site-metadata.json')) as { versions: { name: string }[] };
    expect(metadata.versions.map((v) => v.name)).toEqual([
      'current',
      '2.0',
      '1.0',
      'community/current',
      'community/1.0',
    ]);
  });

  it('checks links to every version of both plugins clean', async () => {
    const check = await runCli(['check', '--root', site]);
    expect(check.stdout + check.stderr).toMatch(/^0 errors, 0 warnings in 15 pages/);
    expect(check.code).toBe(0);
  });

  it("reads a locale's translations of its versions where Docusaurus puts them, in the folder named after it", async () => {
    const translated = copyFixture('docusaurus-versions');
    expect((await runCli(['docs:version', '1.0', '--root', translated, '--plugin', 'community'])).code).toBe(
      0,
    );
    const config = path.join(translated, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace("baseUrl: '/',", "baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },")
        .replace(
          "{ type: 'docsVersionDropdown', position: 'right' },",
          "{ type: 'docsVersionDropdown', position: 'right' },\n{ type: 'docsVersionDropdown', docsPluginId: 'community' },",
        ),
    );
    const folder = path.join(translated, 'i18n/fr/docusaurus-plugin-content-docs-community');
    mkdirSync(path.join(folder, 'version-1.0'), { recursive: true });
    writeFileSync(
      path.join(folder, 'version-1.0/support.md'),
      '# Assistance\n\nLes mainteneurs répondent.\n',
    );
    writeFileSync(path.join(folder, 'current.json'), '{ "version.label": { "message": "Prochaine" } }\n');
    const build = await runCli(['build', '--root', translated, '--no-cache']);
    expect(build.stderr).toBe('');
    const support = readBuilt(translated, 'fr/community/support/index.html');
    expect(support).toContain('<p>Les mainteneurs répondent.</p>');
    expect(support).not.toContain('doc__untranslated');
    const next = readBuilt(translated, 'fr/community/next/support/index.html');
    expect(next).toContain('doc__untranslated');
    expect(next).toContain('<span class="badge doc__version">Version: Prochaine</span>');
  });
});
