// Real content, cold, beside Docusaurus: real Docusaurus sites of tests/fixtures/real/ (default
// prettier, the code-heaviest, and boyka) built with this checkout's docsgen (`--no-cache`), with
// Docusaurus 3.10 (its caches removed) and, with --base, with another commit of docsgen, in turn,
// R rounds, in one run: each build's wall time, its CPU time (user + system, its threads and child
// processes, from /usr/bin/time) and the machine's load average as it started, the medians and
// their ratios per site. On a shared machine the CPU times compare better than the wall times: a
// builder with more threads (Docusaurus's Rspack) gets a larger share of busy cores.
// Usage: npm run bench:real-content -- [--runs R] [--base <commit>] [site…]
// Docusaurus is the install of bench/real-sites-docusaurus.js (bench/.corpus/docusaurus, with each
// site's extraPackages): run `npm run bench:real-sites:docusaurus -- <site>` once first.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseTree, option, repo } from './baseTree.js';
import { copySite, docusaurusBuild, realSites } from './realSites.js';
import { runTimed } from './runTimed.js';

const runs = Number(option('--runs', 3));
const base = option('--base');
const withValues = new Set(['--runs', '--base']);
const argv = process.argv.slice(2);
const named = argv.filter((arg, i) => !arg.startsWith('--') && !withValues.has(argv[i - 1]));
const names = named.length ? named : ['prettier', 'boyka'];
const sites = realSites(repo).filter((site) => names.includes(site.name));
const docusaurus = path.join(repo, 'bench/.corpus/docusaurus');
if (!existsSync('/usr/bin/time')) {
  console.error('/usr/bin/time is missing (Debian: apt-get install time).');
  process.exit(1);
}
if (!existsSync(path.join(docusaurus, 'node_modules/@docusaurus/core'))) {
  console.error('Docusaurus is not installed: run `npm run bench:real-sites:docusaurus -- <site>` first.');
  process.exit(1);
}
const trees = { docsgen: repo, ...(base ? { base: baseTree(base).tree } : {}) };

// Outputs on tmpfs where there is one (see bench/README.md); a copy per site and builder, made once.
const outRoot = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'real-content-'));
const copies = new Map();
for (const site of sites) {
  const docsgenCopy = path.join(outRoot, `${site.name}-site`);
  copySite(site, docsgenCopy);
  // Inside the install's folder, so that the site's packages resolve as from a workspace root.
  const docusaurusCopy = mkdtempSync(path.join(docusaurus, `site-${site.name}-`));
  copySite(site, docusaurusCopy);
  copies.set(site.name, { docsgen: docsgenCopy, docusaurus: docusaurusCopy });
}

/** One cold build of a site by a builder (a docsgen tree's name, or `docusaurus`) into a new folder. */
async function build(site, builder, n) {
  const out = path.join(outRoot, `${site.name}-${builder}-${n}`);
  const copy = copies.get(site.name);
  const load = os.loadavg()[0];
  const { command, args, options } =
    builder === 'docusaurus'
      ? docusaurusBuild(docusaurus, copy.docusaurus, out)
      : {
          command: process.execPath,
          args: [
            path.join(trees[builder], 'bin/docsgen.js'),
            'build',
            '--root',
            copy.docsgen,
            '--out',
            out,
            '--no-cache',
          ],
          options: {},
        };
  const times = `${out}.time`;
  const { ms } = await runTimed('/usr/bin/time', ['-o', times, '-f', '%U %S', command, ...args], options);
  const [user, system] = readFileSync(times, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
  const cpuMs = (user + system) * 1000;
  rmSync(out, { recursive: true, force: true });
  console.log(
    `${site.name} ${builder.padEnd(10)} ${seconds(ms).padStart(9)} wall ${seconds(cpuMs).padStart(9)} CPU  load ${load.toFixed(1)}`,
  );
  return { ms, cpuMs, load };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const builders = [...Object.keys(trees), 'docusaurus'];
const results = new Map(sites.map((site) => [site.name, Object.fromEntries(builders.map((b) => [b, []]))]));
try {
  for (let n = 0; n < runs; n++)
    for (const site of sites)
      // Alternating which goes first, so that neither always follows the heavier build.
      for (const builder of n % 2 ? [...builders].reverse() : builders)
        results.get(site.name)[builder].push(await build(site, builder, n));
} finally {
  rmSync(outRoot, { recursive: true, force: true });
  for (const { docusaurus: copy } of copies.values()) rmSync(copy, { recursive: true, force: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
console.log(
  `\n${runs} rounds${base ? `, base ${base}` : ''}; medians (range), load averages as each build started`,
);
for (const [name, by] of results) {
  console.log(name);
  for (const measure of ['ms', 'cpuMs']) {
    const medians = Object.fromEntries(builders.map((b) => [b, median(by[b].map((r) => r[measure]))]));
    const describe = (b) => {
      const values = by[b].map((r) => r[measure]);
      return `${b} ${seconds(medians[b])} (${seconds(Math.min(...values))}-${seconds(Math.max(...values))})`;
    };
    const faster = by.base && by.docsgen.filter((r, i) => r[measure] < by.base[i][measure]).length;
    console.log(
      `  ${measure === 'ms' ? 'wall' : 'CPU '}: ${builders.map(describe).join('; ')}; Docusaurus / docsgen ` +
        `${(medians.docusaurus / medians.docsgen).toFixed(2)}x` +
        (base
          ? `; docsgen / base ${(medians.docsgen / medians.base).toFixed(3)}, faster in ${faster} of ${runs}`
          : ''),
    );
  }
  console.log(
    `  load: ${builders.map((b) => `${b} ${by[b].map((r) => r.load.toFixed(1)).join('/')}`).join('; ')}`,
  );
}
