import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cliPath, repoRoot } from '../helpers.js';

const sites: string[] = [];

/** Writes a site root into a fresh temp folder: `files` maps root-relative paths to contents. */
export function makeSite(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-serve-'));
  sites.push(root);
  writeFiles(root, files);
  return root;
}

/** Writes files (root-relative paths) under root, creating folders. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  }
}

/** A running `docsgen serve` child process. */
export interface ServeProcess {
  child: ChildProcess;
  /** Origin with a trailing slash, as printed: http://127.0.0.1:PORT/ */
  url: string;
  port: number;
  /** The whole `Serving …` line. */
  line: string;
  stdout(): string;
  stderr(): string;
  /** Sends a signal and resolves with the exit code (null if killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Starts `docsgen serve <args>` and resolves once it printed its URL. */
export function startServe(args: string[], timeoutMs = 60_000): Promise<ServeProcess> {
  const child = spawn(process.execPath, [cliPath, 'serve', ...args], {
    cwd: repoRoot,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not start in ${timeoutMs} ms\nstdout:\n${out}\nstderr:\n${err}`));
    }, timeoutMs);
    const onData = (): void => {
      const match = /^Serving .*? at (http:\/\/127\.0\.0\.1:(\d+)\/)\S*$/m.exec(out);
      if (!match?.[1] || !match[2]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        child,
        url: match[1],
        port: Number(match[2]),
        line: match[0],
        stdout: () => out,
        stderr: () => err,
        stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(
        new Error(`serve exited with ${code} before printing its URL\nstdout:\n${out}\nstderr:\n${err}`),
      );
    });
  });
}

/** Kills every serve process a test file started and did not stop, then removes its temp sites (for afterAll). */
export async function cleanUp(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  for (const root of sites.splice(0)) rmSync(root, { recursive: true, force: true });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends a request line verbatim over a socket, so no client normalises or re-encodes the path. */
export function rawRequest(port: number, target: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1]);
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers, body: all.subarray(split + 4) });
    });
  });
}

/** One HTTP request with node:http: no redirect following, no decompression. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** GETs a page and returns its body as text (asserting nothing). */
export async function getText(url: string): Promise<string> {
  return (await request(url)).body.toString('utf8');
}

export interface SseEvent {
  event: string;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

/** A connected `/__docsgen/events` stream. */
export interface EventStream {
  events: SseEvent[];
  /** The first event named `name` that arrives after this call. */
  next(name: string, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once no event has arrived for `ms` (a change can rebuild in more than one batch). */
  quiet(ms?: number): Promise<void>;
  close(): void;
}

/** Opens the live-reload event stream and resolves once its `hello` arrived. */
export function openEvents(baseUrl: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    const waiters: { name: string; from: number; resolve: (e: SseEvent) => void }[] = [];
    let buffer = '';
    const req = http.get(new URL('__docsgen/events', baseUrl), { agent: false }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`event stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (!data.length) continue;
          const e = { event, data: data.join('\n'), at: performance.now() };
          events.push(e);
          if (event === 'hello' && events.length === 1) resolve(stream);
          for (const w of [...waiters]) {
            if (w.name === event && events.length > w.from) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(e);
            }
          }
        }
      });
    });
    req.on('error', reject);
    const stream: EventStream = {
      events,
      next(name, timeoutMs = 20_000) {
        return new Promise((res, rej) => {
          const waiter = { name, from: events.length, resolve: res };
          waiters.push(waiter);
          setTimeout(() => {
            if (!waiters.includes(waiter)) return;
            waiters.splice(waiters.indexOf(waiter), 1);
            rej(
              new Error(
                `no "${name}" event within ${timeoutMs} ms; got: ${events.map((e) => e.event).join(', ')}`,
              ),
            );
          }, timeoutMs).unref();
        });
      },
      async quiet(ms = 400) {
        for (;;) {
          const since = performance.now() - (events.at(-1)?.at ?? 0);
          if (since >= ms) return;
          await new Promise((r) => setTimeout(r, ms - since));
        }
      },
      close() {
        req.destroy();
      },
    };
  });
}
