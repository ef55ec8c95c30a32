import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import { startServe, writeFiles } from './serveHelpers.js';

/** A site root in a folder of its own (so that anything written beside it can be seen), holding `files`. */
function makeRoot(files: Record<string, string>): { root: string; parent: string } {
  const parent = mkdtempSync(path.join(tmpdir(), 'docsgen-hostile-'));
  const root = path.join(parent, 'site');
  writeFiles(root, { 'content/docs/intro.md': '# Intro\n\nHello.\n', ...files });
  return { root, parent };
}

/** Every stderr line is located (`file:line:col: …`, file relative to the root) or the summary; no stack trace. */
function expectLocated(stderr: string): void {
  for (const line of stderr.trim().split('\n').filter(Boolean)) {
    expect(line).toMatch(/^(?:content\/[^:]+:\d+:\d+: .+|Build failed with \d+ errors?\.)$/);
  }
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('a slug that climbs', () => {
  it('stays under its section, as Docusaurus resolves it, and writes nothing outside the output', async () => {
    const { root, parent } = makeRoot({
      'content/docs/esc.md': '---\nslug: ../../../../ESC\n---\n# Esc\n',
      'content/docs/enc.md': '---\nslug: /%2e%2e/%2E%2E/ENC\n---\n# Enc\n',
      'content/docs/back.md': '---\nslug: ..\\..\\BACK\n---\n# Back\n',
      'content/blog/2025-01-01-post.md': '---\nslug: ../../../POST\n---\n# Post\n',
    });
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readdirSync(parent)).toEqual(['site']);
    expect(readdirSync(root).sort()).toEqual(['build', 'content']);
    for (const page of ['docs/ESC', 'docs/ENC', 'docs/BACK', 'blog/POST'])
      expect(existsSync(path.join(root, 'build', page, 'index.html'))).toBe(true);
    const check = await runCli(['check', '--root', root]);
    expect(check.code).toBe(0);
  });
});

describe('file names with # ? and %', () => {
  it('get encoded routes and links that resolve, in the build, the server and check', async () => {
    const { root } = makeRoot({
      'content/docs/intro.md': '# Intro\n\n[h](./hash%23tag.md) [q](./q%3Fmark.md) [p](./pct%2520x.md)\n',
      'content/docs/hash#tag.md': '# Hash\n',
      'content/docs/q?mark.md': '# Question\n',
      'content/docs/pct%20x.md': '# Percent\n',
    });
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(0);
    const html = readFileSync(path.join(root, 'build/docs/intro/index.html'), 'utf8');
    const hrefs = ['/docs/hash%23tag', '/docs/q%3Fmark', '/docs/pct%2520x'];
    // In the page's links and in the sidebar.
    for (const href of hrefs) expect(html.split(`href="${href}"`).length - 1).toBeGreaterThanOrEqual(2);
    expect((await runCli(['check', '--root', root])).code).toBe(0);
    const server = await startServe(['--root', root, '--port', '0']);
    try {
      for (const href of hrefs) {
        const page = await fetch(new URL(href, server.url));
        expect(page.status).toBe(200);
        expect((await fetch(new URL(`${href}/page-data.json`, server.url))).status).toBe(200);
      }
    } finally {
      await server.stop();
    }
  });
});

describe('files that cannot be pages', () => {
  it('are errors at file:1:1, all in one run, and the previous output stays', async () => {
    const { root } = makeRoot({});
    expect((await runCli(['build', '--root', root, '--no-cache'])).code).toBe(0);
    const before = readFileSync(path.join(root, 'build/docs/intro/index.html'), 'utf8');
    execFileSync('mkfifo', [path.join(root, 'content/docs/pipe.md')]);
    symlinkSync('nowhere.md', path.join(root, 'content/docs/dangling.md'));
    writeFileSync(path.join(root, 'content/docs/huge.md'), Buffer.alloc(17 * 2 ** 20, 'a'));
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(1);
    expectLocated(result.stderr);
    expect(result.stderr).toContain('content/docs/pipe.md:1:1: cannot read: a named pipe (FIFO)');
    expect(result.stderr).toContain('content/docs/dangling.md:1:1: cannot read: no such file');
    expect(result.stderr).toContain(
      'content/docs/huge.md:1:1: cannot read: 17.0 MiB is over the 16 MiB limit',
    );
    expect(readFileSync(path.join(root, 'build/docs/intro/index.html'), 'utf8')).toBe(before);
  });
});

describe('symbolic links', () => {
  it('are skipped with a warning when they lead outside the site root or in a loop; inside, followed', async () => {
    const { root, parent } = makeRoot({
      'shared/inside.md': '# Inside\n',
      'content/docs/pic.md': '# Pic\n\n![secret](../../../secret.png)\n',
    });
    writeFileSync(path.join(parent, 'secret.md'), '# Secret\n\nThe password.\n');
    writeFileSync(path.join(parent, 'secret.png'), 'not for publishing');
    mkdirSync(path.join(root, 'content/docs/sub'));
    symlinkSync(path.join(parent, 'secret.md'), path.join(root, 'content/docs/secret.md'));
    symlinkSync('/dev/zero', path.join(root, 'content/docs/zero.md'));
    symlinkSync('..', path.join(root, 'content/docs/sub/loop'));
    symlinkSync('l2', path.join(root, 'content/docs/l1'));
    symlinkSync('l1', path.join(root, 'content/docs/l2'));
    symlinkSync('../../shared/inside.md', path.join(root, 'content/docs/inside.md'));
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(0);
    expect(result.stderr.trim().split('\n').sort()).toEqual([
      'content/docs/l1:1:1: warning: symbolic link loop; skipped',
      'content/docs/l2:1:1: warning: symbolic link loop; skipped',
      `content/docs/secret.md:1:1: warning: symbolic link to ${path.join(parent, 'secret.md')}, outside the site root: not published; skipped`,
      'content/docs/sub/loop:1:1: warning: symbolic link loop (to a folder it is in); skipped',
      'content/docs/zero.md:1:1: warning: symbolic link to /dev/zero, outside the site root: not published; skipped',
    ]);
    expect(existsSync(path.join(root, 'build/docs/inside/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/docs/secret'))).toBe(false);
    for (const file of readdirSync(path.join(root, 'build'), { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const text = readFileSync(path.join(file.parentPath, file.name), 'utf8');
      expect(text).not.toMatch(/password|not for publishing/);
    }
  });
});

describe('markup nested without end', () => {
  it('builds, keeping what is deeper than the limit as text, with a warning at its place', async () => {
    const { root } = makeRoot({
      'content/docs/list.md': `# List\n\n${'- '.repeat(10_000)}x\n`,
      'content/docs/emphasis.md': `# Emphasis\n\n${'*a '.repeat(4000)}x${' b*'.repeat(4000)}\n`,
      'content/docs/divs.md': `# Divs\n\n${'<div>'.repeat(4000)}x${'</div>'.repeat(4000)}\n`,
      'content/docs/admonitions.md': `# Admonitions\n\n${':::note\n'.repeat(1000)}x\n${':::\n'.repeat(1000)}`,
    });
    const result = await runCli(['build', '--root', root, '--no-cache']);
    expect(result.code).toBe(0);
    expect(result.stderr.trim().split('\n').sort()).toEqual([
      'content/docs/admonitions.md:35:1: warning: nested over 32 levels deep: the markup deeper is kept as text',
      'content/docs/divs.md:3:1281: warning: nested over 256 levels deep: the markup deeper is kept as text',
      'content/docs/emphasis.md:3:97: warning: nested over 32 levels deep: the markup deeper is kept as text',
      'content/docs/list.md:3:65: warning: nested over 32 levels deep: the markup deeper is kept as text',
    ]);
    expect(readFileSync(path.join(root, 'build/docs/list/index.html'), 'utf8')).toContain('- - - x');
  });
});
