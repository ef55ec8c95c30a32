import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Scratch folder the tests share: the builds made once per run (sharedBuild in helpers.ts) go there. */
    e2eDir: string;
  }
}

/**
 * The end-to-end tests drive Debian's Chromium. As root (CI, fresh containers) install it; otherwise
 * fail with one line: a missing browser must never turn into silently skipped tests.
 */
function ensureChromium(): void {
  if (findChromium()) return;
  const hint = 'the end-to-end tests need Chromium: run `sudo apt-get install chromium` (Debian)';
  if (process.getuid?.() !== 0) throw new Error(hint);
  console.log('chromium is missing: installing it with apt-get…');
  try {
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    throw new Error(`apt-get install chromium failed; ${hint}`);
  }
  if (!findChromium()) throw new Error(`chromium is still missing after apt-get; ${hint}`);
}

/** Compiles docsgen once before any test runs, so every test drives the same dist/ the CLI uses. */
export default function setup(project: TestProject): () => void {
  execFileSync(process.execPath, ['scripts/compile.js'], { stdio: 'inherit' });
  ensureChromium();
  const e2eDir = mkdtempSync(path.join(tmpdir(), 'docsgen-e2e-'));
  project.provide('e2eDir', e2eDir);
  return () => rmSync(e2eDir, { recursive: true, force: true });
}
