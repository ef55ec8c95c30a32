import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.js';
import { updatePage, updatePages } from '../../../src/node/incremental/updatePage.js';
import { contentKey, readRecord, recordFiles } from '../../../src/node/output/outputFiles.js';
import { createReporter } from '../../../src/node/task.js';
import { copyFixture, snapshot } from '../../helpers.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-update-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const reporter = createReporter(process.stdout, true);
/** Where a site's build cache is, records and all (see openMemory). */
const CACHE = 'node_modules/.cache/docsgen';

const FILES: Record<string, string> = {
  'content/docs/a.md': '# Alpha\n\nFirst words.\n\n```ts\nconst a = 1;\n```\n',
  'content/docs/b.md': '---\ntitle: Beta\n---\n\nSee [Alpha](./a.md).\n',
  'content/docs/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
  'content/blog/2025-01-02-hello.md': '---\ntitle: Hello\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
};

describe('an edit applied in place (serve --watch) writes what a fresh build writes', () => {
  it('for a doc and a post, edit after edit', async () => {
    for (const [rel, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    let result = await build({ root, reporter });
    const write = (rel: string, from: string, to: string): void => {
      const full = path.join(root, rel);
      writeFileSync(full, readFileSync(full, 'utf8').replace(from, to));
    };
    const expectFresh = async (step: string): Promise<void> => {
      const fresh = path.join(root, 'fresh');
      rmSync(fresh, { recursive: true, force: true });
      await build({ root, outDir: fresh, cache: false, reporter });
      expect(snapshot(result.outDir), step).toEqual(snapshot(fresh));
    };
    // The record of the output stays true: the next build starts from it (see the end).
    const expectRecorded = (step: string): void => {
      const record = readRecord(recordFiles(path.join(root, CACHE)).output, result.outDir);
      expect(record, step).toBeDefined();
      for (const [rel, key] of record!.keys)
        if (rel.startsWith('search/') || rel.endsWith('.xml'))
          expect(contentKey(readFileSync(path.join(result.outDir, rel))), `${step}: ${rel}`).toBe(key);
    };
    const edit = async (rel: string, from: string, to: string): Promise<void> => {
      write(rel, from, to);
      expect(await updatePage(result, rel)).toBe(true);
      await expectFresh(`${rel}: ${to}`);
      expectRecorded(`${rel}: ${to}`);
    };
    await edit('content/docs/a.md', 'First words.', 'Other words.');
    await edit('content/docs/a.md', 'const a = 1;', 'const a = 2;');
    await edit('content/docs/b.md', 'See [Alpha](./a.md).', 'See [Alpha](./a.md).\n\n![A circle](./pic.svg)');
    await edit('content/blog/2025-01-02-hello.md', 'A post.', 'A post, edited.');
    await edit('content/blog/2025-01-02-hello.md', 'More.', 'More, edited.');
    // A build after edits in place (a front matter edit takes one) starts from what they wrote.
    write('content/docs/b.md', 'title: Beta', 'title: Beta two');
    expect(await updatePage(result, 'content/docs/b.md')).toBe(false);
    result = await build({ root, reporter });
    await expectFresh('the build after');
    await edit('content/docs/a.md', 'Other words.', 'First words.');
    // An edit undone while no server runs: the build must not take the page as it was last built.
    write('content/docs/a.md', 'First words.', 'Other words.');
    expect(await updatePage(result, 'content/docs/a.md')).toBe(true);
    write('content/docs/a.md', 'Other words.', 'First words.');
    result = await build({ root, reporter });
    await expectFresh('an edit in place undone');
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
      expect(snapshot(result.outDir), rel).toEqual(snapshot(fresh));
    }
  });
});
