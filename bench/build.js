// Build benchmark: generates a synthetic corpus (bench/corpus.js), runs a cold `docsgen build`
// (--no-cache), then a warm one and rebuilds after editing and renaming one page, printing wall time per
// stage, pages/s and peak RSS. Usage: npm run bench -- --pages 10000 [--keep] [--cold-only]
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePath, writeCorpus } from './corpus.js';
import { runTimed } from './runTimed.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const pages = Number(args[args.indexOf('--pages') + 1] ?? 1000) || 1000;
const root = path.join(here, '.corpus', String(pages));

/** Runs docsgen build (peak RSS: VmHWM of the build process, worker threads included). */
function runBuild(extra) {
  return runTimed(
    process.execPath,
    [path.join(here, '../bin/docsgen.js'), 'build', '--root', root, ...extra],
    {
      env: { ...process.env, CI: '1' },
    },
  );
}

function report(label, { ms, peakMb, out }) {
  const stages = [...out.matchAll(/^(.+?): ([\d.]+ m?s)$/gm)].map(([, name, t]) => `    ${name}: ${t}`);
  const line = `${label}: ${(ms / 1000).toFixed(2)} s, ${Math.round(pages / (ms / 1000))} pages/s, peak RSS ${Math.round(peakMb)} MB`;
  console.log([line, ...stages].join('\n'));
  return line;
}

console.log(`Generating ${pages} pages in ${path.relative(process.cwd(), root)}…`);
writeCorpus(root, pages);
rmSync(path.join(root, 'node_modules'), { recursive: true, force: true });
const lines = [report('cold (--no-cache)', await runBuild(['--no-cache']))];
// --cold-only: one cold build (for very large corpora, where the others take minutes each).
if (!args.includes('--cold-only')) {
  // Fill the cache, then the spare output a build recycles (the output before last, see write.ts).
  lines.push(report('first build with the cache', await runBuild([])));
  await runBuild([]);
  lines.push(report('warm (cache)', await runBuild([])));
  // A page in the middle of the site: its search postings sit mid-list, the costlier place to patch.
  const middle = pagePath(Math.floor(pages / 2));
  const file = path.join(root, 'content/docs', middle.section, middle.folder, `${middle.name}.md`);
  writeFileSync(file, readFileSync(file, 'utf8') + '\nOne more edited paragraph.\n');
  lines.push(report('rebuild after editing one page', await runBuild([])));
  // A new title shows in the page's sidebar: every page of its section is rendered again.
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: (.*)$/m, 'title: $1, renamed'));
  lines.push(report('rebuild after renaming one page', await runBuild([])));
}
if (!args.includes('--keep')) rmSync(root, { recursive: true, force: true });
const results = path.join(here, 'results.log');
if (existsSync(path.dirname(results))) {
  appendFileSync(
    results,
    `${new Date().toISOString()} pages=${pages}\n${lines.map((l) => `  ${l}\n`).join('')}`,
  );
}
