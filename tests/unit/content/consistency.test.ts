import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers.js';

// The Codex content's own catalogues (errors, statuses, id prefixes) are the reference: every page
// that names one of their values must agree with them. A failure names the page and the value.

const content = path.join(repoRoot, 'content');
const pages = fg
  .sync(['docs/**/*.{md,mdx}', 'blog/**/*.{md,mdx}', 'pages/**/*.{md,mdx,tsx}'], { cwd: content })
  .map((file) => ({ file, text: readFileSync(path.join(content, file), 'utf8') }));
const read = (file: string): string => pages.find((p) => p.file === file)!.text;

/** The text of a page from a heading to the next heading of the same or a higher level. */
function section(file: string, heading: string): string {
  const text = read(file);
  const start = text.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`${file} has no heading "${heading}"`);
  const level = /^#+/.exec(heading)![0];
  const rest = text.slice(start + heading.length + 1);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The backticked values in the first column of a Markdown table. */
const firstColumn = (text: string): string[] => [...text.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
/** The fenced code blocks of a page. */
const codeBlocks = (text: string): string[] =>
  [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);

const errorCodes = new Set(
  [...read('docs/api/errors.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| \d{3} \|/gm)].map((m) => m[1]!),
);
const statuses = {
  /** REST statuses of entries and models (lower case). */
  rest: new Set([
    ...[
      .../^\| `system\.status` \|[^\n]*/m.exec(read('docs/api/entries.mdx'))![0].matchAll(/`([a-z]+)`/g),
    ].map((m) => m[1]!),
    ...[
      .../^\| `status` \| string \|[^\n]*/m.exec(read('docs/api/models.md'))![0].matchAll(/`([a-z]+)`/g),
    ].map((m) => m[1]!),
  ]),
  /** GraphQL CodexStatus and JobStatus values (upper case). */
  graphql: new Set([
    ...firstColumn(section('docs/graphql/schema.md', '## Status enum')),
    ...firstColumn(section('docs/jobs/intro.mdx', '## Job lifecycle')),
  ]),
};
const idPrefixes = new Set(firstColumn(section('docs/api/ids.md', '## Prefixes')));

/**
 * Error codes a page uses: `"code": "X"`, a code table row, or a backticked UPPER_CASE value after
 * words that introduce an error ("fails with", "returns", "rejected with", "error", "code").
 * Status values (which also follow "returns") are left to the status check.
 */
function usedErrorCodes(text: string): string[] {
  const found = [
    ...text.matchAll(/"code"\s*:\s*"([A-Z][A-Z0-9_]+)"/g),
    ...text.matchAll(/^\| `([A-Z][A-Z0-9]*_[A-Z0-9_]+)` \| \d{3} \|/gm),
    ...text.matchAll(
      /(?:[Cc]odes?|[Ff]ails? with|[Ff]ailed with|[Rr]eturns?|[Rr]ejected with|[Ee]rror)\b[^`]{0,60}`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})`/g,
    ),
  ].map((m) => m[1]!);
  return found.filter((code) => !statuses.graphql.has(code));
}

/** Status values named in the code examples of a page (JSON, JavaScript, GraphQL filters). */
function exampleStatuses(text: string): string[] {
  return codeBlocks(text).flatMap((code) => [
    ...[...code.matchAll(/\bstatus"?\s*:\s*["']([A-Za-z_]+)["']/g)].map((m) => m[1]!),
    ...[...code.matchAll(/\bstatus\s*:\s*\{\s*(?:eq|in|ne|nin)\s*:\s*\[?([A-Z_, ]+)\]?/g)].flatMap((m) =>
      m[1]!.split(/[,\s]+/).filter(Boolean),
    ),
  ]);
}

/** Keys whose values are Codex ids (external, block, request and upload ids have their own formats). */
const ID_KEY =
  /"(id|siteId|modelId|entryId|sectionId|authorId|assetId|parentId|webhookId|recurringJobId|pluginId)"\s*:\s*"([^"]*)"/g;
/** A Codex id anywhere in a page: two lower-case letters, a digit, then seven letters or digits, one of them upper case. */
const CODEX_ID = /\b([a-z]{2})(?=[0-9A-Za-z]{8}\b)(?=[0-9a-z]*[A-Z])[0-9][0-9A-Za-z]{7}\b/g;

describe('Codex content consistency', () => {
  it('reads its catalogues from the pages', () => {
    expect(errorCodes.size).toBeGreaterThan(50);
    expect([...statuses.rest]).toEqual(expect.arrayContaining(['draft', 'published', 'deleted']));
    expect([...statuses.graphql]).toEqual(expect.arrayContaining(['PUBLISHED', 'QUEUED', 'SUCCEEDED']));
    expect([...idPrefixes]).toEqual(expect.arrayContaining(['ce', 'se', 'jb']));
  });

  it('lists every error code a page uses in the errors catalogue', () => {
    const missing = pages
      .filter((p) => p.file !== 'docs/api/errors.md')
      .flatMap((p) =>
        usedErrorCodes(p.text)
          .filter((code) => !errorCodes.has(code))
          .map((code) => `${p.file}: ${code}`),
      );
    expect(missing).toEqual([]);
  });

  it('names in examples only statuses that their enum tables list', () => {
    const unknown = pages.flatMap((p) =>
      exampleStatuses(p.text)
        .filter((s) => !(s === s.toLowerCase() ? statuses.rest : statuses.graphql).has(s))
        .map((s) => `${p.file}: ${s}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every entity id a prefix from the IDs page', () => {
    const wrong = pages.flatMap((p) => [
      ...[...p.text.matchAll(ID_KEY)]
        .filter(
          ([, , id]) =>
            !id!.startsWith('/') &&
            !(/^[a-z]{2}[0-9A-Za-z]{8}$/.test(id!) && idPrefixes.has(id!.slice(0, 2))),
        )
        .map(([, key, id]) => `${p.file}: ${key} ${id}`),
      ...[...p.text.matchAll(CODEX_ID)]
        .filter((m) => !idPrefixes.has(m[1]!))
        .map((m) => `${p.file}: ${m[0]}`),
    ]);
    expect(wrong).toEqual([]);
  });

  it('finds the kinds of mistake it guards against', () => {
    expect(usedErrorCodes('The mutation fails with `JOB_ALREADY_RUNNING`.')).toEqual(['JOB_ALREADY_RUNNING']);
    expect(usedErrorCodes('```json\n{ "error": { "code": "NOPE_NOT_HERE" } }\n```')).toEqual([
      'NOPE_NOT_HERE',
    ]);
    expect(usedErrorCodes('Queries return only `PUBLISHED` entries.')).toEqual([]);
    expect(exampleStatuses('```json\n{ "status": "COMPLETED" }\n```')).toEqual(['COMPLETED']);
    expect(
      exampleStatuses('```graphql\nwhere: { system: { status: { in: [DRAFT, EDITED] } } }\n```'),
    ).toEqual(['DRAFT', 'EDITED']);
    expect([...'see xx4Rk2Lq9P and ab12345678'.matchAll(CODEX_ID)].map((m) => m[0])).toEqual(['xx4Rk2Lq9P']);
  });
});
