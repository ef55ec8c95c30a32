import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchSite, type SiteWatcher } from '../../../src/node/serve/watchSite.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let root = '';
let watcher: SiteWatcher | undefined;

afterEach(async () => {
  await watcher?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('watchSite', () => {
  it('reports a save again when its write lands after the truncation was reported', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'docsgen-watch-'));
    const file = path.join(root, 'content/docs/intro.md');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '# Intro\n\nfirst words\n');
    // What a rebuild would see: the file as read each time a change is reported.
    const reads: string[] = [];
    const reported: string[][] = [];
    let firstReport = (): void => {};
    const reportedOnce = new Promise<void>((resolve) => (firstReport = resolve));
    watcher = watchSite(
      root,
      path.join(root, 'build'),
      (files) => {
        reported.push(files);
        reads.push(readFileSync(file, 'utf8'));
        firstReport();
      },
      { debounceMs: 0 },
    );
    await watcher.ready;

    // An editor's save on a busy machine: truncated, reported (and read) empty, then written
    // 20 ms later, inside the 50 ms in which chokidar drops the file's next change.
    const handle = await open(file, 'w');
    await reportedOnce;
    expect(reads).toEqual(['']);
    await sleep(20);
    await handle.writeFile('# Intro\n\nsecond words\n');
    await handle.close();

    await vi.waitFor(() => expect(reads.at(-1)).toBe('# Intro\n\nsecond words\n'), { timeout: 5000 });
    expect(reported.flat().every((f) => f === 'content/docs/intro.md')).toBe(true);
  });
});
