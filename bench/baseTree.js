// Another commit of docsgen, checked out and compiled beside the corpus, to measure or compare against.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout's root. */
export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads `--flag value` from the command line, or the fallback. */
export function option(flag, fallback) {
  const args = process.argv.slice(2);
  return args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback;
}

/**
 * The base commit's tree (checked out once under bench/.corpus, with this checkout's packages) and
 * its full hash; this checkout's dist/ is compiled as its sources stand, so both are current.
 */
export function baseTree(base) {
  const git = (...a) => execFileSync('git', a, { cwd: repo, encoding: 'utf8' }).trim();
  const sha = git('rev-parse', base);
  const tree = path.join(repo, 'bench/.corpus', `base-${sha.slice(0, 12)}`);
  if (!existsSync(path.join(tree, 'dist'))) {
    rmSync(tree, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', tree, sha);
    symlinkSync(path.join(repo, 'node_modules'), path.join(tree, 'node_modules'));
    execFileSync(process.execPath, ['scripts/compile.js', '--force'], { cwd: tree, stdio: 'inherit' });
  }
  execFileSync(process.execPath, ['scripts/compile.js'], { cwd: repo, stdio: 'inherit' });
  return { tree, sha };
}
