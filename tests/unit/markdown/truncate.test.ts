import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { mdxOptions } from '../../../src/node/markdown/pipeline.js';
import { splitExcerpt, TRUNCATE_TAG } from '../../../src/node/markdown/truncate.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const marker = `<${TRUNCATE_TAG}></${TRUNCATE_TAG}>`;
const md = async (body: string): Promise<string> =>
  (await createMarkdownCompiler(links)(body, 'content/blog/a.md')).html;

describe('remarkTruncate', () => {
  it('replaces <!-- truncate --> in .md with the marker element', async () => {
    expect(await md('Intro\n\n<!--truncate-->\n\nRest')).toBe(`<p>Intro</p>\n${marker}\n<p>Rest</p>`);
    expect(await md('Intro\n\n<!-- truncate -->\n\nRest')).toContain(marker);
  });
  it('replaces {/* truncate */} in .mdx with the marker element', async () => {
    const js = String(await compile('Intro\n\n{/* truncate */}\n\nRest', mdxOptions(links)));
    expect(js).toContain(`"${TRUNCATE_TAG}"`);
  });
  it('ignores the marker inside code and other comments', async () => {
    expect(await md('```html\n<!-- truncate -->\n```')).not.toContain(marker);
    expect(await md('<!-- truncated -->')).not.toContain(marker);
    expect(await md('`<!-- truncate -->`')).not.toContain(marker);
  });
});

describe('splitExcerpt', () => {
  it('cuts the excerpt at the marker and keeps the full body whole', () => {
    const html = `<p>a</p>\n${marker}\n<p>b</p>`;
    expect(splitExcerpt(html)).toEqual({ excerpt: '<p>a</p>\n', html });
  });
  it('has no excerpt without a marker', () => {
    expect(splitExcerpt('<p>a</p>')).toEqual({ excerpt: undefined, html: '<p>a</p>' });
  });
});
