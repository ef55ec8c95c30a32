import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers.js';
import { makeSite, rawRequest, request, startServe, cleanUp, type ServeProcess } from './serveHelpers.js';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-OUTPUT';
const longText = Array.from(
  { length: 80 },
  (_, i) => `Paragraph ${i} about serving static files with care.`,
).join('\n\n');

const site = makeSite({
  'content/pages/index.md': '# Home\n\nWelcome home.\n',
  'content/docs/intro.md': `---\ntitle: Intro\n---\n\n# Intro\n\n${longText}\n`,
  'content/docs/guide/setup.md': '# Setup\n\nSet it up.\n',
  'content/pages/icons/index.md': '# Icons\n\nAll the icons.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  'static/robots.txt': 'User-agent: *\n',
  'static/data.json': JSON.stringify({
    items: Array.from({ length: 100 }, (_, i) => ({ i, name: `item ${i}` })),
  }),
  'static/legacy.html': '<!DOCTYPE html><title>Legacy</title><p>static html</p>',
  'secret.txt': SECRET,
});
const out = path.join(site, 'build');

let server: ServeProcess;
let assets: { css: string; js: string };

beforeAll(async () => {
  // No build/ yet: serve must build first.
  server = await startServe(['--root', site, '--port', '0']);
  const css = readdirSync(path.join(out, 'assets/css'))[0];
  const js = readdirSync(path.join(out, 'assets/js'))[0];
  if (!css || !js) throw new Error('the build wrote no hashed CSS or JS');
  assets = { css: `/assets/css/${css}`, js: `/assets/js/${js}` };
  // A symlink inside the output that points outside it must not be followed.
  symlinkSync(path.join(site, 'secret.txt'), path.join(out, 'escape.txt'));
});

afterAll(async () => {
  await server?.stop();
  await cleanUp();
});

const get = (p: string, headers?: Record<string, string>) =>
  request(server.url + p.replace(/^\//, ''), { headers });

describe('docsgen serve: startup', () => {
  it('builds when there is no output, then prints one Serving line with the real port', () => {
    expect(existsSync(path.join(out, 'docs/intro/index.html'))).toBe(true);
    expect(server.port).toBeGreaterThan(0);
    expect(server.stdout().match(/^Serving /gm)).toHaveLength(1);
    // The child runs in the repo root, so the folder is named relative to it.
    expect(server.line).toBe(`Serving ${path.relative(repoRoot, out)}/ at ${server.url}`);
    expect(server.stdout()).toMatch(/^Built in /m);
  });
});

describe('docsgen serve: routes', () => {
  it.each(['/', '/docs/intro', '/docs/guide/setup', '/icons/', '/docs/intro?utm=1'])(
    '200 for the route %s',
    async (p) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );

  it('serves the HTML file generated for the route', async () => {
    expect((await get('/docs/intro')).body.toString()).toBe(
      readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8'),
    );
  });

  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/icons', '/icons/'],
    ['/icons/index.html', '/icons/'],
    ['/icons.html', '/icons/'],
    ['/index.html', '/'],
    ['/docs/guide/setup/?q=1', '/docs/guide/setup?q=1'],
  ])('301 from %s to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    '/docs/Intro',
    '/DOCS/intro',
    '/nope',
    '/docs/intro/extra',
    '/docs/nope.html',
    '/assets/',
    '/assets',
    '/img/',
    '/img',
    '/docs/intro.htm',
  ])('404 with the not-found page for %s (strict, case-sensitive, no listings)', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe(readFileSync(path.join(out, '404.html'), 'utf8'));
  });

  it('serves static files as they are, including a static .html file', async () => {
    expect((await get('/robots.txt')).body.toString()).toBe('User-agent: *\n');
    const legacy = await get('/legacy.html');
    expect(legacy.status).toBe(200);
    expect(legacy.body.toString()).toContain('static html');
  });

  it('answers HEAD like GET without a body', async () => {
    const [head, full] = await Promise.all([
      request(`${server.url}docs/intro`, { method: 'HEAD' }),
      get('/docs/intro'),
    ]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
    expect((await request(`${server.url}nope`, { method: 'HEAD' })).status).toBe(404);
  });

  it('refuses other methods', async () => {
    const res = await request(`${server.url}docs/intro`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('docsgen serve: nothing outside the output folder', () => {
  const attempts = [
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/docs\\..\\..\\secret.txt',
    '/secret.txt%00.html',
    '/%00/../secret.txt',
    '/%252e%252e/secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '//secret.txt',
    '/./secret.txt',
    '/escape.txt',
    'secret.txt',
    `http://127.0.0.1/../secret.txt`,
  ];
  it.each(attempts)('%s gets 400 or 404 and never the file', async (target) => {
    const res = await rawRequest(server.port, target);
    expect([400, 404]).toContain(res.status);
    expect(res.body.toString('latin1')).not.toContain(SECRET);
  });
});

describe('docsgen serve: headers', () => {
  it.each([
    ['/docs/intro', 'text/html; charset=utf-8'],
    ['/docs/intro/page-data.json', 'application/json'],
    ['/img/logo.svg', 'image/svg+xml'],
    ['/sitemap.xml', 'application/xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/docs/intro.md', 'text/plain; charset=utf-8'],
    ['/data.json', 'application/json'],
  ])('%s is %s', async (p, type) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('types and caches hashed CSS and JS forever', async () => {
    const css = await get(assets.css);
    const js = await get(assets.js);
    expect(css.headers['content-type']).toBe('text/css');
    expect(js.headers['content-type']).toBe('text/javascript');
    for (const res of [css, js])
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes HTML, payloads and unhashed files revalidate', async () => {
    for (const p of [
      '/docs/intro',
      '/',
      '/docs/intro/page-data.json',
      '/img/logo.svg',
      '/sitemap.xml',
      '/nope',
    ]) {
      expect((await get(p)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends an ETag and 304 for a matching If-None-Match', async () => {
    const first = await get('/docs/intro');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/docs/intro', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get('/docs/intro', { 'If-None-Match': '"stale"' })).status).toBe(200);
    expect(
      (await get(assets.css, { 'If-None-Match': (await get(assets.css)).headers.etag ?? '' })).status,
    ).toBe(304);
  });

  it('gzips text when asked, with Vary and the same content', async () => {
    const plain = await get('/docs/intro');
    const gz = await get('/docs/intro', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gz.headers['content-length']).toBe(String(gz.body.length));
    expect(gz.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // An encoded representation has its own ETag, and If-None-Match still matches it.
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await get('/docs/intro', { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag ?? '' }))
        .status,
    ).toBe(304);
  });

  it('prefers brotli, honours q-values and leaves small or binary-ish bodies alone', async () => {
    const plain = await get(assets.js);
    const br = await get(assets.js, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect((await get(assets.js, { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await get(assets.js, { 'Accept-Encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
    expect(
      (await get('/robots.txt', { 'Accept-Encoding': 'gzip' })).headers['content-encoding'],
    ).toBeUndefined();
    expect((await get('/data.json', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('does not inject the live-reload client without --watch', async () => {
    expect((await get('/docs/intro')).body.toString()).not.toContain('__docsgen');
    expect((await get('/__docsgen/events')).status).toBe(404);
  });
});

describe('docsgen serve: process', () => {
  it('exits 1 with one clear line when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const attempt = startServe(['--root', site, '--port', String(port)]);
      const error = await attempt.then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(/exited with 1 before printing/);
      const stderr = error?.message.split('stderr:\n')[1] ?? '';
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(`port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('stops cleanly with exit 0 on %s', async (signal) => {
    const other = await startServe(['--root', site, '--port', '0']);
    expect(await other.stop(signal)).toBe(0);
    expect(other.stderr()).toBe('');
  });

  it('serves another output folder given by --out and names it in the Serving line', async () => {
    const other = await startServe(['--root', site, '--out', out, '--port', '0']);
    try {
      expect(other.line).toBe(`Serving ${path.relative(repoRoot, out)}/ at ${other.url}`);
      expect((await request(`${other.url}docs/intro`)).status).toBe(200);
    } finally {
      await other.stop();
    }
  });

  it('exits 1 with file:line:col when the first build fails', async () => {
    const broken = makeSite({ 'content/docs/x.md': '---\ntitle: [unclosed\n---\n\n# X\n' });
    const result = await runCli(['serve', '--root', broken, '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^content\/docs\/x\.md:2:\d+: invalid front matter/m);
    expect(result.stdout).not.toContain('Serving');
  });

  it('exits 1 with one line for a missing site root', async () => {
    const result = await runCli(['serve', '--root', path.join(site, 'missing'), '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('site root not found');
  });
});
