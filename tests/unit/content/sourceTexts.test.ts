import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from '../../../src/node/content/sources.js';
import { sourceBody, sourceText } from '../../../src/node/content/sourceTexts.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A site root whose docs are these files. */
function docs(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-texts-'));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, 'content/docs', rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

/** The bytes this thread's V8 heap holds after a full collection. */
function heldBytes(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return getHeapStatistics().used_heap_size;
}

/** Pages by their body, each read through, as a build schedules and compiles them. */
function lookUp(sources: SourceFile[]): Map<string, SourceFile> {
  const byBody = new Map<string, SourceFile>();
  for (const source of sources) {
    const body = sourceBody(source);
    byBody.set(body, source);
    expect(/^# Page/m.test(body)).toBe(true);
  }
  return byBody;
}

describe('source texts', () => {
  it('gives back each text as read, and its body with the front matter blanked', async () => {
    const texts: Record<string, [text: string, body: string]> = {
      'a.md': ['---\ntitle: A page with a long title\n---\n\n# Heading\n', '\n\n\n\n# Heading\n'],
      'b.md': ['---\r\ntitle: Windows\r\ntags: [x, y]\r\n---\r\n\r\nText.\r\n', '\n\n\n\n\r\nText.\r\n'],
      'c.md': ['No front matter at all.\n', 'No front matter at all.\n'],
      'd.md': ['---\ntitle: Nothing after it\n---', '\n\n'],
    };
    const root = docs(Object.fromEntries(Object.entries(texts).map(([rel, [text]]) => [rel, text])));
    const sources = await readSources(root, 'content/docs', () => true);
    expect(sources.map((source) => [sourceText(source), sourceBody(source)])).toEqual(
      sources.map((source) => texts[source.rel]),
    );
  });

  it('drops a byte order mark, so that the front matter still starts the file (as Docusaurus reads it)', async () => {
    const root = docs({ 'bom.mdx': '\uFEFF---\ntitle: Config File\n---\n\nText.\n' });
    const [source] = await readSources(root, 'content/docs', () => true);
    expect(source!.data).toEqual({ title: 'Config File' });
    expect(sourceText(source!)).toBe('---\ntitle: Config File\n---\n\nText.\n');
    expect(sourceBody(source!)).toBe('\n\n\n\nText.\n');
  });

  // At 100,000 pages the main thread held two copies of every text (its body once read through,
  // and the text it was cut from), and V8 let that heap grow to two and a half times its size.
  it('holds one copy of a page text, and none for values of its front matter', async () => {
    const pages = 200;
    const files: Record<string, string> = {};
    let textBytes = 0;
    for (let i = 0; i < pages; i++) {
      const body = `\n# Page ${i}\n\n${`Words of page ${i} in a paragraph that goes on. `.repeat(400)}\n`;
      files[`p${i}.md`] = `---\ntitle: The title of page number ${i}\n---\n${body}`;
      textBytes += files[`p${i}.md`]!.length;
    }
    const root = docs(files);
    const before = heldBytes();
    let whileRead = 0;
    // In a function of its own, so that no register of the test's frame is left holding the pages.
    const titles = await (async () => {
      const sources = await readSources(root, 'content/docs', () => true);
      const byBody = lookUp(sources);
      whileRead = heldBytes() - before;
      expect(byBody.size).toBe(pages);
      return sources.map((source) => source.data.title);
    })();
    expect(whileRead).toBeLessThan(1.4 * textBytes);
    expect(heldBytes() - before).toBeLessThan(0.2 * textBytes);
    expect(titles).toContain('The title of page number 7');
  });
});
