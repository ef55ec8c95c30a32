import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * The day a file was first committed (`git log --diff-filter=A`), as Docusaurus dates a blog post
 * that names no date; outside git, or before its first commit, the file's own creation time.
 */
export function fileCreated(root: string, file: string): string {
  let committed = '';
  try {
    committed = execFileSync('git', ['log', '--diff-filter=A', '--format=%cI', '--', file], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    // No git, or not a repository: the file system's date stands in.
  }
  const oldest = committed.trim().split('\n').pop();
  if (oldest) return oldest.slice(0, 10);
  const stats = statSync(path.join(root, file));
  return (stats.birthtimeMs ? stats.birthtime : stats.mtime).toISOString().slice(0, 10);
}
