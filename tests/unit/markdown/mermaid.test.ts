import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { createFastCompiler } from '../../../src/node/markdown/fastMarkdown.js';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { createUnifiedCompiler, mdxOptions } from '../../../src/node/markdown/pipeline.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const FILE = 'content/docs/a.md';
const PAGE = 'Before\n\n```mermaid title="x"\ngraph TD\n  A -->|"<b>&"| B\n```\n\n```js\nlet a;\n```\n';
const PLACEHOLDER = '<div class="mermaid-diagram">graph TD\n  A -->|"&#x3C;b>&#x26;"| B</div>';

describe('Mermaid blocks (markdown.mermaid)', () => {
  it('are placeholders holding their escaped source, the same from the fast path and unified', async () => {
    const fast = await createFastCompiler(links, { mermaid: true })(PAGE, FILE);
    const unified = await createUnifiedCompiler(links, { mermaid: true })(PAGE, FILE);
    expect(fast?.html).toContain(PLACEHOLDER);
    expect(fast?.html).toContain('<div class="code-block" data-language="js">');
    expect(fast?.html).toBe(unified.html);
  });

  it('are placeholders in MDX pages too', async () => {
    const js = String(await compile(PAGE, mdxOptions(links, { mermaid: true })));
    expect(js).toContain('className: "mermaid-diagram"');
    expect(js).toContain('"graph TD\\n  A -->|\\"<b>&\\"| B"');
  });

  it('stay code blocks without the option', async () => {
    const { html } = await createMarkdownCompiler(links, { format: 'md' })(PAGE, FILE);
    expect(html).not.toContain('mermaid-diagram');
    expect(html).toContain('<div class="code-block" data-language="mermaid">');
  });
});
