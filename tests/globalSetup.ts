import { execFileSync } from 'node:child_process';

/** Compiles docsgen once before any test runs, so every test drives the same dist/ the CLI uses. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/compile.js'], { stdio: 'inherit' });
}
