import { spawnSync } from 'node:child_process';

/** Path of Debian's `chromium` on PATH, or null when it is not installed. */
export function findChromium(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
  const file = found.stdout.trim();
  return found.status === 0 && file ? file : null;
}
