import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { docusaurusProjectUnder, fixtureBuild } from '../helpers.js';
import { cleanUp, getText, openEvents, request, startServe } from './serveHelpers.js';

afterAll(cleanUp);

describe("docsgen serve of a site whose baseUrl is '/project/'", () => {
  it('serves an existing output under the base: the server root redirects there, other paths name it', async () => {
    const { root, code } = await fixtureBuild('docusaurus-project-base');
    expect(code).toBe(0);
    const server = await startServe(['--root', root, '--port', '0']);
    try {
      expect(server.line).toMatch(/ at http:\/\/127\.0\.0\.1:\d+\/project\/$/);
      const page = await request(`${server.url}project/guide/intro`);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('data-base="/project/"');
      const payload = await request(`${server.url}project/guide/intro/page-data.json`);
      expect(JSON.parse(payload.body.toString())).toMatchObject({ route: '/project/guide/intro' });
      // Redirects stay under the base: to the route's own spelling, and to the base from outside it.
      for (const [from, to] of [
        ['project/guide/intro/', '/project/guide/intro'],
        ['project/guide/intro.html?x=1', '/project/guide/intro?x=1'],
        ['', '/project/'],
        ['project', '/project/'],
      ]) {
        const moved = await request(`${server.url}${from}`);
        expect([from, moved.status, moved.headers.location]).toEqual([from, 301, to]);
      }
      const missing = await request(`${server.url}project/guide/missing`);
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('data-base="/project/"');
      const outside = await request(`${server.url}guide/intro`);
      expect(outside.status).toBe(404);
      expect(outside.body.toString()).toContain('<a href="/project/">/project/</a>');
    } finally {
      await server.stop();
    }
  });

  it('makes pages on demand under the base during its first build, and reloads them from under it', async () => {
    const root = docusaurusProjectUnder('/project/');
    const server = await startServe(['--root', root, '--port', '0', '--watch']);
    try {
      expect(server.line).toMatch(/\/project\/$/);
      const early = await request(`${server.url}project/guide/intro`);
      expect(early.status).toBe(200);
      expect(early.body.toString()).toContain('data-base="/project/"');
      expect((await request(`${server.url}guide/intro`)).status).toBe(404);
      // The dev client asks for its events under the base, as for everything else.
      expect(early.body.toString()).toContain(
        `(root.getAttribute('data-base') || '/').slice(0, -1) + "/__docsgen/events"`,
      );
      const events = await openEvents(`${server.url}project/`);
      try {
        await vi.waitFor(() => expect(server.stdout()).toContain('Built'), { timeout: 30_000 });
        await events.quiet(300);
        const reload = events.next('reload', 30_000);
        await writeFile(path.join(root, 'docs/intro.md'), '# Introduction\n\nEdited under the base.\n');
        await reload;
        expect(await getText(`${server.url}project/guide/intro`)).toContain('Edited under the base.');
      } finally {
        events.close();
      }
    } finally {
      await server.stop();
    }
  });
});
