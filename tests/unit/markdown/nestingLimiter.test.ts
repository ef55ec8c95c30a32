import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import {
  MAX_HTML_NESTING,
  MAX_NESTING,
  mayNestDeeply,
  NestingLimiter,
} from '../../../src/node/markdown/nestingLimiter.js';
import { preprocess } from '../../../src/node/markdown/preprocess.js';
import { repoRoot, docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const compile = createMarkdownCompiler(links);
const count = (html: string, part: string): number => html.split(part).length - 1;

describe('nesting beyond the limit', () => {
  it('keeps list and block quote markers deeper than the limit as text, on one line or by indentation', async () => {
    const oneLine = await compile(`${'- '.repeat(1000)}x\n`, 'a.md');
    expect(count(oneLine.html, '<ul>')).toBe(MAX_NESTING);
    const quotes = await compile(`${'>'.repeat(10_000)}x\n`, 'a.md');
    expect(count(quotes.html, '<blockquote>')).toBe(MAX_NESTING);
    const indented = Array.from({ length: 200 }, (_, i) => `${' '.repeat(2 * i)}- x${i}`).join('\n');
    const html = (await compile(indented, 'a.md')).html;
    expect(count(html, '<ul>')).toBe(MAX_NESTING);
    // Nothing is lost: the deeper items are text.
    expect(html).toContain('x199');
  });

  it('keeps admonitions, emphasis and HTML elements deeper than their limits as text', async () => {
    const admonitions = await compile(`${':::note\n'.repeat(40)}x\n${':::\n'.repeat(40)}after\n`, 'a.md');
    expect(count(admonitions.html, 'class="admonition admonition-note"')).toBe(MAX_NESTING);
    expect(admonitions.html).toContain('after');
    const strong = await compile(`${'**'.repeat(100)}x${'**'.repeat(100)}\n`, 'a.md');
    expect(count(strong.html, '<strong>') + count(strong.html, '<em>')).toBeLessThanOrEqual(MAX_NESTING);
    const divs = await compile(`${'<div>'.repeat(300)}x${'</div>'.repeat(300)}\n`, 'a.md');
    expect(count(divs.html, '<div>')).toBe(MAX_HTML_NESTING);
  });

  it('says where it first kept markup as text', () => {
    const limiter = new NestingLimiter();
    limiter.line('text', 1);
    limiter.line(`${'> '.repeat(MAX_NESTING + 1)}x`, 2);
    expect(limiter.first).toEqual({ line: 2, column: 2 * MAX_NESTING + 1, limit: MAX_NESTING });
  });

  it('leaves every page of the Codex site and the fixtures as it is', () => {
    const files = fg.sync(['content/**/*.{md,mdx}', 'tests/fixtures/**/*.{md,mdx}'], { cwd: repoRoot });
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const body = readFileSync(`${repoRoot}/${file}`, 'utf8');
      if (!mayNestDeeply(body)) continue;
      const limiter = new NestingLimiter();
      body.split('\n').forEach((line, i) => limiter.line(line, i + 1));
      expect({ file, first: limiter.first }).toEqual({ file, first: undefined });
    }
  });

  it('keeps `Map<K, V>` in prose and code spans from counting as elements', () => {
    const body = `${'A `List<T>` and a Map<K, V>.\n'.repeat(300)}\n<div>\n\nx\n\n</div>\n`;
    expect(preprocess(body, 'md')).toBe(body);
  });
});
