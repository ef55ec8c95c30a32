import {
  chmodSync,
  closeSync,
  openSync,
  readSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdsNoLinks, removeDir, replaceOutput, writeOutput } from '../../../src/node/output/write.js';

describe('removeDir', () => {
  it('removes a folder with everything in it, read-only files included', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'docsgen-remove-'));
    const dir = path.join(parent, '-rf build');
    mkdirSync(path.join(dir, 'docs/a/b'), { recursive: true });
    writeFileSync(path.join(dir, 'docs/a/b/index.html'), '<p>a</p>');
    writeFileSync(path.join(dir, '--help'), 'x');
    writeFileSync(path.join(dir, 'docs/locked.txt'), 'x');
    chmodSync(path.join(dir, 'docs/locked.txt'), 0o444);
    await removeDir(dir);
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(parent)).toBe(true);
  });

  it('does nothing for a folder that is not there', async () => {
    await expect(removeDir(path.join(tmpdir(), 'docsgen-no-such-folder', 'x'))).resolves.toBeUndefined();
  });
});

describe('writeOutput', () => {
  /** A folder holding a.txt, hard-linked from a file outside it. */
  const linked = (): { dir: string; other: string } => {
    const parent = mkdtempSync(path.join(tmpdir(), 'docsgen-write-'));
    const dir = path.join(parent, 'out');
    mkdirSync(dir);
    const other = path.join(parent, 'other.txt');
    writeFileSync(other, 'before');
    linkSync(other, path.join(dir, 'a.txt'));
    return { dir, other };
  };

  it('never writes through a hard link: the file gets its own copy', () => {
    const { dir, other } = linked();
    writeOutput(dir, 'a.txt', 'after');
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('after');
    expect(readFileSync(other, 'utf8')).toBe('before');
  });

  it('does not look for links in a folder said to hold none (so it must be said only of such a folder)', () => {
    const { dir, other } = linked();
    holdsNoLinks(dir);
    writeOutput(dir, 'a.txt', 'after');
    expect(readFileSync(other, 'utf8')).toBe('after');
  });
});

describe('replaceOutput', () => {
  it('replaces a file at once: a reader that opened it first reads the old file whole', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-replace-'));
    writeOutput(dir, 'docs/a/page-data.json', '{"route":"/docs/a"}');
    const reader = openSync(path.join(dir, 'docs/a/page-data.json'), 'r');
    replaceOutput(dir, 'docs/a/page-data.json', '{"route":"/docs/a","v":2}');
    const buffer = Buffer.alloc(64);
    const read = readSync(reader, buffer, 0, 64, 0);
    closeSync(reader);
    expect(buffer.subarray(0, read).toString()).toBe('{"route":"/docs/a"}');
    expect(readFileSync(path.join(dir, 'docs/a/page-data.json'), 'utf8')).toBe('{"route":"/docs/a","v":2}');
    replaceOutput(dir, 'new/b.txt', 'b');
    expect(readFileSync(path.join(dir, 'new/b.txt'), 'utf8')).toBe('b');
  });
});
