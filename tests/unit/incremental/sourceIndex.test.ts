import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentCache } from '../../../src/node/incremental/cache.js';
import { SourceIndex } from '../../../src/node/incremental/sourceIndex.js';
import { readSources, type KnownSource } from '../../../src/node/content/sources.js';
import { keepUnread, sourceBody, sourceStamp, sourceText } from '../../../src/node/content/sourceTexts.js';
import { pageFormat } from '../../../src/node/compile/pageFormat.js';

/** An hour ago, in whole seconds: set twice, a time must come back the same to the nanosecond. */
const HOUR_AGO = Math.floor(Date.now() / 1000) - 3600;

/** A site root with docs files, every file last modified an hour ago. */
function docs(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-sources-'));
  for (const [rel, text] of Object.entries(files)) write(root, rel, text);
  return root;
}

function write(root: string, rel: string, text: string, seconds = HOUR_AGO): void {
  const file = path.join(root, 'content/docs', rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  utimesSync(file, seconds, seconds);
}

describe('readSources with what an earlier build read', () => {
  it('does not read a file whose size and time are unchanged until its text is asked for', async () => {
    const root = docs({ 'a.md': '---\ntitle: A\n---\n\nAlpha.\n', 'b.md': '---\ntitle: B\n---\n\nBravo.\n' });
    const first = await readSources(root, 'content/docs', () => true, undefined, new Map());
    const known = new Map<string, KnownSource>(
      first.map((s) => [s.file, { stamp: sourceStamp(s)!, data: s.data }]),
    );
    // Same size and time, other text: the stamp stands for the text, so the front matter is the known one.
    write(root, 'a.md', '---\ntitle: Z\n---\n\nOmega.\n');
    write(root, 'b.md', '---\ntitle: B2\n---\n\nBravo two.\n', HOUR_AGO + 1);
    const [a, b] = await readSources(root, 'content/docs', () => true, undefined, known);
    expect(a!.data).toEqual({ title: 'A' });
    // Its text is read when asked for.
    expect(sourceBody(a!)).toBe('\n\n\n\nOmega.\n');
    expect(sourceText(a!)).toBe('---\ntitle: Z\n---\n\nOmega.\n');
    expect(sourceStamp(a!)).toBe(known.get('content/docs/a.md')!.stamp);
    // A changed time: read and parsed again.
    expect(b!.data).toEqual({ title: 'B2' });
    expect(sourceStamp(b!)).not.toEqual(known.get('content/docs/b.md')!.stamp);
  });

  it('keeps texts out of the sources: a copy holds none, and reads no file not read yet', async () => {
    const root = docs({ 'a.md': '---\ntitle: A\n---\n\nAlpha.\n', 'b.md': '# B\n' });
    const first = await readSources(root, 'content/docs', () => true, undefined, new Map());
    const known = new Map<string, KnownSource>(
      first.map((s) => [s.file, { stamp: sourceStamp(s)!, data: s.data }]),
    );
    write(root, 'b.md', '# B2\n', HOUR_AGO + 1);
    const [unread, read] = await readSources(root, 'content/docs', () => true, undefined, known);
    const copy = structuredClone([unread!, read!]);
    expect(copy).toEqual([
      { file: unread!.file, rel: 'a.md', format: 'md', data: { title: 'A' } },
      { file: read!.file, rel: 'b.md', format: 'md', data: {} },
    ]);
    expect(JSON.stringify([unread, read])).not.toMatch(/B2|Alpha/);
    expect(sourceText(read!)).toBe('# B2\n');
    // a.md was not read for the copy: its text is what the file holds when first asked for.
    write(root, 'a.md', '---\ntitle: A\n---\n\nOmega.\n');
    expect(sourceBody(unread!)).toBe('\n\n\n\nOmega.\n');
  });

  it('stamps nothing without an earlier build to compare with', async () => {
    const root = docs({ 'a.md': '# A\n' });
    const [a] = await readSources(root, 'content/docs', () => true);
    expect(sourceStamp(a!)).toBeUndefined();
  });
});

describe('SourceIndex', () => {
  it("keeps each source's stamp, front matter and text key for the next build", async () => {
    const root = docs({
      'a.md': '---\ntitle: A\ntags: [x, y]\nlast_update: { author: Ann }\n---\n\nAlpha.\n',
      'new.md': '# New\n',
    });
    write(root, 'new.md', '# New\n', Date.now() / 1000);
    const cacheDir = path.join(root, 'cache');
    const sources = await readSources(root, 'content/docs', () => true, undefined, new Map());
    new SourceIndex(new ContentCache(cacheDir, 'v1')).write(sources, (s) => `key of ${s.file}`, Date.now());

    const index = new SourceIndex(new ContentCache(cacheDir, 'v1'));
    const a = index.known.get('content/docs/a.md')!;
    expect(a.data).toEqual({ title: 'A', tags: ['x', 'y'], last_update: { author: 'Ann' } });
    expect(a.key).toBe('key of content/docs/a.md');
    expect(index.key(sources[0]!)).toBe('key of content/docs/a.md');
    // Another stamp (its file changed since): the key is not known.
    const changed = { ...sources[0]! };
    keepUnread(changed, path.join(root, 'content/docs/a.md'), '1:2');
    expect(index.key(changed)).toBeUndefined();
    // Modified within 2 s of the build that read it: a coarse clock could hide a later edit.
    expect(index.known.has('content/docs/new.md')).toBe(false);
    // Another docsgen version keys texts differently.
    expect(new SourceIndex(new ContentCache(cacheDir, 'v2')).known.size).toBe(0);
    // Another locale's index (its own files) does not write over this one.
    new SourceIndex(new ContentCache(cacheDir, 'v1'), '-fr').write([], () => 'key', Date.now());
    expect(new SourceIndex(new ContentCache(cacheDir, 'v1')).known.has('content/docs/a.md')).toBe(true);
    expect(new SourceIndex(new ContentCache(cacheDir, 'v1'), '-fr').known.size).toBe(0);
  });
  it('keeps the format each page was found to compile as: an unchanged file is not read to decide it', async () => {
    // A site that parses .md as MDX: a page compiles as Markdown when its text has no MDX syntax.
    const site = { markdown: { format: 'mdx' as const } };
    const plain = 'Alpha, plain text.\n';
    const root = docs({ 'a.md': plain });
    const first = await readSources(root, 'content/docs', () => true, undefined, new Map());
    expect(pageFormat(first[0]!, site)).toBe('md');
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'docsgen-index-'));
    new SourceIndex(new ContentCache(cacheDir, 'v1')).write(first, () => 'key', Date.now());
    // Same size and time, MDX syntax now: the stamp stands for the text, so the known format holds.
    write(root, 'a.md', '<Alpha />'.padEnd(plain.length - 1) + '\n');
    const index = new SourceIndex(new ContentCache(cacheDir, 'v1'));
    const [again] = await readSources(root, 'content/docs', () => true, undefined, index.known);
    index.restoreFormats([again!]);
    expect(pageFormat(again!, site)).toBe('md');
    // Read, the text has MDX syntax.
    const [read] = await readSources(root, 'content/docs', () => true, undefined, new Map());
    expect(pageFormat(read!, site)).toBe('mdx');
  });
  it('writes what changed beside the whole index until a share of the files has changed', async () => {
    const names = Array.from({ length: 32 }, (_, i) => `p${i}.md`);
    const root = docs(Object.fromEntries(names.map((name) => [name, `# ${name}\n`])));
    const cacheDir = path.join(root, 'cache');
    const whole = path.join(cacheDir, 'sources.bin');
    const changes = path.join(cacheDir, 'sources-changes.bin');
    // Each build reads what the one before it left, as a build does.
    const build = async (at = Date.now()) => {
      const index = new SourceIndex(new ContentCache(cacheDir, 'v1'));
      const sources = await readSources(root, 'content/docs', () => true, undefined, index.known);
      index.write(sources, (s) => `${s.file} ${sourceText(s)}`, at);
      return new SourceIndex(new ContentCache(cacheDir, 'v1')).known;
    };
    await build();
    await build();
    const written = readFileSync(whole);
    expect(existsSync(changes)).toBe(false);

    // One file edited, one removed: two of 31 entries, under the share: the whole index stays.
    write(root, 'p1.md', '# Edited\n', HOUR_AGO + 5);
    rmSync(path.join(root, 'content/docs/p2.md'));
    let known = await build();
    expect(readFileSync(whole)).toEqual(written);
    expect(existsSync(changes)).toBe(true);
    expect(known.get('content/docs/p1.md')!.key).toBe('content/docs/p1.md # Edited\n');
    expect(known.has('content/docs/p2.md')).toBe(false);
    expect(known.get('content/docs/p3.md')!.key).toBe('content/docs/p3.md # p3.md\n');

    // Changes are written against the whole index: the earlier edit is still known after another.
    write(root, 'p4.md', '# Four\n', HOUR_AGO + 5);
    known = await build();
    expect(known.get('content/docs/p1.md')!.key).toBe('content/docs/p1.md # Edited\n');
    expect(known.get('content/docs/p4.md')!.key).toBe('content/docs/p4.md # Four\n');
    expect(known.size).toBe(31);

    // Past the share, the whole index is written again, and the changes file goes.
    for (const name of names.slice(5, 9)) write(root, name, '# Again\n', HOUR_AGO + 9);
    known = await build();
    expect(readFileSync(whole)).not.toEqual(written);
    expect(existsSync(changes)).toBe(false);
    expect(known.get('content/docs/p5.md')!.key).toBe('content/docs/p5.md # Again\n');
    expect(known.get('content/docs/p1.md')!.key).toBe('content/docs/p1.md # Edited\n');
    expect(known.size).toBe(31);

    // A file changed within 2 s of the build that read it is not trusted, in the changes too.
    write(root, 'p6.md', '# Now\n', Date.now() / 1000);
    known = await build();
    expect(existsSync(changes)).toBe(true);
    expect(known.has('content/docs/p6.md')).toBe(false);
  });
});
