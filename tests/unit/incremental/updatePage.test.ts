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

describe('an edit that changes what other pages show of the page', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'docsgen-update-title-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const write = (file: string, text: string): void => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('needs a full build when the first heading gives the title', async () => {
    write('content/docs/a.md', '# First title\n\nSome words.\n');
    write('content/docs/b.md', '---\ntitle: Other\n---\n\nMore words.\n');
    const result = await build({ root: site, reporter: createReporter(process.stdout, true), search: false });
    // The body alone changes: the title is its heading's.
    write('content/docs/a.md', '# First title\n\nOther words.\n');
    expect(await updatePage(result, 'content/docs/a.md')).toBe(true);
    // The heading changes: the sidebar and the next page's link show the title.
    write('content/docs/a.md', '# Second title\n\nOther words.\n');
    expect(await updatePage(result, 'content/docs/a.md')).toBe(false);
  });

  it("needs a full build when a post's reading time or excerpt marker changes", async () => {
    const post = 'content/blog/2024-01-02-post.md';
    write(post, `---\ntitle: Post\n---\n\n${words(10)}\n`);
    const result = await build({ root: site, reporter: createReporter(process.stdout, true), search: false });
    write(post, `---\ntitle: Post\n---\n\n${words(12)}\n`);
    expect(await updatePage(result, post)).toBe(true);
    write(post, `---\ntitle: Post\n---\n\n${words(12)}\n\n<!-- truncate -->\n\nMore.\n`);
    expect(await updatePage(result, post)).toBe(false);
    const long = `---\ntitle: Post\n---\n\n${words(2000)}\n`;
    write(post, long);
    expect(await updatePage(result, post)).toBe(false);
  });
});
