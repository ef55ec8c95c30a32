import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';

describe('scripts/compile.js', () => {
  it('gives the bundles markdown-it with its class fields set by assignment (see markdownItFields)', () => {
    for (const bundle of ['cli.cjs', 'build-worker.cjs']) {
      const code = readFileSync(path.join(repoRoot, 'dist/node', bundle), 'utf8');
      expect(code).toMatch(/^\s*(var )?Token\d* = class \{$/m);
      expect(code).toMatch(/^function _defineProperty\(e, r, t\) \{\n\s*return e\[r\] = t, e;\n\}$/m);
    }
  });

  it('relies on markdown-it having no accessors, which an assignment would call', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('markdown-it'), 'utf8');
    expect(source).toContain('function _defineProperty(e, r, t) {');
    expect(source).not.toMatch(/^\s+(get|set) \w+\(/m);
  });
});
