import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDir } from './paths.js';

let version: string | undefined;

/**
 * The code that produces cached pages: docsgen's compiled code and the versions of the packages
 * it depends on (Shiki, markdown-it, MDX…). Any change to either (a new version, or a local edit
 * while developing docsgen) must invalidate every entry. Worked out once per thread: the code a
 * thread runs does not change under it, and the content cache of every build in `serve --watch`
 * and each highlighter's regex conversions ask for it.
 */
export function codeVersion(): string {
  return (version ??= readCodeVersion());
}

function readCodeVersion(): string {
  const hash = createHash('sha1');
  // A hash of docsgen's compiled bundles, written with them by scripts/compile.js (absent when run
  // from source without compiling).
  const compiled = path.join(packageDir, 'dist/.compiled');
  if (existsSync(compiled)) hash.update(readFileSync(compiled));
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(dependencies).sort()) hash.update(`${name}@${installedVersion(name)}\n`);
  return hash.digest('hex');
}

/** The version of a dependency as installed where Node would find it from docsgen's folder. */
function installedVersion(name: string): string {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    try {
      return (
        JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    } catch {
      if (dir === path.dirname(dir)) return 'missing';
    }
  }
}
