// Debian's Chromium for the browser tests and bench/search.js: where it is, and the only flags
// they launch it with, so that it calls no outside host (plain JS, so the benchmarks can import it).
import { spawnSync } from 'node:child_process';

/** The only flags docsgen passes to Chromium (Playwright adds its own automation defaults). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Path of Debian's `chromium` on PATH, or null when it is not installed. */
export function findChromium() {
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
  const file = found.stdout.trim();
  return found.status === 0 && file ? file : null;
}
