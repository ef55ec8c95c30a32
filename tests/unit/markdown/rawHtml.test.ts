import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypeRawWhenNeeded, remarkFlagRawHtml } from '../../../src/node/markdown/rawHtml.js';

async function run(markdown: string): Promise<{ html: string; raw: boolean | undefined }> {
  const file = new VFile({ value: markdown });
  const result = await unified()
    .use(remarkParse)
    .use(remarkFlagRawHtml)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenNeeded)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(file);
  return { html: String(result.value), raw: file.data.hasRawHtml };
}

describe('remarkFlagRawHtml + rehypeRawWhenNeeded', () => {
  it('flags pages with raw HTML and parses it into real elements', async () => {
    const { html, raw } = await run('<details>\n<summary>S</summary>\n\n*x*\n\n</details>');
    expect(raw).toBe(true);
    expect(html).toBe('<details>\n<summary>S</summary>\n<p><em>x</em></p>\n</details>');
  });
  it('balances unclosed raw HTML so it cannot swallow the rest of the page', async () => {
    expect((await run('<div>\n*a*')).html).toBe('<div>\n*a*</div>');
  });
  it('skips the raw pass on pages without raw HTML', async () => {
    const { html, raw } = await run('a &lt;b&gt; `<c>`');
    expect(raw).toBe(false);
    expect(html).toBe('<p>a &#x3C;b> <code>&#x3C;c></code></p>');
  });
  it('keeps the first blank line of <pre> and <textarea> through the browser’s parse', async () => {
    expect((await run('<textarea>\n\nx\n</textarea>')).html).toBe('<textarea>\n\nx\n</textarea>');
    expect((await run('<pre>\n\nx</pre>')).html).toBe('<pre>\n\nx</pre>');
    expect((await run('<pre>x</pre>')).html).toBe('<pre>x</pre>');
  });
});
