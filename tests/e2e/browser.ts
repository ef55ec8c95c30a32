import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import {
  builtSite,
  cliPath,
  fixtureBuild,
  repoRoot,
  runCli,
  type SharedFixture,
  type SiteBuild,
} from '../helpers.js';

/**
 * Connects to the run's headless Chromium (Debian's, which globalSetup launches through
 * playwright-core); closing the connection closes the contexts opened through it.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export interface Server {
  /** Origin with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  close(): Promise<void>;
}

/** Starts `docsgen serve --root <root> --out <out> --port 0` and resolves with the origin it prints. */
export function serve(out: string, root = repoRoot): Promise<Server> {
  const child = spawn(process.execPath, [cliPath, 'serve', '--root', root, '--out', out, '--port', '0'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`docsgen serve printed no URL within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /https?:\/\/[^\s/]+\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: match[0], close });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docsgen serve exited with ${code}:\n${output}`));
    });
  });
}

export interface OpenOptions extends BrowserContextOptions {
  /** Runs in every document of the context before any page script (Playwright init script). */
  init?: string | (() => void);
  /** Runs after the page is created and before it navigates: install routes here. */
  before?: (page: Page) => Promise<unknown>;
  /** Wait for html[data-hydrated="true"] (default true). */
  hydrated?: boolean;
  /** Use this context instead of a new one (two pages sharing storage). */
  context?: BrowserContext;
}

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Text of every console.warn. */
  warnings: string[];
  /** Text of every console.error and uncaught page error. */
  errors: string[];
}

export interface E2E {
  /** Absolute URL of a site path. */
  url(pathname: string): string;
  /** The built site's output folder. */
  readonly out: string;
  readonly browser: Browser;
  /** Opens a site path in a fresh context (closed after the test), by default waiting for hydration. */
  open(pathname: string, options?: OpenOptions): Promise<Opened>;
}

/** A finished build for useE2E: its output and root, or a failed test naming why. */
function succeeded(build: SiteBuild): { out: string; root: string } {
  if (build.code !== 0) throw new Error(`build of ${build.root} failed:\n${build.stderr}`);
  return build;
}

/** Builds a site root with no cache, for useE2E (a site no other test file builds). */
export async function builtRoot(root: string): Promise<{ out: string; root: string }> {
  const result = await runCli(['build', '--root', root, '--no-cache']);
  return succeeded({ ...result, root, out: path.join(root, 'build') });
}

/** A fixture's shared build (fixtureBuild), for useE2E. */
export async function sharedRoot(name: SharedFixture): Promise<{ out: string; root: string }> {
  return succeeded(await fixtureBuild(name));
}

/** Waits until the runtime has started on the page. */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

/**
 * Registers the hooks of an end-to-end test file: the shared built site (or the one `site` builds:
 * its output and root), one `docsgen serve` and one Chromium per file; contexts opened by a test
 * are closed after it.
 */
export function useE2E(site?: () => Promise<{ out: string; root: string }>): E2E {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let out = '';
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const [built, launched] = await Promise.all([
      site ? site() : builtSite().then((shared) => ({ out: shared, root: repoRoot })),
      connectBrowser(),
    ]);
    out = built.out;
    browser = launched;
    server = await serve(out, built.root);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const api: E2E = {
    url: (pathname) => new URL(pathname, server!.url).href,
    get out() {
      return out;
    },
    get browser() {
      return browser!;
    },
    async open(pathname, options = {}) {
      const { init, before, hydrated = true, context: shared, ...contextOptions } = options;
      let context = shared;
      if (!context) {
        context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
        context.setDefaultTimeout(15_000);
        contexts.push(context);
      }
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      const warnings: string[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await before?.(page);
      await page.goto(api.url(pathname));
      if (hydrated) await waitHydrated(page);
      return { page, context, warnings, errors };
    },
  };
  return api;
}

/** Pathnames of the page-data.json files a page has requested so far (recorded from now on). */
export function recordPayloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/page-data.json')) seen.push(pathname);
  });
  return seen;
}

/** Sets a marker on window: it survives client navigation and disappears on a full page load. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => ((window as Window & { __marker?: boolean }).__marker = true));
}

/** Whether the marker set by setMarker is still there (no document reload since). */
export function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { __marker?: boolean }).__marker === true);
}

/**
 * Clicks the middle of a visible element with the mouse without scrolling first: Playwright's
 * click scrolls sticky elements (the navbar) "into view", which moves the page under test.
 */
export async function clickInPlace(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('clickInPlace: the element is not visible');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
