import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { pageData } from '../../../src/node/markdown/pageData.js';
import { mdxOptions } from '../../../src/node/markdown/pipeline.js';
import { docsgenLinks } from '../../helpers.js';

const links = docsgenLinks('/tmp');
const interactive = async (source: string): Promise<boolean> =>
  pageData(await compile(source, mdxOptions(links))).interactive;

describe('remarkInteractive', () => {
  it('keeps pages that only use @theme components, expressions and JSX static', async () => {
    expect(await interactive("import Tabs from '@theme/Tabs';\n\n<Tabs>x</Tabs>\n\n{1 + 1} <b>c</b>")).toBe(
      false,
    );
  });
  it('leaves imports to be judged once bundled (importsNeedReact)', async () => {
    expect(await interactive("import X from './X';\n\n<X />")).toBe(false);
  });
  it('marks pages with exports or event handlers interactive', async () => {
    expect(await interactive('export const a = 1;\n\n{a}')).toBe(true);
    expect(await interactive('<button onClick={() => alert(1)}>x</button>')).toBe(true);
  });
});
