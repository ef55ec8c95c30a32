// Builds the synthetic corpus (bench/corpus.js) with docsgen and with another generator, both cold,
// in alternating runs, so both see the same state of the machine. Prints each build's wall time and
// peak RSS, and how many times faster docsgen was. Used by bench/docusaurus.js and bench/hugo.js.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.js';
import { runTimed } from './runTimed.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs the comparison from the command line's `--pages N` (default 1000), `--runs R` (default 2)
 * and `--one-sidebar`.
 * `setUp(corpus, corpusKey)` makes the other generator's site from the corpus's site root (see
 * makeOnce for the key) and returns the function that runs one cold build of it into a given new
 * folder (resolving to runTimed's result).
 */
export async function compareWith(name, setUp) {
  const args = process.argv.slice(2);
  const option = (flag, fallback) => Number(args[args.indexOf(flag) + 1] ?? fallback) || fallback;
  const pages = option('--pages', 1000);
  const runs = option('--runs', 2);
  // The corpus laid out as one sidebar of 50-page categories (see bench/corpus.js), as real docs are.
  const oneSidebar = args.includes('--one-sidebar');
  const corpus = path.join(here, '.corpus', `compare-${oneSidebar ? 'one-' : ''}${pages}`);
  const corpusKey = sourceKey([path.join(here, 'corpus.js')], pages, oneSidebar ? 'one' : '');
  makeOnce(corpus, corpusKey, () => writeCorpus(corpus, pages, { oneSidebar }));
  // Every build writes to a new folder in one shared folder, and all are removed at the end, not
  // before each build. On this machine's ext4, creating a file can cost up to a millisecond of
  // kernel time, depending on where the folder is and on what was deleted there lately (its inode
  // allocator steps over recently deleted inodes): a 10,000-page docsgen build took 15.8 s, 15.5 s
  // of it system time, right after its last output was deleted, and 9.1 s otherwise; another
  // folder took 24.1 s against 8.7 s elsewhere. Deleting before each build, or each generator
  // writing in its own place, measured the disk, the most for whoever writes the most files
  // (docsgen writes three per page: the HTML, its payload and its Markdown twin).
  const outputs = path.join(here, '.corpus', 'runs');
  rmSync(outputs, { recursive: true, force: true });
  const builds = {
    docsgen: (out) => {
      const bin = path.join(here, '../bin/docsgen.js');
      return runTimed(process.execPath, [bin, 'build', '--root', corpus, '--no-cache', '--out', out], {
        env: { ...process.env, CI: '1' },
      });
    },
    [name]: await setUp(corpus, corpusKey),
  };
  const times = { docsgen: [], [name]: [] };
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [builder, build] of Object.entries(builds)) {
        const { ms, peakMb } = await build(path.join(outputs, `${builder}-${run}`));
        times[builder].push(ms);
        console.log(`run ${run} ${builder}: ${(ms / 1000).toFixed(2)} s, peak RSS ${Math.round(peakMb)} MB`);
      }
    }
  } finally {
    rmSync(outputs, { recursive: true, force: true });
  }
  const ours = median(times.docsgen);
  const theirs = median(times[name]);
  console.log(
    `${pages} pages: docsgen ${(ours / 1000).toFixed(2)} s, ${name} ${(theirs / 1000).toFixed(2)} s (medians): ` +
      (theirs >= ours
        ? `docsgen ${(theirs / ours).toFixed(1)}x faster`
        : `${name} ${(ours / theirs).toFixed(1)}x faster`),
  );
}

/**
 * Runs `make()` to fill dir, unless dir holds what it made last time for this key (a stamp file
 * names it): making again deletes the last copy first, thousands of files just before the first
 * build (see compareWith), and the builds leave what was made as it was.
 */
export function makeOnce(dir, key, make) {
  const stamp = path.join(dir, '.made');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
  make();
  writeFileSync(stamp, key);
}

/** A key for makeOnce: the text of the files given (the scripts that make something), and more. */
export function sourceKey(files, ...more) {
  const hash = createHash('sha1');
  for (const file of files) hash.update(readFileSync(file));
  return [...more, hash.digest('hex')].join(' ');
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
}
