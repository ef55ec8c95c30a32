// The edit a writer sees: `docsgen serve --watch` on a site, one page's body saved, and the time
// from the save to the reload event the server pushes to open pages (the page is written by then).
// Used by bench/build.js (on a built corpus) and bench/serve-load.js (on a fresh copy).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(repo, 'bin/docsgen.js');

/** Starts `docsgen serve` and resolves with its URL once it prints it, and what it has printed so far. */
export function startServe(serveArgs) {
  const child = spawn(process.execPath, [cli, 'serve', ...serveArgs, '--port', '0'], {
    cwd: repo,
    env: { ...process.env, CI: '1' },
  });
  let out = '';
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const url = /^Serving .* at (http:\/\/\S+)$/m.exec(out)?.[1];
      if (url) resolve({ child, url, output: () => out });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${out}`)));
  });
}

/** Stops a server started by startServe. */
export function stopServe(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Opens the live-reload stream; `next()` resolves at the next `reload` event with its arrival time. */
export function openEvents(url) {
  return new Promise((resolve, reject) => {
    let waiter;
    let buffer = '';
    const req = http.get(new URL('__docsgen/events', url), (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: hello')) resolve(stream);
          if (block.includes('event: build-error')) waiter?.reject(new Error(`build error: ${block}`));
          if (block.includes('event: reload')) waiter?.resolve(performance.now());
        }
      });
    });
    req.on('error', reject);
    const stream = {
      next: () => new Promise((res, rej) => (waiter = { resolve: res, reject: rej })),
      close: () => req.destroy(),
    };
  });
}

/**
 * Saves `file` `saves` times (each appends a paragraph to its text) with the live-reload stream
 * `events` open, and resolves with the milliseconds from each save to its reload. The file is given
 * back as it was at the end.
 */
export async function timeSaves(events, file, saves) {
  const original = readFileSync(file, 'utf8');
  const times = [];
  try {
    for (let i = 1; i <= saves; i++) {
      const next = events.next();
      const saved = performance.now();
      writeFileSync(file, `${original}\nSaved paragraph number ${i}.\n`);
      times.push((await next) - saved);
      // Let the server settle, as an author does between saves.
      await sleep(300);
    }
  } finally {
    writeFileSync(file, original);
  }
  return times;
}

/**
 * Serves root's output (out) with `--watch`, saves file `saves` times once the server's first
 * build is done, and resolves with the milliseconds from each save to its reload event.
 */
export async function watchEdits(root, out, file, saves = 5) {
  const { child, url, output } = await startServe(['--watch', '--root', root, '--out', out]);
  try {
    // The catch-up build after start (content newer than the output) ends with "Built in".
    while (!/^Built in /m.test(output())) await sleep(50);
    const events = await openEvents(url);
    try {
      return await timeSaves(events, file, saves);
    } finally {
      events.close();
    }
  } finally {
    await stopServe(child);
  }
}
