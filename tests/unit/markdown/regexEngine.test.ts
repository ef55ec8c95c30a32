import fg from 'fast-glob';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createCssVariablesTheme,
  createHighlighterCore,
  type LanguageRegistration,
  type RegexEngine,
} from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { describe, expect, it } from 'vitest';
import { firstBlocks } from '../../../src/node/markdown/codeBlocks.js';
import { RegexConversions } from '../../../src/node/markdown/regexConversions.js';
import { regexEngine } from '../../../src/node/markdown/regexEngine.js';

const theme = createCssVariablesTheme({ name: 't', variablePrefix: '--shiki-', fontStyle: true });

/** The tokens of each block in its language, by a highlighter on an engine. */
async function tokens(engine: RegexEngine, blocks: [string, string][], langs: LanguageRegistration[][]) {
  const hl = await createHighlighterCore({ themes: [theme], langs, engine });
  // A generous time limit: past it a line's rest is one plain token (see codeBlocks.ts).
  return blocks.map(([lang, code]) =>
    JSON.stringify(hl.codeToTokens(code, { lang, theme: 't', tokenizeTimeLimit: 60_000 }).tokens),
  );
}

/** The first block of each language in the real sites' pages (tests/fixtures/real/), in Shiki's languages. */
function realBlocks(): [string, string][] {
  const files = fg.sync('tests/fixtures/real/*/{docs,blog,src/pages,versioned_docs}/**/*.{md,mdx}');
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  return [...firstBlocks(texts)].filter(([lang]) => Object.hasOwn(bundledLanguages, lang));
}

const oniguruma = () => createOnigurumaEngine(import('shiki/wasm'));

describe('regexEngine', () => {
  it("gives Oniguruma's tokens for the real sites' code, in every language they use", async () => {
    const blocks = realBlocks();
    expect(blocks.length).toBeGreaterThan(20);
    const langs = await Promise.all(
      blocks.map(async ([lang]) => (await bundledLanguages[lang as keyof typeof bundledLanguages]()).default),
    );
    const conversions = new RegexConversions(undefined);
    expect(await tokens(regexEngine(conversions, await oniguruma()), blocks, langs)).toEqual(
      await tokens(await oniguruma(), blocks, langs),
    );
    expect(conversions.converted).toBeGreaterThan(100);
  });

  it('runs a list with a pattern JavaScript cannot run on Oniguruma', async () => {
    // `(?W)` (ASCII-only word characters) is Oniguruma's alone.
    const grammar = {
      name: 'ascii',
      scopeName: 'source.ascii',
      patterns: [
        { match: '(?W)\\w+', name: 'keyword' },
        { match: '\\d+', name: 'constant.numeric' },
      ],
    } as LanguageRegistration;
    const blocks: [string, string][] = [['ascii', 'abc é 42 déf']];
    const conversions = new RegexConversions(undefined);
    expect(() => conversions.regex('(?W)\\w+')).toThrow();
    expect(await tokens(regexEngine(conversions, await oniguruma()), blocks, [[grammar]])).toEqual(
      await tokens(await oniguruma(), blocks, [[grammar]]),
    );
  });
});

describe('RegexConversions', () => {
  it('keeps its conversions in a file, from which the next one converts nothing', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'docsgen-regexes-')), 'regexes-1.bin');
    const blocks: [string, string][] = [['tsx', 'export const A = <div a={1}>{`t ${x}`}</div>;']];
    const langs = [(await import('shiki/langs/tsx.mjs')).default];
    const first = new RegexConversions(file);
    const expected = await tokens(regexEngine(first, await oniguruma()), blocks, langs);
    expect(first.converted).toBeGreaterThan(50);
    expect(first.save()).toBe(true);
    // Nothing new to write.
    expect(first.save()).toBe(false);
    const second = new RegexConversions(file);
    expect(await tokens(regexEngine(second, await oniguruma()), blocks, langs)).toEqual(expected);
    expect(second.converted).toBe(0);
  });
});
