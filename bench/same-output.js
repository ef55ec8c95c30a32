// Builds the Codex site and the synthetic corpus with this checkout and with another commit, and
// compares the two outputs file by file: a change that means to keep behaviour (a refactor) proves
// it with "identical". Prints the files that differ, and exits 1 if any do.
// Usage: npm run bench:same-output -- --base <commit> [--pages 1000]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { baseTree, option, repo } from './baseTree.js';
import { writeCorpus } from './corpus.js';

const base = option('--base');
if (!base) throw new Error('usage: npm run bench:same-output -- --base <commit> [--pages N]');
const pages = Number(option('--pages', 1000));
const { tree, sha } = baseTree(base);
const corpus = path.join(repo, 'bench/.corpus', `pairs-${pages}`);
if (!existsSync(corpus)) writeCorpus(corpus, pages);
const outRoot = existsSync('/dev/shm')
  ? `/dev/shm/docsgen-same-${process.pid}`
  : path.join(repo, 'bench/.corpus/same-out');

/**
 * Names with a content hash (island bundles by esbuild, `name.<10 hex>.ext` assets by docsgen) are
 * compared without it: esbuild's hashes cover the paths of their inputs, docsgen's own templates
 * among them, and the base is checked out elsewhere; and a changed bundle (the client runtime, say)
 * then shows as that one file, not as every page that links to it.
 */
const unhashed = (text) =>
  text.replace(/-[A-Z0-9]{8}\.js\b/g, '-HASH.js').replace(/\.[0-9a-f]{10}\.(js|css|html)\b/g, '.HASH.$1');

/** Every file under dir, by its path relative to dir. */
function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

let differing = 0;
for (const [name, root] of [
  ['Codex', repo],
  [`${pages}-page corpus`, corpus],
]) {
  const out = (which) => path.join(outRoot, `${name.replace(/\W+/g, '-')}-${which}`);
  for (const [which, docsgen] of [
    ['base', tree],
    ['here', repo],
  ]) {
    rmSync(out(which), { recursive: true, force: true });
    const bin = path.join(docsgen, 'bin/docsgen.js');
    execFileSync(process.execPath, [bin, 'build', '--root', root, '--out', out(which), '--no-cache'], {
      stdio: 'ignore',
    });
  }
  // Each output's files by their unhashed names, with their content unhashed.
  const [before, after] = ['base', 'here'].map(
    (which) =>
      new Map(
        files(out(which)).map((rel) => [
          unhashed(rel),
          unhashed(readFileSync(path.join(out(which), rel), 'latin1')),
        ]),
      ),
  );
  const all = [...new Set([...before.keys(), ...after.keys()])].sort();
  const changed = all.filter((rel) => before.get(rel) !== after.get(rel));
  differing += changed.length;
  console.log(
    `${name}: ${after.size} files, ${changed.length ? `${changed.length} differ from` : 'identical to'} ${sha.slice(0, 7)}`,
  );
  for (const rel of changed.slice(0, 20)) console.log(`  ${rel}`);
}
rmSync(outRoot, { recursive: true, force: true });
process.exitCode = differing ? 1 : 0;
