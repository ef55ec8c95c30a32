import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';

describe('scripts/compile.js', () => {
  it('gives the bundles markdown-it with its class fields set by assignment (see markdownItFields)', () => {
    for (const bundle of ['cli.cjs', 'build-worker.cjs']) {
      const code = readFileSync(path.join(repoRoot, 'dist/node', bundle), 'utf8');
      expect(code).toMatch(
        /Token\d* = class \{\n\s*constructor\(type, tag, nesting\) \{\n\s*this\.map = null;\n\s*this\.level = 0;/,
      );
      expect(code).not.toContain('_defineProperty(this');
    }
  });

  it('relies on markdown-it having no accessors, which an assignment would call', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('markdown-it'), 'utf8');
    expect(source).toContain('_defineProperty(this,');
    expect(source).not.toMatch(/^\s+(get|set) \w+\(/m);
  });
});
