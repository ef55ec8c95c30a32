// The edit a writer sees: `docsgen serve --watch` on a built site, one page's body saved, and the
// time from the save to the reload event the server pushes to open pages (the page is written by
// then). Each save appends a paragraph to the page; the page is given back as it was at the end.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = path.join(path.dirname(fileURLToPath(import.meta.url)), '../bin/docsgen.js');

/**
 * Serves root's output (out) with `--watch`, saves file `saves` times once the server's first
 * build is done, and resolves with the milliseconds from each save to its reload event.
 */
export async function watchEdits(root, out, file, saves = 5) {
  const server = spawn(
    process.execPath,
    [bin, 'serve', '--watch', '--root', root, '--out', out, '--port', '0'],
    {
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const original = readFileSync(file, 'utf8');
  try {
    const url = await until(
      () => /^Serving .* at (http:\S+)$/m.exec(output)?.[1],
      () => output,
    );
    // The catch-up build after start (content newer than the output) ends with "Built in".
    await until(
      () => /^Built in /m.test(output),
      () => output,
    );
    const events = await eventStream(`${url}__docsgen/events`);
    const times = [];
    try {
      for (let i = 1; i <= saves; i++) {
        const reload = events.next('reload');
        const saved = performance.now();
        writeFileSync(file, `${original}\nSaved paragraph number ${i}.\n`);
        await reload;
        times.push(performance.now() - saved);
        // Let the watcher settle, so that one save's events cannot be taken for the next one's.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      events.close();
    }
    return times;
  } finally {
    writeFileSync(file, original);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** Polls until value() gives something (every 50 ms, for up to 10 minutes). */
async function until(value, context) {
  for (let waited = 0; waited < 600_000; waited += 50) {
    const got = value();
    if (got) return got;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`serve --watch did not get there:\n${context()}`);
}

/** A server-sent event stream: `next(name)` resolves with the next event of that name. */
function eventStream(url) {
  return new Promise((resolve, reject) => {
    const waiting = [];
    const request = http.get(url, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const name = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          const at = waiting.findIndex((w) => w.name === name);
          if (at >= 0) waiting.splice(at, 1)[0].resolve();
        }
      });
      resolve({
        next: (name) => new Promise((done) => waiting.push({ name, resolve: done })),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
