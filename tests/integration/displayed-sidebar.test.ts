import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, rewriteFile, runCli } from '../helpers.js';

/** The links of a built page's sidebar, or null when it shows none. */
function sidebarLinks(root: string, rel: string): string[] | null {
  const nav = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(readBuilt(root, rel))?.[0];
  return nav ? [...nav.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!) : null;
}

describe('displayed_sidebar in a doc of a Docusaurus project with two sidebars', () => {
  let root = '';

  beforeAll(async () => {
    root = copyFixture('docusaurus-project');
    writeFileSync(
      path.join(root, 'sidebars.js'),
      "module.exports = { guide: ['intro'], basics: ['basics/install', 'basics/configure'] };\n",
    );
    rewriteFile(
      root,
      'docs/intro.md',
      'sidebar_position: 1',
      'sidebar_position: 1\ndisplayed_sidebar: basics',
    );
    rewriteFile(
      root,
      'docs/basics/install.md',
      'custom_edit_url: null',
      'custom_edit_url: null\ndisplayed_sidebar: null',
    );
    expect((await runCli(['build', '--root', root, '--no-cache'])).code).toBe(0);
  });

  it('shows the sidebar it names, or none for null, and others the sidebar that lists them', () => {
    expect(sidebarLinks(root, 'guide/intro/index.html')).toEqual([
      '/guide/basics/install',
      '/guide/basics/settings',
    ]);
    expect(sidebarLinks(root, 'guide/basics/install/index.html')).toBeNull();
    expect(sidebarLinks(root, 'guide/basics/settings/index.html')).toEqual([
      '/guide/basics/install',
      '/guide/basics/settings',
    ]);
  });

  it('stops the build at a name no sidebar has, with the place of the key', async () => {
    rewriteFile(root, 'docs/intro.md', 'displayed_sidebar: basics', 'displayed_sidebar: nowhere');
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'docs/intro.md:3:1: displayed_sidebar: no sidebar of this docs version is named "nowhere"',
    );
  });
});
