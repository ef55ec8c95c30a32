import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers.js';
import { writeFiles } from './serveHelpers.js';

// Mutates real pages (the Codex site's and a Docusaurus fixture's) the way hostile or unlucky input
// would, builds them, and holds every build to the rules: exit 0 or 1, every message located at a
// file under the root with no stack trace, nothing written outside the output folder, and a failed
// build leaves the previous output as it was. The seed is fixed, so a failure replays; set
// FUZZ_SEED to explore further. Rounds stop after a time budget (never failing for it).
const SEED = Number(process.env.FUZZ_SEED ?? 23);
const ROUNDS = 4;
const PAGES_PER_ROUND = 10;
const BUDGET_MS = 20_000;

/** mulberry32: a small seeded generator, so that every run mutates the same way. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = [
  '<div>',
  '</div>',
  '<',
  '>',
  '{',
  '}',
  '{#x}',
  ':::note',
  ':::',
  '```',
  '---',
  '*',
  '**',
  '_',
  '`',
  '[',
  '](',
  '](./missing.md)',
  '](../../../../etc/passwd)',
  '![x](../../../x.png)',
  '\0',
  '%',
  '%ZZ',
  '..',
  '\\',
  '<!--',
  '-->',
  '$$',
  '|',
  '\t',
  '\r',
  '\u202e',
  '\ud800',
  '<script>',
  'export const x = 1;',
  '- '.repeat(300),
  '> '.repeat(300),
  '*a '.repeat(200),
];
const FRONT_MATTER = [
  'slug: ../../../../ESC',
  'slug: /%2e%2e/%2e%2e/ENC',
  'slug: ..\\..\\BACK',
  'slug: "#?%"',
  'id: ..',
  'id: a/b',
  'title: [1, 2]',
  'tags: {a: 1}',
  'sidebar_position: x',
  'a: &a [1]\nb: [*a, *a, *a]',
  'draft: true',
  'description: "\\u0000"',
  'pagination_next: ../../x',
  ': :',
  'slug:',
];

function mutate(text: string, next: () => number, frontMatter: boolean): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  let out = text;
  for (let n = 1 + Math.floor(next() * 4); n > 0; n--) {
    const at = Math.floor(next() * (out.length + 1));
    const end = Math.min(out.length, at + Math.floor(next() * 80));
    // Front matter errors stop a build before any page compiles: only every other round has them.
    switch (Math.floor(next() * (frontMatter ? 8 : 7))) {
      case 0:
      case 1:
        out = out.slice(0, at) + pick(HOSTILE) + out.slice(at);
        break;
      case 2: {
        const line = out.lastIndexOf('\n', at) + 1;
        out = `${out.slice(0, line)}${pick(HOSTILE)}${out.slice(line)}`;
        break;
      }
      case 3:
        out = out.slice(0, at) + out.slice(end);
        break;
      case 4:
      case 5:
        out = out.slice(0, end) + out.slice(at, end) + out.slice(end);
        break;
      case 6:
        out = out.slice(0, at);
        break;
      default:
        out = out.replace(/^---\n/, `---\n${pick(FRONT_MATTER)}\n`);
    }
  }
  return out;
}

/** Every file of a folder with a hash of its content, to tell whether a failed build changed it. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return files;
}

const pages = fg
  .sync(['content/docs/**/*.{md,mdx}', 'tests/fixtures/docusaurus-docs/content/docs/**/*.{md,mdx}'], {
    cwd: repoRoot,
  })
  .sort();
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it(
  `builds mutated real pages by the rules (seed ${SEED})`,
  async () => {
    expect(pages.length).toBeGreaterThan(50);
    const next = random(SEED);
    const started = performance.now();
    for (let round = 0; round < ROUNDS && (round === 0 || performance.now() - started < BUDGET_MS); round++) {
      const parent = mkdtempSync(path.join(tmpdir(), 'docsgen-fuzz-'));
      folders.push(parent);
      const root = path.join(parent, 'site');
      const chosen = Array.from({ length: PAGES_PER_ROUND }, () => pages[Math.floor(next() * pages.length)]!);
      const originals = Object.fromEntries(
        chosen.map((file, i) => [
          `content/docs/p${i}${path.extname(file)}`,
          readFileSync(path.join(repoRoot, file), 'utf8'),
        ]),
      );
      writeFiles(root, originals);
      const clean = await runCli(['build', '--root', root, '--no-cache']);
      // Real pages may link to pages this round did not pick: that is check's business, not the build's.
      expect(clean.stderr.replace(/^.*: warning: .*\n/gm, '')).toBe('');
      const before = snapshot(path.join(root, 'build'));
      const mutated = Object.fromEntries(
        Object.entries(originals).map(([file, text]) => [file, mutate(text, next, round % 2 === 1)]),
      );
      writeFiles(root, mutated);
      const result = await runCli(['build', '--root', root, '--no-cache']);
      const context = { seed: SEED, round, stderr: result.stderr.slice(0, 2000) };
      expect({ ...context, code: result.code === 0 || result.code === 1 }).toEqual({
        ...context,
        code: true,
      });
      for (const line of result.stderr.split('\n').filter(Boolean)) {
        expect({ ...context, line }).toEqual({
          ...context,
          line: expect.stringMatching(
            /^(?:content\/[^:]+:\d+:\d+: .+|Build failed with \d+ errors?\.|warning: duplicate route .+)$/,
          ),
        });
      }
      expect(readdirSync(parent)).toEqual(['site']);
      expect(readdirSync(root).sort()).toEqual(['build', 'content']);
      if (result.code === 1) expect(snapshot(path.join(root, 'build'))).toEqual(before);
    }
  },
  BUDGET_MS + 180_000,
);
