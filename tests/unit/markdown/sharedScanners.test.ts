import { createCssVariablesTheme, createHighlighterCore, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { sharedScanners } from '../../../src/node/markdown/sharedScanners.js';

const CODE = [
  'const answer = await fetch(`/api/${id}`, { method: "POST" });',
  'export function Card({ title }) {',
  '  return <div className="card"><span>{title}</span></div>;',
  '}',
].join('\n');
// Grammars that repeat one another's rules (JavaScript, JSX, TypeScript's JSX): each compiles its
// own copy of the same lists of patterns.
const LANGS = ['javascript', 'jsx', 'tsx'] as const;

/** The Oniguruma engine, counting the scanners it compiles. */
async function countingEngine(): Promise<{ engine: RegexEngine; compiled: () => number }> {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  let count = 0;
  return {
    engine: {
      createString: (text) => engine.createString(text),
      createScanner(patterns) {
        count++;
        return engine.createScanner(patterns);
      },
    },
    compiled: () => count,
  };
}

/** The tokens of CODE in each of LANGS, with an engine. */
async function tokens(engine: RegexEngine): Promise<string> {
  const theme = createCssVariablesTheme({ name: 't', variablePrefix: '--shiki-' });
  const langs = LANGS.map((lang) => import(`shiki/langs/${lang}.mjs`));
  const hl = await createHighlighterCore({ themes: [theme], langs, engine });
  // A generous time limit: past it a line's rest is one plain token, and the first lines of a cold
  // thread (compiling the grammar) can take longer than Shiki's default half second.
  const options = { theme: 't', tokenizeTimeLimit: 60_000 };
  return JSON.stringify(LANGS.map((lang) => hl.codeToTokens(CODE, { ...options, lang }).tokens));
}

describe('sharedScanners', () => {
  it('gives the tokens the engine gives, compiling a list of patterns once', async () => {
    const plain = await countingEngine();
    const shared = await countingEngine();
    expect(await tokens(sharedScanners(shared.engine))).toBe(await tokens(plain.engine));
    expect(shared.compiled()).toBeGreaterThan(0);
    expect(shared.compiled()).toBeLessThan(plain.compiled() * 0.75);
  });

  it('compiles a list again once its scanner was let go, with the same tokens', async () => {
    const plain = await countingEngine();
    const few = await countingEngine();
    const unbounded = await countingEngine();
    const expected = await tokens(plain.engine);
    expect(await tokens(sharedScanners(few.engine, 3))).toBe(expected);
    await tokens(sharedScanners(unbounded.engine));
    // Keeping 3 at most, grammars of dozens of lists compile more than the unbounded one does.
    expect(few.compiled()).toBeGreaterThan(unbounded.compiled());
  });
});
