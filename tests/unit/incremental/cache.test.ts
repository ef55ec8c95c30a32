import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentCache } from '../../../src/node/incremental/cache.js';

describe('ContentCache', () => {
  it("keeps each version's entries apart, and its first build removes the other versions' and the old flat ones", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-cache-'));
    const old = new ContentCache(dir, 'a'.repeat(40));
    expect(old.fresh).toBe(true);
    old.set('k1', { html: 'old' });
    // An entry left by a docsgen from before version folders, and files of the cache that are not entries.
    const flat = path.join(dir, `${'f'.repeat(40)}.bin`);
    writeFileSync(flat, '');
    writeFileSync(path.join(dir, 'sources.bin'), '');
    mkdirSync(path.join(dir, 'output'));

    const current = new ContentCache(dir, 'b'.repeat(40));
    expect(current.fresh).toBe(true);
    expect(current.get('k1')).toBeUndefined();
    current.set('k1', { html: 'new' });
    await current.pruneOtherVersions();
    expect(existsSync(flat)).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['output', 'sources.bin', 'v-bbbbbbbbbbbbbbbb']);

    const again = new ContentCache(dir, 'b'.repeat(40));
    expect(again.fresh).toBe(false);
    expect(again.get('k1')).toEqual({ html: 'new' });
  });
});
