import { hash } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What a lock file holds: the building process, and when it started (to tell it from a later process given the same pid). */
interface Holder {
  pid: number;
  started?: string;
}

/** Whether a process with this id exists (one of another user's counts: signalling it is only refused). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, where the system says (Linux: its start time in clock ticks since boot,
 * with the boot's id): a lock left by a killed build in a cache restored on another machine, or
 * after a reboot, names a pid some unrelated process may have now.
 */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces and parentheses): starttime is the 20th.
    const starttime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}:${starttime}`;
  } catch {
    return undefined;
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function holds(holder: Holder | undefined): holder is Holder {
  return (
    !!holder &&
    isAlive(holder.pid) &&
    (holder.started === undefined || startOf(holder.pid) === holder.started)
  );
}

/** How often a build waiting for another build of its root looks at the lock again. */
const WAIT_MS = 100;

/**
 * The lock file of a site root: in the system's temporary folder (one folder per user), named by
 * a hash of the root's real path, so that a `--no-cache` build writes nothing into the root.
 */
export function buildLockFile(root: string): string {
  const dir = path.join(tmpdir(), `docsgen-locks-${process.getuid?.() ?? 0}`);
  return path.join(dir, `${hash('sha1', realpathSync(root), 'hex').slice(0, 16)}.lock`);
}

/**
 * Takes the build lock of a site root (a file naming this process), waiting while another live
 * build holds it: two builds of one root at once took the same spare folder, records and output
 * from under each other (a raw ENOENT midway). `onWait` is told the other build's pid once, when
 * waiting starts. A lock whose process is gone (a killed build) is taken over. Resolves with its
 * release.
 */
export async function lockBuild(root: string, onWait: (pid: number) => void): Promise<() => void> {
  let told = false;
  for (;;) {
    const attempt = tryLock(buildLockFile(root));
    if ('release' in attempt) return attempt.release;
    if (!told && attempt.holder !== undefined) {
      told = true;
      onWait(attempt.holder);
    }
    await sleep(WAIT_MS);
  }
}

/** The lock, taken now; or the live build holding it (undefined: one was taking it over meanwhile). */
function tryLock(file: string): { release: () => void } | { holder: number | undefined } {
  // Written aside and linked into place, so the lock never exists without its content.
  const mine = `${file}.${process.pid}`;
  const aside = `${file}.stale-${process.pid}`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(mine, JSON.stringify({ pid: process.pid, started: startOf(process.pid) } satisfies Holder));
  } catch (error) {
    // A temporary folder this process may not write builds without the lock rather than not at all.
    if (['EACCES', 'EPERM', 'EROFS'].includes((error as NodeJS.ErrnoException).code ?? ''))
      return { release: () => {} };
    throw error;
  }
  try {
    // Twice at most: once, and once more after moving a dead build's lock aside.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(mine, file);
        return {
          release: () => {
            if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holds(holder)) return { holder: holder.pid };
      // A dead build's lock is moved aside, not removed: another build may have taken it over
      // since it was read, and what was moved is then that build's lock, to be put back.
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readHolder(aside);
      if (holds(moved)) {
        try {
          linkSync(aside, file);
        } catch {
          // A third build took the lock meanwhile: it holds it now.
        }
        return { holder: moved.pid };
      }
    }
    return { holder: undefined };
  } finally {
    rmSync(mine, { force: true });
    rmSync(aside, { force: true });
  }
}
