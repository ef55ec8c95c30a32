import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileCreated } from '../../../src/node/content/fileCreated.js';

describe('fileCreated (the date of a blog post that names none, as Docusaurus finds it)', () => {
  it("is the day of the file's first commit, not of a later one", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-created-'));
    const git = (args: string[], date: string): void => {
      const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, env });
    };
    git(['init', '-q'], '2020-01-01T00:00:00Z');
    writeFileSync(path.join(root, 'post.md'), 'first\n');
    git(['add', '.'], '2021-02-03T10:00:00Z');
    git(['commit', '-qm', 'add'], '2021-02-03T10:00:00Z');
    writeFileSync(path.join(root, 'post.md'), 'second\n');
    git(['commit', '-qam', 'edit'], '2022-05-06T10:00:00Z');
    expect(fileCreated(root, 'post.md')).toBe('2021-02-03');
  });

  it('is the file system date outside git or before the first commit', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-created-'));
    writeFileSync(path.join(root, 'post.md'), 'text\n');
    const stats = statSync(path.join(root, 'post.md'));
    const created = stats.birthtimeMs ? stats.birthtime : stats.mtime;
    expect(fileCreated(root, 'post.md')).toBe(created.toISOString().slice(0, 10));
  });
});
