import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.js';
import { markdownText } from '../../../src/node/compile/pageFormat.js';
import { updatePage } from '../../../src/node/incremental/updatePage.js';
import type { CompiledMarkdown } from '../../../src/node/markdown/markdownCompiler.js';
import { createReporter } from '../../../src/node/task.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-update-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PAGE = 'content/docs/guide.md';
/** The page's body: a paragraph, then a JavaScript and a TypeScript block. */
const body = (words: string, js = 'const a = 1;'): string =>
  `\n${words}\n\n\`\`\`js\n${js}\n\`\`\`\n\n\`\`\`ts\nlet b: number = 2;\n\`\`\`\n`;
const FRONT_MATTER = '---\ntitle: Guide\n---\n';

describe('an edit applied in place (serve --watch)', () => {
  it("takes the code blocks it did not change from the page's last compile", async () => {
    mkdirSync(path.join(root, 'content/docs'), { recursive: true });
    writeFileSync(path.join(root, PAGE), FRONT_MATTER + body('The first words.'));
    const result = await build({ root, reporter: createReporter(process.stdout, true), search: false });
    // The last compile's blocks, marked: a block taken from it keeps the mark, one highlighted again has none.
    const cache = result.cache!;
    const source = result.manifest.routes.find((route) => route.source?.file === PAGE)!.source!;
    const key = cache.pageKey(markdownText(source, result.manifest.site));
    const compiled = cache.get<CompiledMarkdown>(key)!;
    expect(compiled.code).toHaveLength(2);
    const marked = compiled.code!.map(([block, html]) => [block, html.replace('<pre', '<pre data-kept')]);
    cache.set(key, { ...compiled, code: marked });

    // The words change, not the code: both blocks are the last compile's.
    writeFileSync(path.join(root, PAGE), FRONT_MATTER + body('The second words.'));
    expect(await updatePage(result, PAGE)).toBe(true);
    let html = result.render.bodies.get(PAGE)!.html;
    expect(html).toContain('The second words.');
    expect(html.match(/<pre data-kept/g)).toHaveLength(2);

    // One block changes: that one alone is highlighted again.
    writeFileSync(path.join(root, PAGE), FRONT_MATTER + body('The second words.', 'const a = 3;'));
    expect(await updatePage(result, PAGE)).toBe(true);
    html = result.render.bodies.get(PAGE)!.html;
    expect(html.match(/<pre data-kept/g)).toHaveLength(1);
    expect(html).toContain('<pre class="shiki');
  });
});
