// Compiles docsgen itself: the Node CLI and build worker (ESM, dependencies external) and the
// browser runtime and the theme CSS (minified) into dist/.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

// Start clean: chunk names carry hashes, and stale chunks would linger (and change the cache key).
rmSync('dist', { recursive: true, force: true });

const node = build({
  entryPoints: ['src/node/cli.ts', 'src/node/build/worker.ts', 'src/node/check/worker.ts'],
  outdir: 'dist/node',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  // Commands import their code lazily; chunks sit next to cli.js so import.meta.url-relative paths hold.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});

const client = build({
  entryPoints: { runtime: 'src/client/main.ts', 'search-engine': 'src/client/searchEngine.ts' },
  outdir: 'dist/client',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2020',
  minify: true,
  // Written by the site build, loaded only when search is first opened.
  external: ['/search/*'],
  logLevel: 'warning',
});

const css = build({
  entryPoints: { theme: 'templates/theme.css' },
  outdir: 'dist/client',
  bundle: true,
  minify: true,
  logLevel: 'warning',
});

await Promise.all([node, client, css]);
