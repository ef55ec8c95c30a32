/** Progress output for a command: a live counter per stage on a TTY, plain lines otherwise. */
export interface Reporter {
  /** Runs one named stage, timing it; `tick(done, total)` updates its counter. */
  task<T>(label: string, fn: (tick: (done: number, total: number) => void) => T | Promise<T>): Promise<T>;
  /** Prints a line (the closing summary). */
  line(text: string): void;
  /** Milliseconds each finished stage took, by label. */
  timings: Map<string, number>;
}

/** Creates a reporter that writes to stream; `quiet` keeps only the timings. */
export function createReporter(stream: NodeJS.WriteStream = process.stdout, quiet = false): Reporter {
  const live = !quiet && stream.isTTY === true && !process.env.CI && process.env.TERM !== 'dumb';
  const timings = new Map<string, number>();
  return {
    timings,
    async task(label, fn) {
      const start = performance.now();
      let last = 0;
      const tick = (done: number, total: number): void => {
        const now = performance.now();
        // Redraw at most every 50 ms: drawing is cheaper than the work only if it is rare.
        if (!live || (now - last < 50 && done < total)) return;
        last = now;
        stream.write(`\r\x1b[2K\x1b[36m◌\x1b[0m ${label} ${done}/${total}`);
      };
      if (live) stream.write(`\x1b[36m◌\x1b[0m ${label}…`);
      const result = await fn(tick);
      const ms = performance.now() - start;
      timings.set(label, ms);
      if (live) stream.write(`\r\x1b[2K\x1b[32m✔\x1b[0m ${label} \x1b[2m${formatMs(ms)}\x1b[0m\n`);
      else if (!quiet) stream.write(`${label}: ${formatMs(ms)}\n`);
      return result;
    },
    line(text) {
      if (!quiet) stream.write(`${text}\n`);
    },
  };
}

/** "850 ms" or "1.24 s". */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
