import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../../../src/node/content/contentFiles.js';

describe('contentFiles', () => {
  it('lists every file, sorted, without dot files, dot folders or node_modules, through linked folders', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-files-'));
    const dir = path.join(root, 'docs');
    for (const file of [
      'b.md',
      'a/z.mdx',
      'a/_category_.json',
      '_partials/p.md',
      '.hidden/x.md',
      'node_modules/m/y.md',
      '.draft.md',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '# X\n');
    }
    mkdirSync(path.join(root, 'elsewhere'));
    writeFileSync(path.join(root, 'elsewhere/linked.md'), '# L\n');
    symlinkSync(path.join(root, 'elsewhere'), path.join(dir, 'shared'));
    expect(contentFiles(root, 'docs')).toEqual([
      '_partials/p.md',
      'a/_category_.json',
      'a/z.mdx',
      'b.md',
      'shared/linked.md',
    ]);
  });

  it('gives nothing for a folder that does not exist', () => {
    expect(contentFiles(tmpdir(), 'docsgen-no-such-folder')).toEqual([]);
  });
});
