// Paired cold builds of the synthetic corpus: this checkout against another commit of docsgen, in
// alternating runs, so that both see the same state of this noisy machine. Prints each pair's wall
// times, the medians and their ratio (this / base).
// Usage: npm run bench:pairs -- --base <commit> [--pages 1000] [--runs 5]
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { baseTree as checkout, option, repo } from './baseTree.js';
import { writeCorpus } from './corpus.js';
import { runTimed } from './runTimed.js';

const base = option('--base');
if (!base) throw new Error('usage: npm run bench:pairs -- --base <commit> [--pages N] [--runs R]');
const pages = Number(option('--pages', 1000));
const runs = Number(option('--runs', 5));
const { tree: baseTree, sha } = checkout(base);
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
