import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.js';
import { updatePage, updatePages } from '../../../src/node/incremental/updatePage.js';
import { createReporter } from '../../../src/node/task.js';
import { copyFixture, snapshot } from '../../helpers.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-update-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const reporter = createReporter(process.stdout, true);

/** The search index's files, of every locale: an edit in place leaves them to the next full build. */
const SEARCH_INDEX = /(?:^|\/)search\/(?:meta\.json|docs\/|terms\/)/;

/** A build's files but its search index. */
const pages = (dir: string): Map<string, string> =>
  new Map([...snapshot(dir)].filter(([rel]) => !SEARCH_INDEX.test(rel)));

const FILES: Record<string, string> = {
  'content/docs/a.md': '# Alpha\n\nFirst words.\n\n```ts\nconst a = 1;\n```\n',
  'content/docs/b.md': '---\ntitle: Beta\n---\n\nSee [Alpha](./a.md).\n',
  'content/blog/2025-01-02-hello.md': '---\ntitle: Hello\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
};

describe('an edit applied in place (serve --watch) writes what a fresh build writes', () => {
  it('for a doc and a post, edit after edit', async () => {
    for (const [rel, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const result = await build({ root, reporter });
    const edit = async (rel: string, from: string, to: string): Promise<void> => {
      const full = path.join(root, rel);
      writeFileSync(full, readFileSync(full, 'utf8').replace(from, to));
      expect(await updatePage(result, rel)).toBe(true);
      const fresh = path.join(root, 'fresh');
      rmSync(fresh, { recursive: true, force: true });
      await build({ root, outDir: fresh, cache: false, reporter });
      expect(pages(result.outDir), `${rel}: ${to}`).toEqual(pages(fresh));
    };
    await edit('content/docs/a.md', 'First words.', 'Other words.');
    await edit('content/docs/a.md', 'const a = 1;', 'const a = 2;');
    await edit('content/blog/2025-01-02-hello.md', 'A post.', 'A post, edited.');
    await edit('content/blog/2025-01-02-hello.md', 'More.', 'More, edited.');
  });
});

describe('in a Docusaurus repository', () => {
  const sites: string[] = [];
  afterAll(() => {
    for (const site of sites) rmSync(site, { recursive: true, force: true });
  });

  it.each([
    ['docusaurus-versions', ['versioned_docs/version-2.0/intro.md', 'docs/guide/setup.md']],
    [
      'docusaurus-i18n',
      [
        'docs/lamps.md',
        'blog/2025-04-01-brighter.md',
        'i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
      ],
    ],
  ])('%s: an edit of %s', async (fixture, files) => {
    const site = copyFixture(fixture);
    sites.push(site);
    const result = await build({ root: site, reporter });
    for (const rel of files) {
      const full = path.join(site, rel);
      writeFileSync(full, `${readFileSync(full, 'utf8')}\nA paragraph added.\n`);
      expect(await updatePages(result, [rel])).toBe(true);
      const fresh = path.join(site, 'fresh');
      rmSync(fresh, { recursive: true, force: true });
      await build({ root: site, outDir: fresh, cache: false, reporter });
      expect(pages(result.outDir), rel).toEqual(pages(fresh));
    }
  });
});
