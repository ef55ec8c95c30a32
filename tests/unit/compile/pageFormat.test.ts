import { describe, expect, it } from 'vitest';
import { fileFormat, pageFormat } from '../../../src/node/compile/pageFormat.js';
import type { SourceFile, SourceFormat } from '../../../src/node/content/sources.js';
import { keepText } from '../../../src/node/content/sourceTexts.js';

function source(file: string, body: string): SourceFile {
  const made: SourceFile = { file, rel: file, format: file.split('.').pop() as SourceFormat, data: {} };
  keepText(made, { source: body, body, front: '' });
  return made;
}

const site = (format: 'md' | 'mdx' | 'detect') => ({ markdown: { format } });

describe('fileFormat and pageFormat', () => {
  it("parses files as Docusaurus's markdown.format says: by extension with detect", () => {
    expect(fileFormat('a.md', site('detect').markdown)).toBe('md');
    expect(fileFormat('a.mdx', site('detect').markdown)).toBe('mdx');
    expect(fileFormat('a.md', site('mdx').markdown)).toBe('mdx');
    expect(fileFormat('a.mdx', site('md').markdown)).toBe('md');
  });
  it('compiles a .md page as MDX only when the site parses .md as MDX and the page has MDX syntax', () => {
    const plain = source('content/docs/plain.md', '# Plain\n\nText.');
    const tabs = source('content/docs/tabs.md', "import Tabs from '@theme/Tabs';\n\n<Tabs />");
    expect(pageFormat(plain, site('mdx'))).toBe('md');
    expect(pageFormat(tabs, site('mdx'))).toBe('mdx');
    expect(pageFormat(tabs, site('detect'))).toBe('md');
    expect(pageFormat(tabs, site('md'))).toBe('md');
  });
  it('keeps .mdx pages MDX (unless the site parses everything as Markdown) and .tsx pages TSX', () => {
    const mdx = source('content/docs/a.mdx', 'Plain text.');
    expect(pageFormat(mdx, site('detect'))).toBe('mdx');
    expect(pageFormat(mdx, site('mdx'))).toBe('mdx');
    expect(pageFormat(mdx, site('md'))).toBe('md');
    expect(pageFormat(source('content/pages/a.tsx', 'export default 1'), site('mdx'))).toBe('tsx');
  });
});
