import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Scratch folder the tests share: the builds made once per run (sharedBuild in helpers.ts) go there. */
    e2eDir: string;
    /** Where the run's one Chromium listens for the browser tests (connectBrowser in tests/e2e/browser.ts). */
    browserEndpoint: string;
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

/**
 * Compiles docsgen once before any test runs, so every test drives the same dist/ the CLI uses, and
 * starts the one Chromium the browser test files share: each connects to it and opens contexts of
 * its own (a launch costs about 1.4 s of CPU, a connection a fraction of that).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, ['scripts/compile.js'], { stdio: 'inherit' });
  ensureChromium();
  const browser = await chromium.launchServer({
    executablePath: findChromium()!,
    headless: true,
    args: CHROMIUM_FLAGS,
    host: '127.0.0.1',
  });
  const e2eDir = mkdtempSync(path.join(tmpdir(), 'docsgen-e2e-'));
  project.provide('e2eDir', e2eDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    rmSync(e2eDir, { recursive: true, force: true });
  };
}
