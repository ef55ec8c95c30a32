// Paired cold builds of the synthetic corpus: this checkout against another commit of docsgen, in
// alternating runs, so that both see the same state of this noisy machine. Prints each pair's wall
// times, the medians and their ratio (this / base).
// Usage: npm run bench:pairs -- --base <commit> [--pages 1000] [--runs 5]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.js';
import { runTimed } from './runTimed.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
const base = option('--base');
if (!base) throw new Error('usage: npm run bench:pairs -- --base <commit> [--pages N] [--runs R]');
const pages = Number(option('--pages', 1000));
const runs = Number(option('--runs', 5));
const git = (...a) => execFileSync('git', a, { cwd: repo, encoding: 'utf8' }).trim();
const sha = git('rev-parse', base);

// The base commit, checked out once beside the corpus and compiled with this checkout's packages.
const baseTree = path.join(repo, 'bench/.corpus', `base-${sha.slice(0, 12)}`);
if (!existsSync(path.join(baseTree, 'dist'))) {
  rmSync(baseTree, { recursive: true, force: true });
  git('worktree', 'add', '--detach', baseTree, sha);
  symlinkSync(path.join(repo, 'node_modules'), path.join(baseTree, 'node_modules'));
  execFileSync(process.execPath, ['scripts/compile.js', '--force'], { cwd: baseTree, stdio: 'inherit' });
}
// This checkout's dist/ as its sources stand (compile skips it when it is up to date).
execFileSync(process.execPath, ['scripts/compile.js'], { cwd: repo, stdio: 'inherit' });
const corpus = path.join(repo, 'bench/.corpus', `pairs-${pages}`);
if (!existsSync(corpus)) writeCorpus(corpus, pages);
// Output on tmpfs where there is one: on this machine's disk, creating files right after thousands
// were deleted nearby measures the disk (see bench/README.md).
const outRoot = existsSync('/dev/shm')
  ? '/dev/shm/docsgen-pairs'
  : path.join(repo, 'bench/.corpus/pairs-out');
mkdirSync(outRoot, { recursive: true });

const build = async (tree, n) => {
  const out = path.join(outRoot, `${n}`);
  const { ms } = await runTimed(process.execPath, [
    path.join(tree, 'bin/docsgen.js'),
    'build',
    '--root',
    corpus,
    '--out',
    out,
    '--no-cache',
  ]);
  rmSync(out, { recursive: true, force: true });
  return ms;
};
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const times = { here: [], base: [] };
for (let i = 0; i < runs; i++) {
  // Alternate which goes first, so neither always follows the other's deletions.
  const order = i % 2 ? ['base', 'here'] : ['here', 'base'];
  for (const which of order)
    times[which].push(await build(which === 'here' ? repo : baseTree, `${i}-${which}`));
  console.log(
    `pair ${i + 1}: here ${(times.here[i] / 1000).toFixed(2)} s, base ${(times.base[i] / 1000).toFixed(2)} s`,
  );
}
const [here, baseMs] = [median(times.here), median(times.base)];
const faster = times.here.filter((t, i) => t < times.base[i]).length;
console.log(
  `${pages} pages, ${runs} pairs: here ${(here / 1000).toFixed(2)} s, base ${sha.slice(0, 7)} ${(baseMs / 1000).toFixed(2)} s, ratio ${(here / baseMs).toFixed(3)} (here faster in ${faster})`,
);
rmSync(outRoot, { recursive: true, force: true });
