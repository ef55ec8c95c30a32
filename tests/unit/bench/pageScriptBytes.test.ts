import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module without types
import { pageScriptBytes, pageScriptUrls } from '../../../bench/realSites.js';

const outputs: string[] = [];
afterAll(() => outputs.forEach((out) => rmSync(out, { recursive: true, force: true })));

/** An output folder holding `files` (path -> text); returns it and each file's size gzip -9. */
function output(files: Record<string, string>): { out: string; gzip: (file: string) => number } {
  const out = mkdtempSync(path.join(tmpdir(), 'docsgen-script-bytes-'));
  outputs.push(out);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
  return { out, gzip: (file) => gzipSync(files[file]!, { level: 9 }).length };
}

/** A page as Docusaurus 3 writes it: its entry scripts, and its route's chunks preloaded only. */
const DOCUSAURUS_PAGE = [
  '<!doctype html><html lang="en" dir="ltr" class="docs-wrapper"><head>',
  '<link rel="preload" href="/project/assets/js/runtime~main.1a.js" as="script">',
  '<link rel="preload" href="/project/assets/js/main.2b.js" as="script">',
  '<link rel="preload" href="/project/assets/js/17896441.3c.js" as="script">',
  "<link rel=preload href='/project/assets/js/a7b8c9d0.4d.js' as=script>",
  '<link rel="preload" href="/project/assets/css/styles.5e.css" as="style">',
  '<link rel="prefetch" href="/project/assets/js/next.6f.js">',
  '<link rel="stylesheet" href="/project/assets/css/styles.5e.css">',
  '<script src="/project/assets/js/runtime~main.1a.js" defer="defer"></script>',
  '<script src="/project/assets/js/main.2b.js" defer="defer"></script>',
  '</head><body><div id="__docusaurus"></div></body></html>',
].join('');

describe('pageScriptBytes (bench/realSites.js)', () => {
  it("counts the chunks a Docusaurus page preloads beside its scripts, each once, under the site's base", () => {
    const { out, gzip } = output({
      'assets/js/runtime~main.1a.js': 'var runtime = "webpack runtime";'.repeat(40),
      'assets/js/main.2b.js': 'var main = "react and the theme";'.repeat(90),
      'assets/js/17896441.3c.js': 'var docItem = "the doc layout";'.repeat(30),
      'assets/js/a7b8c9d0.4d.js': 'var content = "the page";'.repeat(20),
      'assets/js/next.6f.js': 'var next = "another page";'.repeat(50),
      'assets/css/styles.5e.css': 'body{color:red}'.repeat(10),
    });
    const loaded = ['runtime~main.1a', 'main.2b', '17896441.3c', 'a7b8c9d0.4d'];
    const expected = loaded.reduce((sum, name) => sum + gzip(`assets/js/${name}.js`), 0);
    expect(pageScriptBytes(out, DOCUSAURUS_PAGE, new Map(), '/project/')).toBe(expected);
  });

  it('reads a modulepreload, and neither a stylesheet nor a prefetch', () => {
    const urls = pageScriptUrls(
      '<link rel="modulepreload" href="/assets/islands/chunk-1.js"><link as="script" rel="preload" href="/a.js">' +
        '<link rel="preload" as="style" href="/b.css"><link rel="prefetch" as="script" href="/c.js">' +
        '<script type="module" src="/d.js"></script><div data-island="/assets/islands/e.js"></div>',
    );
    expect(urls.sort()).toEqual(['/a.js', '/assets/islands/chunk-1.js', '/assets/islands/e.js', '/d.js']);
  });
});
