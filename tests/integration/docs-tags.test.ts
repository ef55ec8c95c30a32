import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, rewriteFile, runCli } from '../helpers.js';

describe('docs tags (tests/fixtures/docusaurus-project, docs at /guide)', () => {
  let root = '';
  const page = (route: string): string => readBuilt(root, `${route.slice(1)}/index.html`);

  beforeAll(async () => {
    root = copyFixture('docusaurus-project');
    rewriteFile(
      root,
      'docusaurus.config.js',
      "routeBasePath: 'guide',",
      "routeBasePath: 'guide',\n          tags: 'tags.yml',",
    );
    writeFileSync(
      path.join(root, 'docs/tags.yml'),
      'setup:\n  label: Setup\n  permalink: /setup\n  description: Getting the kit running.\n',
    );
    rewriteFile(
      root,
      'docs/intro.md',
      'sidebar_position: 1\n',
      'sidebar_position: 1\ntags: [setup, Getting Started]\n',
    );
    rewriteFile(
      root,
      'docs/basics/install.md',
      'title: Install\n',
      'title: Install\ndescription: Add the package.\ntags:\n  - setup\n  - label: Deep dive\n    permalink: /deep\n',
    );
    writeFileSync(
      path.join(root, 'docs/hidden.md'),
      '---\nunlisted: true\ntags: [setup]\n---\n\n# Hidden\n\nOnly by its URL.\n',
    );
    const result = await runCli(['build', '--root', root, '--no-cache']);
    // The fixture's prism-react-renderer is not installed: its warning is all stderr holds.
    expect(result.stderr).not.toMatch(/tags|error/i);
    expect(result.code).toBe(0);
  });

  it('lists every tag of the docs with its count', () => {
    const html = page('/guide/tags');
    expect(html).toContain('<h1 class="page-title">Tags</h1>');
    expect(html).toContain(
      '<a class="tag" href="/guide/tags/deep">Deep dive <span class="tag__count">1</span></a>',
    );
    expect(html).toContain(
      '<a class="tag" href="/guide/tags/getting-started">Getting Started <span class="tag__count">1</span></a>',
    );
    // tags.yml's label and permalink; the unlisted doc is not counted.
    expect(html).toContain(
      '<a class="tag" href="/guide/tags/setup">Setup <span class="tag__count">2</span></a>',
    );
  });

  it("lists a tag's docs with their descriptions, and links back to every tag", () => {
    const html = page('/guide/tags/setup');
    expect(html).toContain('2 docs tagged with &quot;Setup&quot;');
    expect(html).toContain('<p>Getting the kit running.</p>');
    expect(html).toContain('<a href="/guide/tags">View all tags</a>');
    expect(html).toContain('<a href="/guide/basics/install">Install</a>');
    expect(html).toContain('<p>Add the package.</p>');
    expect(html).toContain('<a href="/guide/intro">Introduction</a>');
    expect(html).not.toContain('Hidden');
    expect(page('/guide/tags/getting-started')).toContain('One doc tagged with &quot;Getting Started&quot;');
  });

  it("links a doc's tags to their pages", () => {
    const html = page('/guide/basics/install');
    expect(html).toContain('<a class="tag" href="/guide/tags/setup">Setup</a>');
    expect(html).toContain('<a class="tag" href="/guide/tags/deep">Deep dive</a>');
  });
});
