import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { createUnifiedCompiler } from '../../../src/node/markdown/pipeline.js';
import { placePage } from '../../../src/node/markdown/placePage.js';
import { docsgenLinks } from '../../helpers.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-place-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// The same page in two versions' folders, each with its own copy of an image (different bytes).
const files = ['content/docs/guides/page.md', 'content/docs/v1/guides/page.md'];
for (const file of files) {
  mkdirSync(path.join(root, path.dirname(file), 'img'), { recursive: true });
  writeFileSync(path.join(root, path.dirname(file), 'img/a b.png'), `bytes of ${file}`);
}
const links = docsgenLinks(root, [
  ['content/docs/guides/setup.md', '/docs/guides/setup'],
  ['content/docs/guides/ü.md', '/docs/guides/ü'],
  ['content/docs/intro.md', '/docs/intro'],
  ['content/docs/v1/guides/setup.md', '/docs/v1/guides/setup'],
]);

/** Pages with every kind of URL that depends on where the page is, on both Markdown engines. */
const pages = {
  'fast path': [
    '# Title',
    '',
    "[a](./setup.md#x) [b](setup.md?q=1&r='2'#y) [c](../intro.md) [d](./ü.md) [e](./new.md)",
    '',
    '![i](./img/a%20b.png "t") ![m](./missing.png) ![s](/img/s.png) [x](https://x.dev/a.md) [h](#top)',
    '',
    '## A [linked](./setup.md) heading',
  ].join('\n'),
  'unified (raw HTML, definitions)': [
    '<div>raw</div>',
    '',
    '[a][r] [b][r] ![i][img] [c](./setup.md) [d](./ü.md)',
    '',
    '[r]: ./setup.md#z "title"',
    '[img]: <./img/a b.png>',
  ].join('\n'),
};

describe('placePage', () => {
  const compile = createMarkdownCompiler(links);
  // The reference: unified resolving each URL as it compiles, at the page's own file (as MDX does).
  const inPlace = createUnifiedCompiler(links);
  it.each(Object.entries(pages))(
    'places a page compiled once as compiling it at each file would (%s)',
    async (_, body) => {
      const compiled = await compile(body, files[0]!);
      expect(compiled.data.refs.length).toBeGreaterThan(0);
      for (const file of files) {
        const placed = placePage(compiled, file, links);
        const expected = await inPlace(body, file);
        expect(placed.html).toBe(expected.html);
        expect(placed.data).toEqual(expected.data);
      }
      // Placed in its two folders, the page links to each folder's pages and shows each one's image.
      const [one, other] = files.map((file) => placePage(compiled, file, links).html);
      expect(one).not.toBe(other);
    },
  );
  it('gives a page without such URLs as it was compiled', async () => {
    const compiled = await compile('[x](https://x.dev) ![s](/img/s.png)', files[0]!);
    expect(compiled.data.refs).toEqual([]);
    expect(placePage(compiled, files[1]!, links).html).toBe(compiled.html);
  });
});
