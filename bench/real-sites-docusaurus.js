// Records what Docusaurus 3.10 emits for each real site in tests/fixtures/real/ (its
// expected.json): the HTML routes, the docs pages' titles and the cold build time.
// Usage: npm run bench:real-sites:docusaurus [-- name…]
// Docusaurus is the one bench/docusaurus.js installs (bench/.corpus/docusaurus, `npm run
// bench:docusaurus -- --pages 10` installs it); each site's extra packages (plugins, the
// packages its components import) are listed in its expected.json as `extraPackages` and are
// installed there (saved in its package.json, so that a later install keeps them) when missing;
// its `overrides`, if any, are added to that package.json's npm overrides. Builds run one at a time.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  comparedPages,
  copySite,
  docusaurusBuild,
  findLeaks,
  htmlFiles,
  htmlRoutes,
  realSites,
} from './realSites.js';
import { browserScriptWeight } from './browserScripts.js';
import { runTimed } from './runTimed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurus = path.join(root, 'bench/.corpus/docusaurus');
const bin = path.join(docusaurus, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
if (!existsSync(bin)) {
  console.error('Docusaurus is not installed: run `npm run bench:docusaurus -- --pages 10` first.');
  process.exit(1);
}
const version = JSON.parse(
  readFileSync(path.join(docusaurus, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

const only = process.argv.slice(2);
for (const site of realSites(root)) {
  if (only.length && !only.includes(site.name)) continue;
  const expectedFile = path.join(site.dir, 'expected.json');
  const previous = existsSync(expectedFile) ? JSON.parse(readFileSync(expectedFile, 'utf8')) : {};
  const extra = previous.extraPackages ?? [];
  // npm `overrides` a site's packages need here (a dependency whose install script downloads from
  // a host this machine cannot reach, replaced by a version npm ships whole): added to the
  // install's package.json, which every later install then keeps.
  const overrides = previous.overrides ?? {};
  const installJson = path.join(docusaurus, 'package.json');
  const install = JSON.parse(readFileSync(installJson, 'utf8'));
  const newOverrides = Object.entries(overrides).filter(([name, spec]) => install.overrides?.[name] !== spec);
  if (newOverrides.length) {
    install.overrides = { ...install.overrides, ...Object.fromEntries(newOverrides) };
    writeFileSync(installJson, JSON.stringify(install, null, 2) + '\n');
  }
  const missing = extra.filter(
    (spec) => !existsSync(path.join(docusaurus, 'node_modules', packageName(spec))),
  );
  if (missing.length) {
    console.log(`${site.name}: installing ${missing.join(' ')}`);
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--save-exact', '--legacy-peer-deps', ...missing],
      {
        cwd: docusaurus,
        stdio: 'inherit',
      },
    );
  }

  // The copy sits in the install's folder, so that its packages resolve from the parent
  // node_modules as from a workspace root (a symlinked node_modules resolves outside the site,
  // which some sites' plugins refuse). The output goes to the system's temporary folder.
  const copy = mkdtempSync(path.join(docusaurus, `site-${site.name}-`));
  const tmp = mkdtempSync(path.join(os.tmpdir(), `docusaurus-${site.name}-`));
  copySite(site, copy);
  const out = path.join(tmp, 'build');
  try {
    const load = os.loadavg()[0];
    const { command, args, options } = docusaurusBuild(docusaurus, copy, out);
    const { ms } = await runTimed(command, args, options);
    const { routes, titles, kinds } = htmlRoutes(out);
    // The leak check on Docusaurus's own pages: what bench:real-sites would count there (0 unless
    // the check mistakes something a site shows on purpose).
    const leaks = htmlFiles(out).flatMap((file) => findLeaks(readFileSync(path.join(out, file), 'utf8')));
    // The JavaScript its pages download, for bench:real-sites to set docsgen's beside: in the
    // browser, as its webpack runtime fetches a route's chunks, which its HTML does not name.
    const js = await browserScriptWeight(out, comparedPages(out), previous.baseUrl ?? '/');
    const expected = {
      docusaurus: version,
      source: previous.source,
      baseUrl: previous.baseUrl ?? '/',
      extraPackages: extra,
      ...(Object.keys(overrides).length ? { overrides } : {}),
      buildMs: Math.round(ms),
      // The machine's 1-minute load average as the build started: a busy machine slows it.
      loadAverage: Math.round(load * 10) / 10,
      counts: kinds,
      leaks: leaks.length,
      // KB gzip -9: the median page's and the heaviest's (see browserScriptWeight).
      js,
      routes,
      titles,
    };
    writeFileSync(expectedFile, JSON.stringify(expected, null, 2) + '\n');
    console.log(
      `${site.name}: ${routes.length} routes (${JSON.stringify(kinds)}), Docusaurus ${(ms / 1000).toFixed(1)} s, JS ${js.medianKB}/${js.maxKB} KB`,
    );
    for (const leak of leaks.slice(0, 5))
      console.log(`  leak check on Docusaurus's output: [${leak.kind}] ${leak.text}`);
  } catch (error) {
    console.log(
      `${site.name}: Docusaurus failed\n${String(error.message)
        .split('\n')
        .filter((line) => line.trim() && !/^\s+at /.test(line))
        .slice(0, 30)
        .join('\n')}`,
    );
    process.exitCode = 1;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
}

function packageName(spec) {
  const at = spec.indexOf('@', 1);
  return at === -1 ? spec : spec.slice(0, at);
}
