// Preloaded into every thread of a build (`npm run bench -- --thread-heaps`) through NODE_OPTIONS
// --require, which worker threads inherit (--import they do not) and which, being no V8 flag,
// leaves the code cache usable. Samples the thread's V8 heap every 100 ms and appends its peaks to
// the file DOCSGEN_THREAD_HEAPS names, one JSON line each.
import { appendFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';

const file = process.env.DOCSGEN_THREAD_HEAPS;
let peak = 0;
let written = 0;
const sample = () => {
  const heap = getHeapStatistics();
  if (heap.total_heap_size <= peak) return;
  peak = heap.total_heap_size;
  // Heap grown by at least 8 MB since the last line written: a few dozen lines a thread.
  if (peak - written < 8 << 20) return;
  written = peak;
  const line = {
    pid: process.pid,
    thread: threadId,
    total: peak,
    used: heap.used_heap_size,
    external: heap.external_memory,
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
};
if (file) setInterval(sample, 100).unref();
