#!/usr/bin/env node
// Launcher: runs the compiled CLI (npm install's "prepare" step compiles src/ to dist/) through
// dist/node/launch.cjs, which keeps its compiled code in V8's code cache.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const launcher = fileURLToPath(new URL('../dist/node/launch.cjs', import.meta.url));
const cli = fileURLToPath(new URL('../dist/node/cli.cjs', import.meta.url));
if (!existsSync(launcher) || !existsSync(cli)) {
  console.error('docsgen: dist/ is missing; run `npm run compile` (npm install does it) first.');
  process.exit(1);
}
// Pages are always rendered with React's production build, which React picks from NODE_ENV at load.
process.env.NODE_ENV = 'production';
const { prestartPageWorker, runBundle } = createRequire(import.meta.url)(launcher);
// A build that compiles every page (no output yet, or no cache) of a site with many docs compiles
// them in a worker thread (see startWorkers in compileMarkdown.ts). That worker starts loading
// now, beside the CLI's own code; a rebuild would only pay for it.
const args = process.argv.slice(2);
const root = option('--root') ?? '.';
// The output folder, as outputDir (src/node/paths.ts) has it.
const out = path.resolve(option('--out') ?? path.join(root, 'build'));
if (args[0] === 'build' && (args.includes('--no-cache') || !existsSync(out)))
  prestartPageWorker(fileURLToPath(new URL('../dist/node/build-worker.cjs', import.meta.url)), root);
runBundle(cli);

/** The value of a command-line option (`--name value` or `--name=value`). */
function option(name) {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  return at < 0 ? undefined : args[at] === name ? args[at + 1] : args[at].slice(name.length + 1);
}
