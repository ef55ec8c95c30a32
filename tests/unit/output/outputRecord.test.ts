import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecord, writeRecord, type OutputRecord } from '../../../src/node/output/outputFiles.js';

/** A cache folder and an output folder, with a record of the output written. */
function setup(): { file: string; out: string; record: OutputRecord } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-record-'));
  const out = path.join(dir, 'build');
  mkdirSync(out);
  const record: OutputRecord = {
    keys: new Map([
      ['assets/img.1a2b.png', 'k0'],
      ['sitemap.xml', 'k2'],
    ]),
    routes: new Map([
      ['/docs/a', ['k1', 2]],
      ['/404', ['k3', 1]],
    ]),
    assets: new Map([
      ['content/docs/a.md', [['/site/content/docs/img.png', 'assets/img.1a2b.png', '3:100']]],
    ]),
    compiled: new Map([['content/docs/a.md', ['c1', ['./b.md'], 'p1']]]),
    search: { pages: [['/docs/a', 'k1'], null], prefix: 1, entries: 12 },
    components: { key: 'm1', deps: ['/site/content/docs/_Demo.tsx'], files: ['assets/js/island.js'] },
  };
  const file = path.join(dir, 'output.jsonl');
  writeRecord(file, out, record);
  return { file, out, record };
}

describe('output records', () => {
  it('read back what was written, for the folder it was written for only', () => {
    const { file, out, record } = setup();
    const read = readRecord(file, out)!;
    expect({ ...read, compiled: read.compiled, search: read.search }).toEqual(record);
    expect(readRecord(file, path.dirname(out))).toBeUndefined();
  });

  // An ASCII record is read as Latin-1 (see readText): any other must be read as UTF-8.
  it('read back paths in any script, written as UTF-8', () => {
    const { file, out, record } = setup();
    const names = ['docs/café/index.html', 'docs/Łódź/index.html', 'docs/文档/🚀.html'];
    const wider = { ...record, keys: new Map(names.map((name, i) => [name, `u${i}`])) };
    writeRecord(file, out, wider);
    expect(readFileSync(file, 'utf8')).toContain(JSON.stringify(names[1]));
    const read = readRecord(file, out)!;
    expect({ ...read, compiled: read.compiled, search: read.search }).toEqual(wider);
  });

  it('give no compiles and no search state, and the rest, when those parts are damaged', () => {
    const { file, out, record } = setup();
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [...lines.slice(0, 4), '[["content/d', '{"pages":', lines[6]].join('\n'));
    const read = readRecord(file, out)!;
    expect(read.keys).toEqual(record.keys);
    expect(read.routes).toEqual(record.routes);
    expect(read.compiled).toEqual(new Map());
    expect(read.search).toBeUndefined();
    expect(read.components).toEqual(record.components);
  });

  it('are not read in the formats of an earlier docsgen (one JSON object; no line of routes)', () => {
    const { file, out } = setup();
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [lines[0], lines[1], ...lines.slice(3)].join('\n'));
    expect(readRecord(file, out)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ folder: lines[0], files: [] }));
    expect(readRecord(file, out)).toBeUndefined();
  });
});
