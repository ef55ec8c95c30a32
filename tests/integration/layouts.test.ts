import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, snapshot } from '../helpers.js';
import { forcedLayout, layoutName } from '../../src/node/workers/chooseLayout.js';
// @ts-expect-error plain JS module without types
import { pagePath, writeCorpus } from '../../bench/corpus.js';

// A machine reaches one thread layout for a given site (see chooseLayout): DOCSGEN_WORKERS forces
// each in turn, so that all of them build, rebuild and fail here as they would on any machine.
const LAYOUTS = ['main', 'pipeline', 'shared', 'own'];
// Past the 100 pages from which a build starts worker threads; the corpus's code blocks are in five languages.
const PAGES = 120;

const made: string[] = [];
const corpus = mkdtempSync(path.join(tmpdir(), 'docsgen-layouts-'));
made.push(corpus);
writeCorpus(corpus, PAGES);

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Page i of the corpus, relative to the site root. */
function page(i: number): string {
  const { section, folder, name } = pagePath(i) as Record<string, string>;
  return `content/docs/${section}/${folder}/${name}.md`;
}

/** Appends text to a file of the site rooted at root. */
function append(root: string, rel: string, text: string): void {
  const file = path.join(root, rel);
  writeFileSync(file, readFileSync(file, 'utf8') + text);
}

/** Gives the site rooted at root a new title (the corpus's is 'Bench'), which every page shows. */
function retitle(root: string, title: string): void {
  const config = path.join(root, 'config/site.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/title: '[^']*'/, `title: '${title}'`));
}

/** The outputs of one layout: a first build with the cache, and a rebuild of every page from it. */
interface Outputs {
  first: Map<string, string>;
  rebuilt: Map<string, string>;
}
const outputs = new Map<string, Outputs>();

describe.each(LAYOUTS)('DOCSGEN_WORKERS=%s', (layout) => {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-layout-'));
  made.push(root);
  cpSync(corpus, root, { recursive: true });
  // DEBUG=docsgen has the build say which layout it took (and nothing else, on success).
  const env = { DOCSGEN_WORKERS: layout, DEBUG: 'docsgen' };
  const build = () => runCli(['build', '--root', root], { env });
  const took = (pages: number, toCompile: number): string =>
    `docsgen: ${pages} .md pages, ${toCompile} to compile: layout ${layoutName(forcedLayout(layout)!)}\n`;

  it('builds, then rebuilds every page from the cache', async () => {
    const first = await build();
    expect(first.stderr).toBe(took(PAGES, PAGES));
    expect(first.code).toBe(0);
    const built = snapshot(path.join(root, 'build'));
    // A new site title: every page is rendered again, from the cache but for the two edited.
    retitle(root, 'Renamed');
    append(root, page(3), '\nAn edited paragraph.\n');
    append(root, page(110), '\nAnother edited paragraph.\n');
    const again = await build();
    expect(again.stderr).toBe(took(PAGES, 2));
    expect(again.code).toBe(0);
    outputs.set(layout, { first: built, rebuilt: snapshot(path.join(root, 'build')) });
  }, 120_000);

  it('reports every page that fails to compile at its file, and keeps the previous output', async () => {
    const before = snapshot(path.join(root, 'build'));
    // Every page is rendered again, from the cache but for the two broken ones.
    retitle(root, 'Broken');
    // Markdown has no syntax errors: what fails a .md page's compile is a file it shows that cannot
    // be read, such as an image over Node's 2 GiB limit (a sparse file, which takes no disk space).
    const broken = [page(7), page(111)];
    for (const rel of broken) {
      const huge = path.join(root, path.dirname(rel), 'huge.png');
      writeFileSync(huge, '');
      truncateSync(huge, 3 * 2 ** 30);
      append(root, rel, '\n![Huge](./huge.png)\n');
    }
    const result = await build();
    expect(result.code).toBe(1);
    const [layoutLine, ...errors] = result.stderr.trim().split('\n');
    expect(`${layoutLine}\n`).toBe(took(PAGES, 2));
    expect(errors.pop()).toBe('Build failed with 2 errors.');
    // Workers report their failed pages as they come back: in no particular order.
    expect(errors.sort()).toEqual(
      broken.map((rel) =>
        expect.stringMatching(`^${rel.replaceAll('.', '\\.')}:1:1: cannot compile: .*2 GiB`),
      ),
    );
    expect(snapshot(path.join(root, 'build'))).toEqual(before);
  }, 120_000);
});

describe('every layout', () => {
  it('writes the same bytes, first and rebuilt', () => {
    expect([...outputs.keys()]).toEqual(LAYOUTS);
    const [reference, ...others] = [...outputs.values()];
    expect(reference!.rebuilt.get('docs/section-0/topic-0/page-3/index.html')).toContain(
      'An edited paragraph.',
    );
    for (const other of others) {
      expect(other.first).toEqual(reference!.first);
      expect(other.rebuilt).toEqual(reference!.rebuilt);
    }
  });
});
