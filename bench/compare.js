// Builds the synthetic corpus (bench/corpus.js) with docsgen and with another generator, both cold,
// in alternating runs, so both see the same state of the machine. Prints each build's wall time and
// peak RSS, and how many times faster docsgen was. Used by bench/docusaurus.js and bench/hugo.js.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.js';
import { runTimed } from './runTimed.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs the comparison from the command line's `--pages N` (default 1000) and `--runs R` (default 2).
 * `setUp(corpus, pages)` makes the other generator's site from the corpus's site root and returns
 * the function that runs one cold build of it (resolving to runTimed's result).
 */
export async function compareWith(name, setUp) {
  const args = process.argv.slice(2);
  const option = (flag, fallback) => Number(args[args.indexOf(flag) + 1] ?? fallback) || fallback;
  const pages = option('--pages', 1000);
  const runs = option('--runs', 2);
  const corpus = path.join(here, '.corpus', `compare-${pages}`);
  writeCorpus(corpus, pages);
  const builds = {
    docsgen: () => {
      rmSync(path.join(corpus, 'build'), { recursive: true, force: true });
      const bin = path.join(here, '../bin/docsgen.js');
      return runTimed(process.execPath, [bin, 'build', '--root', corpus, '--no-cache'], {
        env: { ...process.env, CI: '1' },
      });
    },
    [name]: await setUp(corpus, pages),
  };
  const times = { docsgen: [], [name]: [] };
  for (let run = 1; run <= runs; run++) {
    for (const [builder, build] of Object.entries(builds)) {
      const { ms, peakMb } = await build();
      times[builder].push(ms);
      console.log(`run ${run} ${builder}: ${(ms / 1000).toFixed(2)} s, peak RSS ${Math.round(peakMb)} MB`);
    }
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

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
}
