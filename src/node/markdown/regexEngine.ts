import type { RegexEngine } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { RegexConversions } from './regexConversions.js';

/**
 * The regex engine docsgen highlights with: Shiki's JavaScript engine, whose patterns come from
 * `conversions`, and Oniguruma (the engine TextMate grammars are written for) for a list of
 * patterns that has one JavaScript cannot run. V8 compiles each distinct pattern once, where
 * Oniguruma compiled every list a grammar's rules make of them (prettier's 40 languages: 1,700
 * patterns in 12,800 places); the tokens are the same (tests/unit/markdown/regexEngine.test.ts
 * holds the two engines to each other on the real sites' code).
 */
export function regexEngine(conversions: RegexConversions, oniguruma: RegexEngine): RegexEngine {
  const javascript = createJavaScriptRegexEngine({
    regexConstructor: (pattern) => conversions.regex(pattern),
  });
  return {
    createString: (text) => javascript.createString(text),
    createScanner(patterns) {
      try {
        return javascript.createScanner(patterns);
      } catch {
        const scanner = oniguruma.createScanner(patterns);
        return {
          findNextMatchSync: (text, start, options) =>
            scanner.findNextMatchSync(typeof text === 'string' ? text : text.content, start, options),
          dispose: () => scanner.dispose?.(),
        };
      }
    },
  };
}
