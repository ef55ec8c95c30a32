import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../src/node/build.js';
import { updatePage } from '../../../src/node/incremental/updatePage.js';
import { createReporter } from '../../../src/node/task.js';

/** Code blocks highlighted since the count was last reset. */
const highlighted = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/node/markdown/codeBlocks.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/node/markdown/codeBlocks.js')>();
  return {
    ...real,
    highlightCodeHtml: (...args: Parameters<typeof real.highlightCodeHtml>) => {
      highlighted.count++;
      return real.highlightCodeHtml(...args);
    },
  };
});

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-update-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PAGE = 'content/docs/guide.md';
/** The page: a paragraph, then a JavaScript and a TypeScript block. */
const page = (words: string, js = 'const a = 1;'): string =>
  `---\ntitle: Guide\n---\n\n${words}\n\n\`\`\`js\n${js}\n\`\`\`\n\n\`\`\`ts\nlet b: number = 2;\n\`\`\`\n`;

describe('an edit applied in place (serve --watch)', () => {
  it('highlights again only the code blocks the edit changed', async () => {
    mkdirSync(path.join(root, 'content/docs'), { recursive: true });
    writeFileSync(path.join(root, PAGE), page('The first words.'));
    const result = await build({ root, reporter: createReporter(process.stdout, true), search: false });
    expect(highlighted.count).toBe(2);

    // The words change, not the code: both blocks are the last compile's.
    highlighted.count = 0;
    writeFileSync(path.join(root, PAGE), page('The second words.'));
    expect(await updatePage(result, PAGE)).toBe(true);
    expect(highlighted.count).toBe(0);
    const body = result.render.bodies.get(PAGE)!.html;
    expect(body).toContain('The second words.');
    expect(body).toContain('<pre class="shiki');

    // One block changes: that one alone is highlighted.
    writeFileSync(path.join(root, PAGE), page('The second words.', 'const a = 3;'));
    expect(await updatePage(result, PAGE)).toBe(true);
    expect(highlighted.count).toBe(1);
  });
});
