// docsgen on the real Docusaurus sites of tests/fixtures/real/: each is copied as it is to a
// temporary folder and built with this checkout's `docsgen build --root <copy>`, then compared
// with what Docusaurus 3.10 emitted for it (its expected.json, see bench/real-sites-docusaurus.js):
// exit code and first error lines, routes built against expected (missing, extra), docs titles,
// MDX that reached the page as text ("leaks"), and wall time against Docusaurus's.
// Usage: npm run bench:real-sites [-- <name>…] [--list N] [--keep] [--node-modules] [--json]
//   <name>…         only these sites (folder names under tests/fixtures/real/)
//   --list N        list N error lines, missing/extra routes, title differences and leaks per site (default 10)
//   --keep          keep the copies and outputs (their paths are printed)
//   --node-modules  give each copy bench/.corpus/docusaurus/node_modules (Docusaurus and the
//                   sites' plugins, as a real checkout has them); default: no node_modules
//   --timeout S     stop a build after S seconds (default 600)
//   --json          print one JSON report instead of text
// It never fails because docsgen failed: a site that does not build is reported as such.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { comparedPages, copySite, findLeaks, realSites, scriptWeight, titleOf } from './realSites.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const value = (name, fallback) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : Number(argv[at + 1]);
};
const list = value('--list', 10);
const timeoutMs = value('--timeout', 600) * 1000;
const json = flag('--json');
const withValues = new Set(['--list', '--timeout']);
const only = argv.filter((arg, i) => !arg.startsWith('--') && !withValues.has(argv[i - 1]));
const docusaurusModules = path.join(root, 'bench/.corpus/docusaurus/node_modules');
if (flag('--node-modules') && !existsSync(docusaurusModules)) {
  console.error(
    '--node-modules: bench/.corpus/docusaurus is not installed (run bench/real-sites-docusaurus.js).',
  );
  process.exit(1);
}

if (!existsSync(path.join(root, 'dist/node/cli.cjs'))) {
  console.error('dist/ is missing: run `npm run compile` first.');
  process.exit(1);
}

const sites = realSites(root).filter((site) => !only.length || only.includes(site.name));
if (!sites.length) {
  console.error(`No site${only.length ? ` named ${only.join(', ')}` : ''} under tests/fixtures/real/.`);
  process.exit(1);
}

const reports = [];
for (const site of sites) {
  let report;
  try {
    report = await buildSite(site);
  } catch (error) {
    // The bench itself failed on this site (copying it, git): report it and go on.
    report = {
      site: site.name,
      exitCode: 'bench error',
      errors: firstErrorLines(String(error.stack ?? error)),
      warnings: [],
    };
  }
  reports.push(report);
  if (!json) printReport(report);
}
if (json) console.log(JSON.stringify(reports, null, 2));
else printSummary(reports);

/** Builds one site with docsgen on a temporary copy and compares the output with expected.json. */
async function buildSite(site) {
  const expectedFile = path.join(site.dir, 'expected.json');
  // Without routes (Docusaurus not run yet, or it failed), the site is built and not compared.
  const recorded = existsSync(expectedFile) ? JSON.parse(readFileSync(expectedFile, 'utf8')) : {};
  const expected = Array.isArray(recorded.routes) ? recorded : undefined;
  const tmp = mkdtempSync(path.join(os.tmpdir(), `docsgen-real-${site.name}-`));
  try {
    const report = await buildCopy(site, expected, tmp);
    if (flag('--keep')) report.kept = tmp;
    return report;
  } finally {
    if (!flag('--keep')) rmSync(tmp, { recursive: true, force: true });
  }
}

/** Copies the site into tmp, builds it there and compares the output. */
async function buildCopy(site, expected, tmp) {
  const copy = path.join(tmp, 'site');
  const out = path.join(tmp, 'out');
  copySite(site, copy);
  if (flag('--node-modules')) symlinkSync(docusaurusModules, path.join(copy, 'node_modules'));
  const run = await runDocsgen(['build', '--root', copy, '--out', out, '--no-cache'], copy);
  const report = {
    site: site.name,
    exitCode: run.code,
    timedOut: run.timedOut,
    ms: Math.round(run.ms),
    docusaurusMs: expected?.buildMs,
    docusaurusJs: expected?.js,
    errors: run.code === 0 ? [] : firstErrorLines((run.stderr || run.stdout).replaceAll(copy, '<site>')),
    warnings: warningLines(run.stderr),
    expected: expected?.routes.length,
  };
  try {
    Object.assign(report, compareOutput(out, expected));
  } catch (error) {
    report.compareError = String(error.message ?? error);
  }
  return report;
}

/** Runs this checkout's docsgen; resolves with its exit code, output and wall time, never rejects. */
function runDocsgen(args, cwd) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'bin/docsgen.js'), ...args], {
      cwd,
      env: { ...process.env, CI: '1' },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const done = (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut, ms: performance.now() - start });
    };
    child.on('error', (error) => done(`spawn error: ${error.message}`));
    child.on('close', (code, signal) => done(code ?? signal));
  });
}

function firstErrorLines(text, count = list) {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, count);
}

function warningLines(text) {
  return text.split('\n').filter((line) => /warn/i.test(line));
}

/** Routes, titles and leaks of a docsgen output against Docusaurus's expected.json. */
function compareOutput(out, expected) {
  const pages = existsSync(out) ? comparedPages(out) : [];
  const built = new Set(pages.map((page) => page.route));
  const want = new Set(expected?.routes ?? []);
  const result = {
    built: built.size,
    matched: [...built].filter((route) => want.has(route)).length,
    missing: [...want].filter((route) => !built.has(route)).sort(),
    extra: [...built].filter((route) => !want.has(route)).sort(),
    titleDiffs: [],
    leaks: [],
    js: scriptWeight(out, pages),
  };
  const titles = expected?.titles ?? {};
  const suffix = commonTitleSuffix(
    pages.filter((page) => page.route in titles).map((page) => titleOf(page.html) ?? ''),
  );
  for (const page of pages.sort((a, b) => a.route.localeCompare(b.route))) {
    if (page.route in titles) {
      let title = titleOf(page.html) ?? '';
      if (suffix && title.endsWith(suffix)) title = title.slice(0, -suffix.length);
      if (title !== titles[page.route])
        result.titleDiffs.push({ route: page.route, expected: titles[page.route], got: title });
    }
    for (const leak of findLeaks(page.html)) result.leaks.push({ route: page.route, ...leak });
  }
  return result;
}

/** The " | Site" (or " · Site", " – Site") ending most titles share, so that titles compare without it. */
function commonTitleSuffix(titles) {
  const counts = new Map();
  for (const title of titles) {
    const tail = / [|\u00b7\u2013\u2014-] [^|\u00b7\u2013\u2014]+$/.exec(title)?.[0];
    if (tail) counts.set(tail, (counts.get(tail) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= titles.length / 2 ? best[0] : undefined;
}

function seconds(ms) {
  return ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

function printReport(r) {
  const status = r.timedOut ? `timed out after ${seconds(r.ms)}` : `exit ${r.exitCode}`;
  console.log(`\n== ${r.site}: ${status}, docsgen ${seconds(r.ms)}, Docusaurus ${seconds(r.docusaurusMs)}`);
  for (const line of r.errors) console.log(`   ! ${line}`);
  if (r.warnings.length)
    console.log(`   ${r.warnings.length} warning line(s), first: ${r.warnings[0].trim().slice(0, 160)}`);
  if (r.compareError) console.log(`   could not read the output: ${r.compareError}`);
  if (r.expected === undefined)
    console.log('   expected.json has no routes: run `npm run bench:real-sites:docusaurus -- <name>`');
  console.log(`   pages: ${r.built ?? 0} built, ${r.matched ?? 0} of ${r.expected ?? '?'} expected routes`);
  const show = (label, items, format) => {
    if (!items?.length) return;
    console.log(`   ${label} (${items.length}):`);
    for (const item of items.slice(0, list)) console.log(`     ${format(item)}`);
    if (items.length > list) console.log(`     … ${items.length - list} more`);
  };
  show('missing', r.missing, (route) => route);
  show('extra', r.extra, (route) => route);
  show(
    'title differs',
    r.titleDiffs,
    (d) => `${d.route}: ${JSON.stringify(d.got)}, expected ${JSON.stringify(d.expected)}`,
  );
  if (r.leaks?.length) {
    const kinds = {};
    for (const leak of r.leaks) kinds[leak.kind] = (kinds[leak.kind] ?? 0) + 1;
    const pages = new Set(r.leaks.map((leak) => leak.route)).size;
    console.log(
      `   leaks: ${r.leaks.length} on ${pages} page(s): ${Object.entries(kinds)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    for (const leak of r.leaks.slice(0, list)) console.log(`     ${leak.route}: [${leak.kind}] ${leak.text}`);
    if (r.leaks.length > list) console.log(`     … ${r.leaks.length - list} more`);
  } else if (r.built) console.log('   leaks: none');
  if (r.kept) console.log(`   kept: ${r.kept}`);
}

function printSummary(rs) {
  const rows = [
    [
      'site',
      'exit',
      'built',
      'expected',
      'missing',
      'extra',
      'titles≠',
      'leaks',
      'JS KB',
      'Docusaurus JS KB',
      'docsgen',
      'Docusaurus',
    ],
  ];
  for (const r of rs)
    rows.push([
      r.site,
      r.timedOut ? 'timeout' : String(r.exitCode),
      String(r.built ?? 0),
      String(r.expected ?? '?'),
      String(r.missing?.length ?? '?'),
      String(r.extra?.length ?? '?'),
      String(r.titleDiffs?.length ?? '?'),
      r.built ? String(r.leaks.length) : '-',
      r.js ? `${r.js.medianKB}/${r.js.maxKB}` : '-',
      r.docusaurusJs ? `${r.docusaurusJs.medianKB}/${r.docusaurusJs.maxKB}` : '-',
      seconds(r.ms),
      seconds(r.docusaurusMs),
    ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}
