import { symlinkSync, unlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../helpers.js';
import { cleanUp, getText, makeSite, request, startServe, type ServeProcess } from './serveHelpers.js';

afterAll(cleanUp);

describe('docsgen serve: Range requests', () => {
  const site = makeSite({
    'content/docs/a.md': '# A\n\nSome text.\n',
    'static/small.txt': '0123456789abcdefghij',
    // Above the size served from memory: streamed from disk.
    'static/large.bin': Buffer.alloc(9 * 1024 * 1024, 7).toString('latin1'),
  });
  let server: ServeProcess;

  beforeAll(async () => {
    expect((await runCli(['build', '--root', site])).code).toBe(0);
    server = await startServe(['--root', site, '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('answers one range with 206 and Content-Range, and says it takes ranges', async () => {
    const whole = await request(`${server.url}small.txt`);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    for (const [range, body, contentRange] of [
      ['bytes=0-3', '0123', 'bytes 0-3/20'],
      ['bytes=18-', 'ij', 'bytes 18-19/20'],
      ['bytes=-5', 'fghij', 'bytes 15-19/20'],
      ['bytes=15-99', 'fghij', 'bytes 15-19/20'],
    ] as const) {
      const res = await request(`${server.url}small.txt`, {
        headers: { Range: range, 'Accept-Encoding': 'gzip, br' },
      });
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(contentRange);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(body);
    }
  });

  it('answers 416 to a range past the end, and the whole file to several ranges or a stale If-Range', async () => {
    const past = await request(`${server.url}small.txt`, { headers: { Range: 'bytes=20-' } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
    const several = await request(`${server.url}small.txt`, { headers: { Range: 'bytes=0-1,4-5' } });
    expect(several.status).toBe(200);
    expect(several.body.toString()).toBe('0123456789abcdefghij');
    const stale = await request(`${server.url}small.txt`, {
      headers: { Range: 'bytes=0-1', 'If-Range': '"not-this-one"' },
    });
    expect(stale.status).toBe(200);
    const etag = (await request(`${server.url}small.txt`)).headers.etag!;
    const current = await request(`${server.url}small.txt`, {
      headers: { Range: 'bytes=0-1', 'If-Range': etag },
    });
    expect(current.status).toBe(206);
  });

  it('serves a range of a large file from disk, and of a page', async () => {
    const large = await request(`${server.url}large.bin`, { headers: { Range: 'bytes=1000-1009' } });
    expect(large.status).toBe(206);
    expect(large.headers['content-range']).toBe(`bytes 1000-1009/${9 * 1024 * 1024}`);
    expect(large.body).toEqual(Buffer.alloc(10, 7));
    const page = await request(`${server.url}docs/a`, { headers: { Range: 'bytes=0-14' } });
    expect(page.status).toBe(206);
    expect(page.body.toString()).toBe('<!DOCTYPE html>');
  });
});

describe('docsgen serve --watch: what must not stop it', () => {
  const site = makeSite({
    'content/docs/a.md': '# A\n\nFirst A.\n',
    'content/docs/b.md': '# B\n\nFirst B.\n',
  });
  const docs = path.join(site, 'content/docs');
  let server: ServeProcess;

  beforeAll(async () => {
    server = await startServe(['--root', site, '--port', '0', '--watch']);
    await vi.waitFor(() => expect(server.stdout()).toContain('Built'), { timeout: 30_000 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Saves a page and waits until the server shows the text (polling: rebuilds take their time). */
  async function saveAndSee(rel: string, text: string, route: string, expected: string): Promise<void> {
    await writeFile(path.join(site, rel), text);
    await vi.waitFor(async () => expect(await getText(server.url + route)).toContain(expected), {
      timeout: 30_000,
      interval: 200,
    });
  }

  /** Resolves once a rebuild started after this call has ended, built or failed. */
  function nextOutcome(): Promise<void> {
    const [out, err] = [server.stdout().length, server.stderr().length];
    return vi.waitFor(
      () =>
        expect(server.stdout().slice(out) + server.stderr().slice(err)).toMatch(
          /^(Rebuilt in|Built in|Build failed)/m,
        ),
      { timeout: 30_000, interval: 200 },
    );
  }

  it('survives a symbolic link loop in content/ (one link, and a cycle of two) and recovers once it is gone', async () => {
    const outcome = nextOutcome();
    symlinkSync('.', path.join(docs, 'loop'));
    symlinkSync('two', path.join(docs, 'one'));
    symlinkSync('one', path.join(docs, 'two'));
    await outcome;
    // The watcher met the loop: one line at the loop's link, then serving goes on.
    await vi.waitFor(
      () => expect(server.stderr()).toMatch(/^content\/docs\/loop:1:1: cannot watch: symbolic link loop/m),
      { timeout: 30_000, interval: 200 },
    );
    expect(server.stderr().match(/^content\/docs\/loop:1:1: cannot watch/gm)).toHaveLength(1);
    expect((await request(`${server.url}docs/a`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toMatch(/^\s+at /m);

    for (const link of ['loop', 'one', 'two']) unlinkSync(path.join(docs, link));
    await saveAndSee('content/docs/a.md', '# A\n\nAfter the loop.\n', 'docs/a', 'After the loop.');
    expect(server.child.exitCode).toBeNull();
  });

  it('survives a page nested deeper than the parsers go, and recovers when it is fixed', async () => {
    const outcome = nextOutcome();
    await writeFile(path.join(docs, 'b.md'), `${'- '.repeat(1000)}x\n`);
    // Either an error shown (the overlay) or a page built: never a dead server.
    await outcome;
    expect((await request(`${server.url}docs/b`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    await saveAndSee('content/docs/b.md', '# B\n\nThird B.\n', 'docs/b', 'Third B.');
    expect(await getText(`${server.url}docs/b`)).not.toContain('id="docsgen-error-overlay"');
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toMatch(/^\s+at /m);
  });
});
