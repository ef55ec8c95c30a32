// Build benchmark: generates a synthetic corpus (bench/corpus.js), runs a cold `docsgen build`
// (--no-cache), then a warm one and rebuilds after editing and renaming one page, printing wall time per
// stage, pages/s and peak RSS, then the edit saved while `serve --watch` runs (save to reload).
// Usage: npm run bench -- --pages 10000 [--keep] [--cold-only] [--one-sidebar] [--thread-heaps]
//
// The corpus is made once (and again only when corpus.js changes), and the builds write into new
// folders, all removed at the end rather than before a build: on this machine's ext4, creating
// files near many that were deleted lately is slow (see compare.js). That still reaches a run
// started right after another: a cold build of 10,000 pages took 9.3 s, then 23.8 s in the next run.
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeOnce, sourceKey } from './compare.js';
import { pagePath, writeCorpus } from './corpus.js';
import { runTimed } from './runTimed.js';
import { watchEdits } from './watchEdit.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const pages = Number(args[args.indexOf('--pages') + 1] ?? 1000) || 1000;
// --one-sidebar: the whole site in one sidebar of 50-page categories (see corpus.js).
const oneSidebar = args.includes('--one-sidebar');
const layout = oneSidebar ? `one-${pages}` : String(pages);
const root = path.join(here, '.corpus', layout);
const outputs = path.join(here, '.corpus', `runs-${layout}`);
const cache = path.join(root, 'node_modules');
// --thread-heaps: each build's peak V8 heap per thread (bench/threadHeaps.js), after its peak RSS.
const heaps = args.includes('--thread-heaps')
  ? path.join(tmpdir(), `docsgen-heaps-${process.pid}.jsonl`)
  : undefined;

/** Runs docsgen build into a folder of outputs (peak RSS: VmHWM of the build process, worker threads included). */
function runBuild(out, extra = []) {
  return runTimed(
    process.execPath,
    [
      path.join(here, '../bin/docsgen.js'),
      'build',
      '--root',
      root,
      '--out',
      path.join(outputs, out),
      ...extra,
    ],
    {
      env: {
        ...process.env,
        CI: '1',
        ...(heaps && {
          DOCSGEN_THREAD_HEAPS: heaps,
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(here, 'threadHeaps.js')}`,
        }),
      },
    },
  );
}

/** Each thread's peak heap in the last build (MB, in the order the threads started), and forgets them. */
function threadPeaks() {
  if (!heaps || !existsSync(heaps)) return '';
  const peaks = new Map();
  for (const line of readFileSync(heaps, 'utf8').split('\n').filter(Boolean)) {
    const { thread, total } = JSON.parse(line);
    peaks.set(thread, Math.max(peaks.get(thread) ?? 0, total));
  }
  rmSync(heaps);
  const mb = [...peaks].sort(([a], [b]) => a - b).map(([t, total]) => `${t}: ${Math.round(total / 2 ** 20)}`);
  return ` (V8 heap peaks by thread id, MB: ${mb.join(', ')})`;
}

/** The cold build's time, which the rebuilds are given as a share of. */
let coldMs;

function report(label, { ms, peakMb, out }) {
  const stages = [...out.matchAll(/^(.+?): ([\d.]+ m?s)$/gm)].map(([, name, t]) => `    ${name}: ${t}`);
  coldMs ??= ms;
  const share = label.startsWith('rebuild') ? ` (${((ms / coldMs) * 100).toFixed(1)}% of cold)` : '';
  const line = `${label}: ${(ms / 1000).toFixed(2)} s${share}, ${Math.round(pages / (ms / 1000))} pages/s, peak RSS ${Math.round(peakMb)} MB${threadPeaks()}`;
  console.log([line, ...stages].join('\n'));
  return line;
}

makeOnce(root, sourceKey([path.join(here, 'corpus.js')], pages), () => {
  console.log(`Generating ${pages} pages in ${path.relative(process.cwd(), root)}…`);
  writeCorpus(root, pages, { oneSidebar });
});
// Left by a run that was stopped: the first build with the cache must start without one.
rmSync(cache, { recursive: true, force: true });
rmSync(outputs, { recursive: true, force: true });
// A page in the middle of the site: its search postings sit mid-list, the costlier place to patch.
const middle = pagePath(Math.floor(pages / 2), oneSidebar, pages);
const file = path.join(root, 'content/docs', middle.section, middle.folder, `${middle.name}.md`);
const original = readFileSync(file, 'utf8');
const lines = [];
try {
  lines.push(report('cold (--no-cache)', await runBuild('cold', ['--no-cache'])));
  // --cold-only: one cold build (for very large corpora, where the others take minutes each).
  if (!args.includes('--cold-only')) {
    // Fill the cache, then the spare output a build recycles (the output before last, see write.ts).
    lines.push(report('first build with the cache', await runBuild('cached')));
    await runBuild('cached');
    lines.push(report('warm (cache)', await runBuild('cached')));
    writeFileSync(file, original + '\nOne more edited paragraph.\n');
    lines.push(report('rebuild after editing one page', await runBuild('cached')));
    // A new title shows in the page's sidebar: every page of its section is rendered again.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: (.*)$/m, 'title: $1, renamed'));
    lines.push(report('rebuild after renaming one page', await runBuild('cached')));
    // The same edit as a writer makes it: saved while `serve --watch` runs.
    const saves = (await watchEdits(root, path.join(outputs, 'cached'), file)).sort((a, b) => a - b);
    const line = `edit in serve --watch, save to reload (${saves.length} saves): median ${Math.round(saves[saves.length >> 1])} ms (${saves.map(Math.round).join(', ')})`;
    console.log(line);
    lines.push(line);
  }
} finally {
  // The corpus stays as it was made, for the next run.
  writeFileSync(file, original);
  // --keep: the outputs and the cache stay too, to look at.
  if (!args.includes('--keep'))
    for (const dir of [outputs, cache]) rmSync(dir, { recursive: true, force: true });
}
const results = path.join(here, 'results.log');
if (existsSync(path.dirname(results))) {
  appendFileSync(
    results,
    `${new Date().toISOString()} pages=${pages}${oneSidebar ? ' one-sidebar' : ''}\n${lines.map((l) => `  ${l}\n`).join('')}`,
  );
}
