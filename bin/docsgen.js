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
const { prestartWorker, runBundle } = createRequire(import.meta.url)(launcher);
// A build that compiles every page (no output yet, or no cache) compiles them in a worker thread
// on a site of more than a hundred pages (see startWorkers in compileMarkdown.ts). That worker
// starts loading now, beside the CLI's own code. A smaller site leaves it unused, and it is
// stopped as the process exits; a rebuild would only pay for it.
const args = process.argv.slice(2);
if (args[0] === 'build' && (args.includes('--no-cache') || !existsSync(buildOutput(args))))
  prestartWorker(fileURLToPath(new URL('../dist/node/build-worker.cjs', import.meta.url)));
runBundle(cli);

/** The output folder a `docsgen build` command line names, as outputDir (src/node/paths.ts) has it. */
function buildOutput(args) {
  const option = (name) => {
    const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
    return at < 0 ? undefined : args[at] === name ? args[at + 1] : args[at].slice(name.length + 1);
  };
  return path.resolve(option('--out') ?? path.join(option('--root') ?? '.', 'build'));
}
