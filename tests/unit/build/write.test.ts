import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeDir } from '../../../src/node/build/write.js';

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
