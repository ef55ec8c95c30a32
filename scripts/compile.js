// Compiles docsgen itself: the Node CLI and its workers (CommonJS bundles run by the launcher, see
// src/node/launch.ts) and the browser runtime and the theme CSS (minified) into dist/.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

// Start clean: a stale bundle would linger (and change the cache key).
rmSync('dist', { recursive: true, force: true });

/**
 * Not bundled: React, which pages compiled from a site's MDX and TSX import too (one React for
 * all, see compileComponents), esbuild (it runs its own binary) and yaml (required on demand). The
 * rest is, so that the launcher can cache the compiled code of all of it; Shiki's grammars and a
 * site's own modules are imported at run time (see importModule).
 */
const external = ['react', 'react/*', 'react-dom', 'esbuild', 'yaml'];

/** Bundles react-dom/server (its renderer) while leaving react-dom itself to Node, as `external` says. */
const bundleReactDomServer = {
  name: 'react-dom-server',
  setup(b) {
    b.onResolve({ filter: /^react-dom\/server$/ }, (args) =>
      b.resolve('./server.node.js', { kind: args.kind, resolveDir: 'node_modules/react-dom' }),
    );
  },
};

const node = build({
  entryPoints: {
    cli: 'src/node/cli.ts',
    'build-worker': 'src/node/build/worker.ts',
    'check-worker': 'src/node/check/worker.ts',
    'highlight-worker': 'src/node/markdown/highlightWorker.ts',
  },
  // All in one folder, so that paths relative to import.meta.url mean the same in every bundle.
  outdir: 'dist/node',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external,
  plugins: [bundleReactDomServer],
  // Prefer packages' ES module builds, which esbuild can tree-shake.
  mainFields: ['module', 'main'],
  jsx: 'automatic',
  // The bundles keep `import.meta.url` meaning what it means in the sources: their own location.
  define: { 'import.meta.url': 'importMetaUrl', 'process.env.NODE_ENV': '"production"' },
  banner: { js: "var importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  sourcemap: 'linked',
  logLevel: 'warning',
});

const launcher = build({
  entryPoints: { launch: 'src/node/launch.ts' },
  outdir: 'dist/node',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
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

await Promise.all([node, launcher, client, css]);
