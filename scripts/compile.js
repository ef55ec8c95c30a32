// Compiles docsgen itself: the Node CLI and its workers (CommonJS bundles run by the launcher, see
// src/node/launch.ts) and the browser runtime and the theme CSS (minified) into dist/.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Written last: dist/ is complete and newer than it. It holds a hash of the Node bundles, which the
 * build cache keys its entries by (codeVersion in src/node/incremental/cache.ts): made once here rather
 * than at every build, as the bundles hold their dependencies (7 MB, 20 ms to hash).
 */
const STAMP = 'dist/.compiled';
/** What dist/ is made from: a change to any of them (or a file added or removed) compiles again. */
const INPUTS = ['src', 'templates', 'scripts/compile.js', 'package.json', 'package-lock.json'];

/** The latest modification time among paths and, for folders, everything in them (folders included). */
function newest(paths) {
  let latest = 0;
  for (const p of paths) {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) continue;
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory())
      latest = Math.max(latest, newest(readdirSync(p).map((name) => path.join(p, name))));
  }
  return latest;
}

// `npm run build` compiles before every build: with nothing changed, there is nothing to do.
const stamp = statSync(STAMP, { throwIfNoEntry: false });
if (stamp && !process.argv.includes('--force') && stamp.mtimeMs > newest(INPUTS)) process.exit(0);

// Start clean: a stale bundle would linger (and change the cache key).
rmSync('dist', { recursive: true, force: true });
// Loaded only now: loading it is most of what an up-to-date run would cost.
const { build } = await import('esbuild');

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

/**
 * markdown-it's build defines each class field through a helper that converts the key and looks
 * it up the prototype chain first, for every field of every token and parser state, and its
 * one store for all fields is slow again. Plain assignments in the constructors parse the bench
 * corpus twice as fast. They do the same while no class of it has accessors (checked here), so a
 * markdown-it that adds one, or defines its fields otherwise, is left as published.
 */
const markdownItFields = {
  name: 'markdown-it-fields',
  setup(b) {
    b.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      // _defineProperty(this, /** doc */ "name", value);  ->  this.name = value;
      const field = /_defineProperty\(\s*this,\s*(?:\/\*\*[^]*?\*\/\s*)?"(\w+)",\s*([^;]*?)\s*\);/g;
      const contents = source.replace(field, 'this.$1 = $2;');
      if (contents === source || /^\s+(get|set) \w+\(/m.test(source)) {
        return { warnings: [{ text: 'markdown-it has changed: its class fields are defined as published' }] };
      }
      return { contents };
    });
  },
};

/** Both Node builds: CommonJS bundles in one folder, so that paths relative to import.meta.url mean the same in each. */
const nodeBundles = {
  outdir: 'dist/node',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Without comments and indentation a third smaller (3.5 to 2.4 MB), so quicker to read, hash and
  // compile at each start; esbuild's source map still leads to the sources. Without comments they
  // are also ASCII but for a few regular expressions (see asciiBundle).
  minifyWhitespace: true,
  logLevel: 'warning',
};

const node = build({
  ...nodeBundles,
  entryPoints: {
    cli: 'src/node/cli.ts',
    'build-worker': 'src/node/workers/worker.ts',
    'check-worker': 'src/node/check/worker.ts',
    'highlight-worker': 'src/node/workers/highlightWorker.ts',
    'search-worker': 'src/node/search/worker.ts',
  },
  external,
  plugins: [bundleReactDomServer, markdownItFields],
  // Prefer packages' ES module builds, which esbuild can tree-shake.
  mainFields: ['module', 'main'],
  jsx: 'automatic',
  // The bundles keep `import.meta.url` meaning what it means in the sources: their own location.
  define: { 'import.meta.url': 'importMetaUrl', 'process.env.NODE_ENV': '"production"' },
  banner: { js: "var importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  sourcemap: 'linked',
});

const launcher = build({ ...nodeBundles, entryPoints: { launch: 'src/node/launch.ts' } });

/**
 * Mermaid, for the sites that draw diagrams: its own folder of chunks (it loads each kind of
 * diagram on demand), which the runtime imports by its entry's name only on a page with one.
 */
const mermaid = await build({
  entryPoints: { mermaid: 'src/client/mermaidDiagrams.ts' },
  outdir: 'dist/client/mermaid',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2020',
  minify: true,
  metafile: true,
  logLevel: 'warning',
});
// Its chunks loaded on demand are entry points too: the entry is the one made from the module.
const mermaidEntry = Object.entries(mermaid.metafile.outputs).find(
  ([, out]) => out.entryPoint === 'src/client/mermaidDiagrams.ts',
)[0];

const client = build({
  entryPoints: { runtime: 'src/client/main.ts', 'search-engine': 'src/client/searchEngine.ts' },
  define: { __MERMAID_ENTRY__: JSON.stringify(path.basename(mermaidEntry)) },
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

/**
 * A bundle's text with its last non-ASCII characters written as `\uXXXX` (esbuild escapes them in
 * strings and names, not in regular expressions, where the escape means the same): V8 holds an
 * ASCII text one byte a character, and Node decodes it at once, where one character beyond it
 * made the 3.5 MB bundle a two-byte string (see loadBundle). Columns after such a character, on
 * its line, are off in the source map.
 */
function asciiBundle(text) {
  return text.replace(/[^\0-\x7f]/g, (char, at) => {
    if (text[at - 1] === '\\')
      throw new Error(`an escaped non-ASCII character at ${at}: escape it in the source`);
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
for (const file of readdirSync('dist/node').filter((f) => f.endsWith('.cjs'))) {
  const text = readFileSync(path.join('dist/node', file), 'utf8');
  const ascii = asciiBundle(text);
  if (ascii !== text) writeFileSync(path.join('dist/node', file), ascii);
}
const bundles = createHash('sha1');
for (const file of readdirSync('dist/node')
  .filter((f) => f.endsWith('.cjs'))
  .sort())
  bundles.update(readFileSync(path.join('dist/node', file)));
writeFileSync(STAMP, bundles.digest('hex'));
