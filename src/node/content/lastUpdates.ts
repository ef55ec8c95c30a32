import { execFileSync } from 'node:child_process';
import { toPosix } from '../paths.js';

/** When a file was last changed, and by whom, as its last commit says. */
export interface LastUpdate {
  /** YYYY-MM-DD. */
  date: string;
  author?: string;
}

/**
 * The last commit of every file under `folders` (relative to `root`, as git names them), from one
 * `git log` for them all rather than one per file: empty outside git.
 */
export function lastUpdates(root: string, folders: string[]): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  let log: string;
  try {
    log = execFileSync(
      'git',
      ['log', '--format=%x00%cI%x09%an', '--name-only', '--no-renames', '--relative', '--', ...folders],
      { cwd: root, encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch {
    return updates;
  }
  // Newest commit first: a file's first mention is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [head = '', ...files] = commit.split('\n');
    const [time = '', author] = head.split('\t');
    for (const file of files)
      if (file && !updates.has(toPosix(file)))
        updates.set(toPosix(file), { date: time.slice(0, 10), author });
  }
  return updates;
}
