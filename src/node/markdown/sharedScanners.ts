import type { PatternScanner, RegexEngine } from 'shiki/core';

/**
 * How many compiled scanners a thread keeps. A grammar's scanners number in the hundreds; more
 * distinct ones come from end patterns that repeat what their begin matched (a JSX tag's name, a
 * heredoc's word), which a long `serve --watch` session could grow without end.
 */
const KEPT = 4096;

/**
 * A regex engine whose scanners are compiled once per list of patterns and shared. The grammar
 * engine (vscode-textmate) compiles a scanner for each rule and anchor state it meets, and again
 * whenever an end pattern that refers to its begin's captures changes: a JSX element's end names
 * its tag, so nested elements of different tags recompile the whole list of JSX patterns at every
 * level. On prettier's 1,600 blocks most of the highlighting time was Oniguruma compiling
 * (7.1 of 9.8 s in one thread); the same lists came back again and again. A scanner's matches
 * depend on its patterns alone, so sharing one changes no token.
 */
export function sharedScanners(engine: RegexEngine, kept = KEPT): RegexEngine {
  const scanners = new Map<string, PatternScanner>();
  // Bumped when the scanners are let go, so that each handed-out scanner compiles its list again.
  let generation = 0;
  const compiled = (key: string, patterns: (string | RegExp)[]): PatternScanner => {
    let scanner = scanners.get(key);
    if (!scanner) {
      if (scanners.size >= kept) {
        for (const old of scanners.values()) old.dispose?.();
        scanners.clear();
        generation++;
      }
      scanner = engine.createScanner(patterns);
      scanners.set(key, scanner);
    }
    return scanner;
  };
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const key = patterns
        .map((pattern) => (typeof pattern === 'string' ? pattern : String(pattern)))
        .join('\0');
      let scanner = compiled(key, patterns);
      let made = generation;
      // No dispose: the grammar engine disposes the scanners it drops, and this one may be shared.
      return {
        findNextMatchSync(text, start, options) {
          if (made !== generation) {
            scanner = compiled(key, patterns);
            made = generation;
          }
          return scanner.findNextMatchSync(text, start, options);
        },
      };
    },
  };
}
