import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';

describe('scripts/compile.js', () => {
  it('gives the bundles markdown-it with its class fields set by assignment (see markdownItFields)', () => {
    for (const bundle of ['cli.cjs', 'build-worker.cjs']) {
      const code = readFileSync(path.join(repoRoot, 'dist/node', bundle), 'utf8');
      expect(code).toMatch(
        /Token\d*\s*=\s*class\s*\{\s*constructor\(type,\s*tag,\s*nesting\)\s*\{\s*this\.map\s*=\s*null;\s*this\.level\s*=\s*0;/,
      );
      expect(code).not.toContain('_defineProperty(this');
    }
  });

  it('writes the Node bundles in ASCII, which V8 keeps one byte a character (see asciiBundle)', () => {
    const bundles = readdirSync(path.join(repoRoot, 'dist/node')).filter((file) => file.endsWith('.cjs'));
    expect(bundles).toContain('cli.cjs');
    for (const bundle of bundles)
      expect(readFileSync(path.join(repoRoot, 'dist/node', bundle), 'utf8')).not.toMatch(/[^\0-\x7f]/);
  });

  it('relies on markdown-it having no accessors, which an assignment would call', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('markdown-it'), 'utf8');
    expect(source).toContain('_defineProperty(this,');
    expect(source).not.toMatch(/^\s+(get|set) \w+\(/m);
  });
});
