import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_HOOK, importModule } from '../../src/node/importModule.js';
import { compileCacheDir } from '../../src/node/compileCache.js';
import { loadBundle } from '../../src/node/launch.js';
import { repoRoot } from '../helpers.js';

/**
 * Loads a bundle in a new process, as a run of docsgen does (V8 keeps what a process compiled, and
 * within one process would not look at the cache again), saves its code, and tells what it got.
 */
function loadFresh(file: string, cache: string): { cached: boolean; first: number } {
  const launcher = path.join(repoRoot, 'dist/node/launch.cjs');
  const script = `const b = require(${JSON.stringify(launcher)}).loadBundle(${JSON.stringify(file)}, ${JSON.stringify(cache)});
b.save();
console.log(JSON.stringify({ cached: b.cached, first: b.exports.first }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as {
    cached: boolean;
    first: number;
  };
}

/** A folder holding a bundle (bundle.cjs, with `source` as its text) and a cache folder. */
function setup(source: string): { file: string; cache: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-launch-'));
  writeFileSync(path.join(dir, 'dep.cjs'), 'module.exports = 40;');
  const file = path.join(dir, 'bundle.cjs');
  writeFileSync(file, source);
  return { file, cache: path.join(dir, 'cache') };
}

const BUNDLE = `
const dep = require('./dep.cjs');
function answer(n) { return dep + n; }
module.exports = { answer, file: __filename, dir: __dirname, first: answer(2) };
`;

describe('loadBundle', () => {
  it('runs a CommonJS bundle as Node would: its require, module, __filename and __dirname', () => {
    const { file, cache } = setup(BUNDLE);
    const { exports } = loadBundle(file, cache) as { exports: { file: string; dir: string; first: number } };
    expect(exports).toMatchObject({ file, dir: path.dirname(file), first: 42 });
  });

  it('saves the compiled code once, and the next run compiles from it', () => {
    const { file, cache } = setup(BUNDLE);
    const first = loadBundle(file, cache);
    expect(first.cached).toBe(false);
    first.save();
    first.save();
    expect(readdirSync(cache)).toHaveLength(1);
    expect(loadFresh(file, cache)).toEqual({ cached: true, first: 42 });
  });

  it('never uses an entry saved for other code, even of the same length', () => {
    const { file, cache } = setup(BUNDLE);
    loadFresh(file, cache);
    // V8 checks only the length of the text a cache was made from: the entry's name must tell them apart.
    writeFileSync(file, BUNDLE.replace('dep + n', 'dep - n'));
    expect(loadFresh(file, cache)).toEqual({ cached: false, first: 38 });
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it("keeps a bundle's three newest entries, and other bundles' entries", () => {
    const { file, cache } = setup(BUNDLE);
    const other = path.join(cache, 'other.cjs-0123.bin');
    mkdirSync(cache);
    writeFileSync(other, '');
    for (let version = 1; version <= 5; version++) {
      writeFileSync(file, BUNDLE.replace('dep + n', `dep + n * ${version}`));
      expect(loadFresh(file, cache).cached).toBe(false);
    }
    const entries = readdirSync(cache).filter((name) => name !== path.basename(other));
    expect(entries).toHaveLength(3);
    expect(existsSync(other)).toBe(true);
    // The newest is among them: the bundle as it is now runs from the cache.
    expect(loadFresh(file, cache).cached).toBe(true);
  });

  it('runs despite a damaged entry, and replaces it', () => {
    const { file, cache } = setup(BUNDLE);
    loadFresh(file, cache);
    const [entry] = readdirSync(cache);
    writeFileSync(path.join(cache, entry!), 'not a code cache');
    expect(loadFresh(file, cache)).toEqual({ cached: false, first: 42 });
    expect(loadFresh(file, cache)).toEqual({ cached: true, first: 42 });
  });

  it('runs without a cache folder, saving nothing', () => {
    const { file } = setup(BUNDLE);
    const bundle = loadBundle(file, undefined);
    expect(() => bundle.save()).not.toThrow();
    expect((bundle.exports as { first: number }).first).toBe(42);
  });
});

describe('startBundleWorker', () => {
  it('runs a bundle in a worker thread within the heap limit it is given', () => {
    const { file } = setup(
      "require('node:worker_threads').parentPort.postMessage(require('node:v8').getHeapStatistics().heap_size_limit);",
    );
    const launcher = path.join(repoRoot, 'dist/node/launch.cjs');
    const limitMb = (limits: string): number => {
      const script = `const w = require(${JSON.stringify(launcher)}).startBundleWorker(${JSON.stringify(file)}, ${limits});
w.on('message', (bytes) => { console.log(bytes); void w.terminate(); });`;
      return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) / 2 ** 20;
    };
    // The old generation's limit, and the young generation's default beside it.
    expect(limitMb('{ maxOldGenerationSizeMb: 300 }')).toBeGreaterThanOrEqual(300);
    expect(limitMb('{ maxOldGenerationSizeMb: 300 }')).toBeLessThan(400);
    expect(limitMb('undefined')).toBeGreaterThan(1000);
  });
});

describe('compileCacheDir', () => {
  it('is DOCSGEN_COMPILE_CACHE, else a folder in the temp folder, and none when disabled', () => {
    expect(compileCacheDir({ DOCSGEN_COMPILE_CACHE: '/x/y' })).toBe('/x/y');
    expect(compileCacheDir({})).toContain(tmpdir());
    expect(
      compileCacheDir({ DOCSGEN_COMPILE_CACHE: '/x/y', DOCSGEN_DISABLE_COMPILE_CACHE: '1' }),
    ).toBeUndefined();
  });
});

describe('importModule', () => {
  const hooked = globalThis as { [IMPORT_HOOK]?: (specifier: string) => Promise<unknown> };
  afterEach(() => delete hooked[IMPORT_HOOK]);

  it("uses the launcher's import when it lends one, and import() otherwise", async () => {
    expect(await importModule<typeof import('node:path')>('node:path')).toHaveProperty('join');
    const asked: string[] = [];
    hooked[IMPORT_HOOK] = async (specifier) => (asked.push(specifier), { lent: true });
    expect(await importModule('node:path')).toEqual({ lent: true });
    expect(asked).toEqual(['node:path']);
  });
});

describe('prestartPageWorker', () => {
  /** Whether the launcher starts a page worker ahead for a site root whose docs hold `pages` .md files. */
  function prestarts(pages: number): boolean {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-prestart-'));
    for (let i = 0; i < pages; i++) {
      const dir = path.join(root, 'content/docs', `topic-${i % 3}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `page-${i}.md`), '# A page\n');
    }
    const { file } = setup('module.exports = {};');
    const launcher = path.join(repoRoot, 'dist/node/launch.cjs');
    const script = `const l = require(${JSON.stringify(launcher)});
l.prestartPageWorker(${JSON.stringify(file)}, ${JSON.stringify(root)});
const worker = l.takeWorker(${JSON.stringify(file)});
console.log(JSON.stringify(!!worker));
void worker?.terminate();`;
    return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as boolean;
  }

  it('starts one for a site whose docs its build compiles in a worker, and none for a small site', () => {
    expect(prestarts(150)).toBe(true);
    expect(prestarts(20)).toBe(false);
  });
});
