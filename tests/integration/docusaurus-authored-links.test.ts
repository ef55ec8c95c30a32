import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docusaurusProjectUnder, readBuilt, runCli } from '../helpers.js';

/**
 * Links as authors of a site served under `/project/` write them: some with the base URL already
 * in them (as Docusaurus's links take them), one to a route whose first folder is named like the
 * base, and a component page with links commented out.
 */
const FILES: Record<string, string> = {
  'docs/links.md': [
    '# Links',
    '',
    'The <a href="/project/img/logo.svg">logo, written under the base</a>, the',
    '[introduction under the base](/project/guide/intro), the [site root](/project) and',
    'the [introduction from the root](/guide/intro).',
    '',
  ].join('\n'),
  'src/pages/index.md': '# Widget Kit\n',
  'src/pages/links.jsx': [
    "import Link from '@docusaurus/Link';",
    '',
    'export default function Links() {',
    '  return (',
    '    <main>',
    '      <Link to="/guide/intro">Live</Link>',
    '      {/*',
    '      <Link to="/guide/commented-out">Commented out</Link>',
    '      */}',
    '      {/* <a href="/also/commented-out">x</a> */}',
    '      <Link to="/guide/missing">Broken</Link>',
    '    </main>',
    '  );',
    '}',
    '// <Link to="/guide/after-the-end" />',
    '',
  ].join('\n'),
};

describe('links an author wrote in a Docusaurus site under a base URL', () => {
  let root = '';

  beforeAll(() => {
    root = docusaurusProjectUnder('/project/');
    for (const [rel, text] of Object.entries(FILES)) writeFileSync(path.join(root, rel), text);
  });

  it('builds each to one place under the base: one written under it stays, any other goes under it', async () => {
    expect((await runCli(['build', '--root', root, '--no-cache'])).code).toBe(0);
    const page = readBuilt(root, 'guide/links/index.html');
    const hrefs = [...page.matchAll(/<a href="([^"]*)"[^>]*>(?:logo|introduction|site root)/g)].map(
      (m) => m[1],
    );
    expect(hrefs).toEqual([
      '/project/img/logo.svg',
      '/project/guide/intro',
      '/project/',
      '/project/guide/intro',
    ]);
  });

  it('checks them where the build puts them, and leaves out links in comments', async () => {
    const result = await runCli(['check', '--root', root]);
    const ours = (result.stdout + result.stderr)
      .split('\n')
      .filter((line) => /^(?:docs|src\/pages)\/links\./.test(line));
    expect(ours).toEqual(['src/pages/links.jsx:11: error: broken link (no such page) -> /guide/missing']);
    expect(result.code).toBe(1);
  });
});
