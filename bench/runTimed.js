// Runs a command to completion, timing it and sampling its peak resident memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Runs command with args, resolving to its wall time (ms), peak RSS (MB: the VmHWM of the process,
 * which covers its threads but not its child processes) and output; rejects if it exits non-zero.
 */
export function runTimed(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, options);
    let out = '';
    let peak = 0;
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setInterval(() => {
      try {
        const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
        peak = Math.max(peak, kb);
      } catch {
        // The process has exited between samples.
      }
    }, 25);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${command} failed (${code}):\n${out}`));
      resolve({ ms: performance.now() - start, peakMb: peak / 1024, out });
    });
  });
}
