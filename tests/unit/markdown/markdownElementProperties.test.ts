import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { createFastCompiler } from '../../../src/node/markdown/fastMarkdown.js';
import { createUnifiedCompiler, mdxOptions } from '../../../src/node/markdown/pipeline.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const FILE = 'content/docs/a.md';
const PAGE = [
  '[site](https://example.com "Title") [mail](mailto:a@example.com) [cdn](//cdn.example.com/x)',
  '[docs](/docs/intro) [here](#part) <https://auto.example.com>',
].join('\n');
const OUT = ' target="_blank" rel="noopener noreferrer"';

describe('Markdown links out of the site, and images', () => {
  it('open in a new tab with noopener noreferrer, the same from the fast path and unified', async () => {
    const fast = await createFastCompiler(links)(PAGE, FILE);
    const unified = await createUnifiedCompiler(links)(PAGE, FILE);
    expect(fast?.html).toBe(
      `<p><a href="https://example.com" title="Title"${OUT}>site</a> <a href="mailto:a@example.com"${OUT}>mail</a> <a href="//cdn.example.com/x"${OUT}>cdn</a>\n` +
        `<a href="/docs/intro">docs</a> <a href="#part">here</a> <a href="https://auto.example.com"${OUT}>https://auto.example.com</a></p>`,
    );
    expect(fast?.html).toBe(unified.html);
  });

  it('load images lazily, decoded off the main thread, the same from the fast path and unified', async () => {
    const page = '![A map](/img/map.png "The map")';
    const fast = await createFastCompiler(links)(page, FILE);
    const unified = await createUnifiedCompiler(links)(page, FILE);
    expect(fast?.html).toBe(
      '<p><img src="/img/map.png" alt="A map" title="The map" decoding="async" loading="lazy"></p>',
    );
    expect(fast?.html).toBe(unified.html);
    const raw = await createUnifiedCompiler(links)('<img src="/img/raw.png">', FILE);
    expect(raw.html).toBe('<img src="/img/raw.png">');
  });

  it('but not a link written as HTML or JSX, which keeps what its author wrote', async () => {
    const raw = await createUnifiedCompiler(links)('<a href="https://raw.example.com">raw</a>', FILE);
    expect(raw.html).toBe('<p><a href="https://raw.example.com">raw</a></p>');
    const js = String(
      await compile(
        '[md](https://md.example.com) <a href="https://jsx.example.com">jsx</a>',
        mdxOptions(links),
      ),
    );
    expect(js).toMatch(
      /href: "https:\/\/md\.example\.com",\s*target: "_blank",\s*rel: "noopener noreferrer"/,
    );
    expect(js).toMatch(/href: "https:\/\/jsx\.example\.com",\s*children: "jsx"/);
  });
});
