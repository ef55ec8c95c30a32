// Runs a command and prints the CPU time (user + system, from /proc) of each of its threads, busiest
// first: which thread a build waits on (the main thread, a page or highlight worker, V8's own),
// which a profile's wall-clock samples do not tell on a loaded machine. Linux only.
// Usage: node bench/thread-cpu.js <command> [args…], e.g.
//   node bench/thread-cpu.js node bin/docsgen.js build --no-cache --root site --out /dev/shm/out
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100; // USER_HZ: /proc's unit of CPU time
const SAMPLE_MS = 50;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node bench/thread-cpu.js <command> [args…]');
  process.exit(1);
}
const started = performance.now();
const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
/** Each thread's latest CPU time and when it was first and last seen (ms since the start). */
const threads = new Map();
const timer = setInterval(sample, SAMPLE_MS);
child.on('exit', (code) => {
  clearInterval(timer);
  const wall = (performance.now() - started) / 1000;
  let total = 0;
  for (const { cpu, first, last } of [...threads.values()].sort((a, b) => b.cpu - a.cpu)) {
    total += cpu;
    if (cpu >= 0.05) console.log(`${cpu.toFixed(2).padStart(7)} s CPU, alive ${s(first)} to ${s(last)} s`);
  }
  console.log(`wall ${wall.toFixed(2)} s, CPU of its threads ${total.toFixed(2)} s`);
  process.exitCode = code ?? 1;
});

/** Reads every live thread's CPU time; a thread that has ended keeps its last reading. */
function sample() {
  let tids;
  try {
    tids = readdirSync(`/proc/${child.pid}/task`);
  } catch {
    return;
  }
  const now = performance.now() - started;
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
      // Fields after the command name: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      threads.set(tid, { cpu, first: threads.get(tid)?.first ?? now, last: now });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
}

function s(ms) {
  return (ms / 1000).toFixed(1);
}
