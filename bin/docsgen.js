#!/usr/bin/env node
// Launcher: runs the compiled CLI (npm install's "prepare" step compiles src/ to dist/) through
// dist/node/launch.cjs, which keeps its compiled code in V8's code cache.
import { existsSync } from 'node:fs';
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
createRequire(import.meta.url)(launcher).runBundle(cli);
