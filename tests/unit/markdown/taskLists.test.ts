import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/node/markdown/markdownCompiler.js';
import { mdxOptions } from '../../../src/node/markdown/pipeline.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const md = async (body: string): Promise<string> =>
  (await createMarkdownCompiler(links)(body, 'content/docs/a.md')).html;

describe('rehypeTaskListLabels', () => {
  it('labels each checkbox with the text of its item (tight list)', async () => {
    expect(await md('- [x] Done *now*\n- [ ] Later')).toBe(
      '<ul class="contains-task-list">\n' +
        '<li class="task-list-item"><label><input type="checkbox" checked disabled> Done <em>now</em></label></li>\n' +
        '<li class="task-list-item"><label><input type="checkbox" disabled> Later</label></li>\n' +
        '</ul>',
    );
  });
  it('stops the label at a nested list and labels inside the paragraph of a loose item', async () => {
    const nested = await md('- [ ] Parent\n  - [x] Child');
    expect(nested).toContain('<label><input type="checkbox" disabled> Parent\n</label><ul');
    expect(nested).toContain('<label><input type="checkbox" checked disabled> Child</label>');
    expect(await md('- [ ] One\n\n- [x] Two')).toContain(
      '<p><label><input type="checkbox" disabled> One</label></p>',
    );
  });
  it('leaves ordinary list items alone', async () => {
    expect(await md('- plain')).toBe('<ul>\n<li>plain</li>\n</ul>');
  });
  it('labels MDX task lists too', async () => {
    const js = String(await compile('- [x] Done', mdxOptions(links)));
    expect(js).toMatch(/_jsxs\(_components\.label, \{\s*children: \[_jsx\(_components\.input/);
  });
});
