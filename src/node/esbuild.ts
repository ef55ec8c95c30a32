import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * esbuild, loaded on first use (a build whose config bundles are cached never needs it). Required,
 * not imported: `import()` of a CommonJS package has Node parse its source for the names it
 * exports, which made loading esbuild take 30 to 50 ms rather than 10.
 */
export function esbuild(): typeof import('esbuild') {
  return require('esbuild') as typeof import('esbuild');
}
