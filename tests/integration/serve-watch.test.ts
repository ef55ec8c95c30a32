import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../helpers.js';
import { readRecord } from '../../src/node/output/outputFiles.js';
import {
  getText,
  makeSite,
  openEvents,
  request,
  startServe,
  cleanUp,
  writeFiles,
  type EventStream,
  type ServeProcess,
} from './serveHelpers.js';

const OVERLAY = 'id="docsgen-error-overlay"';

const site = makeSite({
  'content/pages/index.md': '# Home\n\nWelcome home.\n',
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\n# Intro\n\nFirst version of the intro.\n',
  'content/docs/x.md': '---\ntitle: X\n---\n\n# X\n\nThe x page.\n',
});

let server: ServeProcess;
let events: EventStream;

beforeAll(async () => {
  server = await startServe(['--root', site, '--port', '0', '--watch']);
  events = await openEvents(server.url);
  // Serving starts before the first build ends: these tests are about the rebuilds after it.
  await vi.waitFor(() => expect(server.stdout()).toContain('Built'), { timeout: 20_000 });
});

afterAll(async () => {
  events?.close();
  await server?.stop();
  await cleanUp();
});

/** Writes a site file and resolves with the next event of that name (subscribed before writing). */
async function change(event: string, act: () => Promise<void>): Promise<{ data: Record<string, unknown> }> {
  // Let the previous test's rebuilds finish, so their events cannot be taken for this one's.
  await events.quiet();
  const next = events.next(event);
  await act();
  return { data: JSON.parse((await next).data) as Record<string, unknown> };
}

const write = (rel: string, content: string) => () => writeFile(path.join(site, rel), content);

describe('docsgen serve --watch', () => {
  it('injects the live-reload client into served HTML and says hello on the event stream', async () => {
    const html = await getText(`${server.url}docs/intro`);
    expect(html).toContain('/__docsgen/events');
    expect(html).not.toContain(OVERLAY);
    const hello = JSON.parse(events.events[0]?.data ?? '{}') as { build?: string; overlay?: unknown };
    expect(hello.build).toMatch(/\S/);
    expect(hello.overlay).toBeNull();
    expect(html).toContain(JSON.stringify(hello.build));
    // Payloads for the client router stay untouched.
    expect(await getText(`${server.url}docs/intro/page-data.json`)).not.toContain('__docsgen');
  });

  it('rebuilds on an edit, pushes a reload and serves the new page', async () => {
    const { data } = await change(
      'reload',
      write('content/docs/intro.md', '---\ntitle: Intro\n---\n\n# Intro\n\nSecond version of the intro.\n'),
    );
    expect(data.build).toMatch(/\S/);
    const html = await getText(`${server.url}docs/intro`);
    expect(html).toContain('Second version of the intro.');
    expect(html).toContain(JSON.stringify(data.build));
    expect(server.stdout()).toMatch(/^Rebuilt in .* \(content\/docs\/intro\.md\)$/m);
  });

  it('does not rebuild for its own output: one edit, one reload', async () => {
    await change('reload', write('content/docs/intro.md', '# Intro\n\nThird version.\n'));
    const before = events.events.length;
    await sleep(800);
    expect(events.events.slice(before).map((e) => e.event)).toEqual([]);
  });

  it('shows a content error in the terminal and in every page, and keeps serving', async () => {
    const { data } = await change(
      'build-error',
      write('content/docs/x.md', '---\ntitle: [unclosed\n---\n\n# X\n\nThe x page.\n'),
    );
    const problems = data.problems as { message: string; frame?: string }[];
    const message = problems[0]?.message ?? '';
    expect(message).toMatch(/^content\/docs\/x\.md:2:\d+: invalid front matter/);
    expect(String(data.overlay)).toContain(OVERLAY);
    expect(String(data.overlay)).toContain('role="alert"');

    // Terminal: the same line, then a code frame pointing at the line.
    await expect.poll(() => server.stderr()).toContain(message);
    expect(server.stderr()).toMatch(/^>\s+2 \| title: \[unclosed$/m);
    expect(server.stderr()).not.toMatch(/^\s+at /m);

    // Still serving the last good build, with the overlay in every page served meanwhile.
    for (const p of ['', 'docs/intro', 'docs/x', 'nope']) {
      const html = await getText(server.url + p);
      expect(html).toContain(OVERLAY);
      expect(html).toContain(message);
    }
    expect((await request(`${server.url}docs/intro`)).status).toBe(200);

    // A page that connects now learns about the error in its hello.
    const late = await openEvents(server.url);
    try {
      expect(JSON.parse(late.events[0]?.data ?? '{}').overlay).toContain(message);
    } finally {
      late.close();
    }
  });

  it('clears the error with the next good save', async () => {
    await change(
      'reload',
      write('content/docs/x.md', '---\ntitle: X fixed\n---\n\n# X fixed\n\nThe x page.\n'),
    );
    const html = await getText(`${server.url}docs/x`);
    expect(html).not.toContain(OVERLAY);
    expect(html).toContain('X fixed');
  });

  it('shows a page replaced by a named pipe as a content error, keeps serving, and recovers', async () => {
    const page = path.join(site, 'content/docs/pipe.md');
    await writeFile(page, '# Pipe\n\nA page for now.\n');
    await change('build-error', async () => {
      await rm(page);
      execFileSync('mkfifo', [page]);
    });
    await expect
      .poll(() => server.stderr())
      .toContain('content/docs/pipe.md:1:1: cannot read: a named pipe (FIFO), not a regular file');
    expect((await request(`${server.url}docs/intro`)).status).toBe(200);
    // Removed, the site builds again; then the page comes back.
    await change('reload', () => rm(page));
    await change('reload', () => writeFile(page, '# Pipe\n\nA page again.\n'));
    expect(await getText(`${server.url}docs/pipe`)).toContain('A page again.');
  });

  it('picks up an added file', async () => {
    expect((await request(`${server.url}docs/added`)).status).toBe(404);
    await change('reload', write('content/docs/added.md', '# Added\n\nA new page.\n'));
    await expect
      .poll(async () => (await request(`${server.url}docs/added`)).body.toString(), { timeout: 10_000 })
      .toContain('A new page.');
  });

  it('picks up a renamed file', async () => {
    await change('reload', () =>
      rename(path.join(site, 'content/docs/added.md'), path.join(site, 'content/docs/renamed.md')),
    );
    // A rename may arrive as two batches (unlink, then add): wait until the output settles.
    await expect
      .poll(async () => (await request(`${server.url}docs/renamed`)).status, { timeout: 10_000 })
      .toBe(200);
    await expect
      .poll(async () => (await request(`${server.url}docs/added`)).status, { timeout: 10_000 })
      .toBe(404);
  });

  it('picks up a deleted file', async () => {
    await change('reload', () => rm(path.join(site, 'content/docs/renamed.md')));
    await expect
      .poll(async () => (await request(`${server.url}docs/renamed`)).status, { timeout: 10_000 })
      .toBe(404);
  });

  it('rebuilds for static files and folders created after startup', async () => {
    await change('reload', async () => writeFiles(site, { 'static/files/note.txt': 'a note\n' }));
    // New folders are scanned by the watcher after they appear: the file may come in a second batch.
    await expect
      .poll(async () => (await request(`${server.url}files/note.txt`)).body.toString(), { timeout: 10_000 })
      .toBe('a note\n');
  });

  it('shows a config error with its file and recovers', async () => {
    const { data } = await change('build-error', async () =>
      writeFiles(site, { 'config/site.ts': 'export default { title: 42 };\n' }),
    );
    const problems = data.problems as { message: string }[];
    expect(problems[0]?.message).toMatch(/^config\/site\.ts:\d+:\d+: /);
    expect(await getText(`${server.url}docs/intro`)).toContain(OVERLAY);
    await change('reload', write('config/site.ts', "export default { title: 'Watched' };\n"));
    const html = await getText(`${server.url}docs/intro`);
    expect(html).not.toContain(OVERLAY);
    expect(html).toContain('Watched');
  });

  it('stops cleanly with exit 0 when signalled during a rebuild, leaving no staging folder', async () => {
    const out = path.join(site, 'busy-build');
    const other = await startServe(['--root', site, '--out', out, '--port', '0', '--watch']);
    await writeFile(path.join(site, 'content/docs/intro.md'), '# Intro\n\nSignalled mid-rebuild.\n');
    await sleep(60); // past the debounce: the rebuild is (most likely) running now
    expect(await other.stop('SIGTERM')).toBe(0);
    expect(readdirSync(site).filter((name) => name.startsWith('busy-build.'))).toEqual([]);
  });

  it('stops cleanly with exit 0 while pages are connected', async () => {
    // Its own output folder, so it cannot disturb the server above.
    const other = await startServe([
      '--root',
      site,
      '--out',
      path.join(site, 'other-build'),
      '--port',
      '0',
      '--watch',
    ]);
    const stream = await openEvents(other.url);
    try {
      expect(await other.stop('SIGINT')).toBe(0);
    } finally {
      stream.close();
    }
  });
});

describe('docsgen serve --watch at startup', () => {
  it('keeps running when the first build fails, shows the overlay, and recovers', async () => {
    const broken = makeSite({ 'content/docs/x.md': '---\ntitle: [unclosed\n---\n\n# X\n' });
    const other = await startServe(['--root', broken, '--port', '0', '--watch']);
    const stream = await openEvents(other.url);
    try {
      // The server is up before its first build ends; the build's error follows.
      await vi.waitFor(
        () => expect(other.stderr()).toMatch(/^content\/docs\/x\.md:2:\d+: invalid front matter/m),
        {
          timeout: 20_000,
        },
      );
      const res = await request(`${other.url}docs/x`);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toContain(OVERLAY);
      expect(res.body.toString()).toContain('content/docs/x.md:2:');
      const reload = stream.next('reload');
      await writeFile(path.join(broken, 'content/docs/x.md'), '---\ntitle: X\n---\n\n# X\n\nNow fine.\n');
      await reload;
      const fixed = await request(`${other.url}docs/x`);
      expect(fixed.status).toBe(200);
      expect(fixed.body.toString()).not.toContain(OVERLAY);
    } finally {
      stream.close();
      await other.stop();
    }
  });

  it('serves pages on demand while its first build runs, the same as the built ones', async () => {
    const fresh = makeSite({
      'content/docs/a.md': '# A\n\nMade on demand.\n\n```js\nconst x = 1;\n```\n',
      'content/docs/b.mdx': '# B\n\nexport const n = 2;\n\nTwo is {n}.\n',
    });
    const other = await startServe(['--root', fresh, '--port', '0', '--watch']);
    try {
      const early = await request(`${other.url}docs/a`);
      // The build gives way to the first page, so this one cannot have come from its output.
      expect(other.stdout()).not.toContain('Built');
      const earlyMdx = await request(`${other.url}docs/b`);
      const earlyData = await request(`${other.url}docs/a/page-data.json`);
      expect([early.status, earlyMdx.status, earlyData.status]).toEqual([200, 200, 200]);
      expect(early.body.toString()).toContain('Made on demand.');
      await vi.waitFor(() => expect(other.stdout()).toContain('Built'), { timeout: 20_000 });
      expect(early.body.toString()).toBe((await request(`${other.url}docs/a`)).body.toString());
      expect(earlyMdx.body.toString()).toBe((await request(`${other.url}docs/b`)).body.toString());
      expect(earlyData.body.toString()).toBe(
        (await request(`${other.url}docs/a/page-data.json`)).body.toString(),
      );
    } finally {
      await other.stop();
    }
  });

  it('serves an existing output at once and catches up when it is older than the content', async () => {
    const stale = makeSite({ 'content/docs/a.md': '# A\n\nOld text.\n' });
    expect((await runCli(['build', '--root', stale])).code).toBe(0);
    await writeFile(path.join(stale, 'content/docs/a.md'), '# A\n\nNew text.\n');
    const other = await startServe(['--root', stale, '--port', '0', '--watch']);
    const stream = await openEvents(other.url);
    try {
      // Served before the catch-up build (no "Built" line before "Serving").
      expect(other.stdout().indexOf('Built')).toBe(-1);
      await expect
        .poll(async () => (await request(`${other.url}docs/a`)).body.toString(), { timeout: 20_000 })
        .toContain('New text.');
      // The catch-up build is reported after the Serving line (its reload may precede our stream,
      // whose hello then carries the new build id: pages compare ids and reload on their own).
      await expect
        .poll(() => other.stdout(), { timeout: 20_000 })
        .toMatch(/^Serving .*\n(?:.*\n)*Built in /m);
    } finally {
      stream.close();
      await other.stop();
    }
  });
});

describe('docsgen serve --watch in a Docusaurus repository', () => {
  it('applies an edit of a page body in place, without a full build', async () => {
    const repo = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'Repo', url: 'https://example.test', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n",
      'docs/intro.md': '---\ntitle: Intro\n---\n\nThe first words.\n',
      'docs/other.md': '# Other\n\nAnother page.\n',
    });
    const other = await startServe(['--root', repo, '--port', '0', '--watch']);
    const stream = await openEvents(other.url);
    try {
      await vi.waitFor(() => expect(other.stdout()).toMatch(/^Built in /m), { timeout: 20_000 });
      // A build records each route of its output under its key; a page updated in place is left
      // out of the record (the next build renders it), the others stay.
      const routes = (): Set<string> =>
        new Set(
          readRecord(
            path.join(repo, 'node_modules/.cache/docsgen/output.jsonl'),
            path.join(repo, 'build'),
          )?.routes.keys(),
        );
      expect(routes()).toContain('/docs/intro');
      const reload = stream.next('reload');
      await writeFile(path.join(repo, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nThe second words.\n');
      await reload;
      expect(await getText(`${other.url}docs/intro`)).toContain('The second words.');
      expect(routes()).not.toContain('/docs/intro');
      expect(routes()).toContain('/docs/other');
    } finally {
      stream.close();
      await other.stop();
    }
  });
});
