// Paired builds of the synthetic corpus: this checkout against another commit of docsgen, in
// alternating runs, so that both see the same state of this noisy machine. Prints each pair's wall
// times, the medians and their ratio (this / base). Cold builds (`--no-cache`), or with `--edit`
// rebuilds after editing one page, each docsgen with its own copy of the corpus, cache and output.
// Usage: npm run bench:pairs -- --base <commit> [--pages 1000] [--runs 5] [--edit] [--one-sidebar] [--out DIR]
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { baseTree as checkout, option, repo } from './baseTree.js';
import { pagePath, writeCorpus } from './corpus.js';
import { runTimed } from './runTimed.js';

const base = option('--base');
if (!base) throw new Error('usage: npm run bench:pairs -- --base <commit> [--pages N] [--runs R]');
const pages = Number(option('--pages', 1000));
const runs = Number(option('--runs', 5));
const { tree: baseTree, sha } = checkout(base);
// --one-sidebar: the whole site in one sidebar of 50-page categories (see corpus.js).
const oneSidebar = process.argv.includes('--one-sidebar');
const corpus = path.join(repo, 'bench/.corpus', `pairs-${oneSidebar ? 'one-' : ''}${pages}`);
if (!existsSync(corpus)) writeCorpus(corpus, pages, { oneSidebar });
// Output on tmpfs where there is one: on this machine's disk, creating files right after thousands
// were deleted nearby measures the disk (see bench/README.md). `--out DIR` puts it elsewhere, for
// outputs tmpfs has no room for (a base that writes 12 GB).
const outRoot = option('--out')
  ? path.resolve(option('--out'), `docsgen-pairs-${process.pid}`)
  : existsSync('/dev/shm')
    ? `/dev/shm/docsgen-pairs-${process.pid}`
    : path.join(repo, 'bench/.corpus/pairs-out');
mkdirSync(outRoot, { recursive: true });

const editing = process.argv.includes('--edit');
const trees = { here: repo, base: baseTree };
const docsgen = (which, ...args) =>
  runTimed(process.execPath, [path.join(trees[which], 'bin/docsgen.js'), 'build', ...args]);
// For --edit: each docsgen's own copy of the corpus (its cache is in the copy), built twice to be warm.
const sites = {};
if (editing)
  for (const which of Object.keys(trees)) {
    sites[which] = path.join(outRoot, `site-${which}`);
    rmSync(sites[which], { recursive: true, force: true });
    cpSync(corpus, sites[which], { recursive: true });
    for (let i = 0; i < 2; i++) await docsgen(which, '--root', sites[which]);
  }
// The page in the middle of the site, edited before each rebuild (the same edit for both).
const middle = pagePath(Math.floor(pages / 2), oneSidebar, pages);
const edited = path.join('content/docs', middle.section, middle.folder, `${middle.name}.md`);

/** Bytes under a folder (its files' sizes, as `du -sb` counts them). */
const bytesUnder = (dir) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const build = async (which, n) => {
  if (editing) {
    appendFileSync(path.join(sites[which], edited), `\nEdit number ${n}.\n`);
    const run = await docsgen(which, '--root', sites[which]);
    return { ...run, bytes: bytesUnder(path.join(sites[which], 'build')) };
  }
  const out = path.join(outRoot, `${n}`);
  const run = await docsgen(which, '--root', corpus, '--out', out, '--no-cache');
  const bytes = bytesUnder(out);
  rmSync(out, { recursive: true, force: true });
  return { ...run, bytes };
};
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const runsOf = { here: [], base: [] };
const show = ({ ms, peakMb, bytes }) =>
  `${(ms / 1000).toFixed(2)} s, peak ${Math.round(peakMb)} MB, output ${(bytes / 1e6).toFixed(1)} MB (${Math.round(bytes / pages)} B/page)`;
for (let i = 0; i < runs; i++) {
  // Alternate which goes first, so neither always follows the other's deletions.
  const order = i % 2 ? ['base', 'here'] : ['here', 'base'];
  for (const which of order) runsOf[which].push(await build(which, i));
  console.log(`pair ${i + 1}: here ${show(runsOf.here[i])}; base ${show(runsOf.base[i])}`);
}
const times = { here: runsOf.here.map((r) => r.ms), base: runsOf.base.map((r) => r.ms) };
const [here, baseMs] = [median(times.here), median(times.base)];
const faster = times.here.filter((t, i) => t < times.base[i]).length;
console.log(
  `${pages} pages, ${runs} pairs${editing ? ' of one-page edits' : ''}: here ${(here / 1000).toFixed(2)} s, base ${sha.slice(0, 7)} ${(baseMs / 1000).toFixed(2)} s, ratio ${(here / baseMs).toFixed(3)} (here faster in ${faster})`,
);
rmSync(outRoot, { recursive: true, force: true });
