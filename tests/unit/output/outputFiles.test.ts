import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutputFiles, type KnownOutput } from '../../../src/node/output/outputFiles.js';
import { routeFiles, type RouteShape } from '../../../src/node/output/routeFiles.js';

/** A folder holding the files of these routes (each file's text: its route's key) and of these other files. */
function folder(routes: [string, string, RouteShape][], others: [string, string][] = []): KnownOutput {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-files-'));
  const put = (rel: string, text: string): void => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  for (const [route, key, shape] of routes) for (const rel of routeFiles(route, shape)) put(rel, key);
  for (const [rel, key] of others) put(rel, key);
  return {
    dir,
    keys: new Map(others),
    routes: new Map(routes.map(([route, key, shape]) => [route, [key, shape]])),
  };
}

const text = (dir: string, rel: string): string | undefined =>
  existsSync(path.join(dir, rel)) ? readFileSync(path.join(dir, rel), 'utf8') : undefined;

describe('OutputFiles, for routes', () => {
  it('keeps what the recycled folder holds, links what only the previous output holds, and neither for a new key', () => {
    const held = folder([['/docs/a', 'a1', 2]]);
    const previous = folder([
      ['/docs/a', 'a2', 2],
      ['/docs/b', 'b1', 0],
    ]);
    const files = new OutputFiles(held.dir, held, previous);
    expect(files.reuseRoute('/docs/a', 2, 'a1')).toBe(true);
    expect(files.reuseRoute('/docs/b', 0, 'b1')).toBe(true);
    expect(files.reuseRoute('/docs/c', 0, 'c1')).toBe(false);
    // The same key with another shape is another route's files.
    expect(files.reuseRoute('/docs/b', 2, 'b1')).toBe(false);
    expect(text(held.dir, 'docs/a.md')).toBe('a1');
    expect(statSync(path.join(held.dir, 'docs/b/index.html')).nlink).toBe(2);
    expect(files.routes.get('/docs/a')).toEqual(['a1', 2]);
  });

  it('sweeps the files of routes gone or no longer docs, and keeps a file of its own named like one', () => {
    const held = folder(
      [
        ['/docs/kept', 'k', 2],
        ['/docs/gone', 'g', 2],
        ['/docs/was-doc', 'w', 2],
        ['/404', 'n', 1],
      ],
      [
        ['static/gone.txt', 's'],
        ['docs/gone.md', 'own'],
      ],
    );
    const files = new OutputFiles(held.dir, held, undefined);
    expect(files.reuseRoute('/docs/kept', 2, 'k')).toBe(true);
    expect(files.reuseRoute('/404', 1, 'n')).toBe(true);
    files.writtenRoute('/docs/was-doc', 0, 'w2');
    // A static file of this build with the name the gone route's twin had.
    expect(files.reuse('docs/gone.md', 'own')).toBe(true);
    files.sweep();
    expect(text(held.dir, 'docs/kept.md')).toBe('k');
    expect(text(held.dir, '404.html')).toBe('n');
    expect(text(held.dir, 'docs/gone/index.html')).toBeUndefined();
    expect(existsSync(path.join(held.dir, 'docs/gone'))).toBe(false);
    expect(text(held.dir, 'docs/gone.md')).toBe('own');
    expect(text(held.dir, 'docs/was-doc.md')).toBeUndefined();
    expect(text(held.dir, 'docs/was-doc/index.html')).toBe('w');
    expect(text(held.dir, 'static/gone.txt')).toBeUndefined();
  });

  it('sweeps by listing the folder when what it holds is unknown', () => {
    const held = folder([
      ['/docs/a', 'a', 2],
      ['/docs/b', 'b', 2],
    ]);
    const files = new OutputFiles(held.dir, undefined, undefined);
    files.writtenRoute('/docs/a', 2, 'a');
    files.sweep();
    expect(text(held.dir, 'docs/a/page-data.json')).toBe('a');
    expect(text(held.dir, 'docs/b.md')).toBeUndefined();
  });
});
