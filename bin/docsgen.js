#!/usr/bin/env node
// Launcher: runs the compiled CLI (npm install's "prepare" step compiles src/ to dist/).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/node/cli.js', import.meta.url));
if (!existsSync(cli)) {
  console.error('docsgen: dist/ is missing; run `npm run compile` (npm install does it) first.');
  process.exit(1);
}
// Pages are always rendered with React's production build, which React picks from NODE_ENV at load.
process.env.NODE_ENV = 'production';
await import(cli);
