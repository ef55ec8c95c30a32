import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';

/** A pattern as JavaScript runs it: its source, flags and, when it needs emulating, its options. */
type Conversion = [source: string, flags: string, options?: EmulatedRegExp['rawOptions']];

/**
 * The most conversions a file keeps: each is a few hundred bytes (prettier's 40 languages make
 * 1,700), so a file past this holds grammars nobody has used for long, and keeps only what the
 * thread that writes it knows.
 */
const KEPT = 50_000;

/**
 * Oniguruma patterns as Shiki's JavaScript regex engine converts them, kept in docsgen's compile
 * cache beside its compiled code (see launch.ts). Converting a grammar's patterns costs as much as
 * Oniguruma's compiling them (prettier's 1,600 blocks: 11.0 s against 11.1 s, both engines
 * tokenising); with the conversions kept, the same blocks took 6.8 s, the regexes built from their
 * source and flags. `file` is undefined when there is no compile cache: every pattern is converted.
 */
export class RegexConversions {
  private readonly known = new Map<string, Conversion>();
  /** How many patterns were converted here rather than known. */
  converted = 0;

  constructor(private readonly file: string | undefined) {
    if (file) for (const [pattern, conversion] of readConversions(file)) this.known.set(pattern, conversion);
  }

  /** The JavaScript regex for an Oniguruma pattern (throws for one JavaScript cannot run). */
  regex(pattern: string): RegExp {
    const known = this.known.get(pattern);
    if (known) {
      const [source, flags, options] = known;
      return options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
    }
    const regex = defaultJavaScriptRegexConstructor(pattern);
    this.known.set(pattern, [
      regex.source,
      regex.flags,
      ...(regex instanceof EmulatedRegExp ? [regex.rawOptions] : []),
    ] as Conversion);
    this.converted++;
    return regex;
  }

  /**
   * Writes the conversions when some were made here, saying whether it did. Threads and processes
   * share the file: each writes what the file holds with its own added (aside, then renamed), and
   * again should another's write have replaced its own meanwhile.
   */
  save(): boolean {
    if (!this.file || !this.converted) return false;
    const mine = [...this.known.keys()].slice(-this.converted);
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      for (let attempt = 0; attempt < 3; attempt++) {
        const stored = readConversions(this.file);
        const all = new Map([...(stored.length + this.known.size > KEPT ? [] : stored), ...this.known]);
        const temp = `${this.file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
        writeFileSync(temp, serialize([...all]));
        renameSync(temp, this.file);
        const written = new Map(readConversions(this.file));
        if (mine.every((pattern) => written.has(pattern))) break;
      }
      this.converted = 0;
      return true;
    } catch {
      // A read-only or full disk only costs the next run its conversions.
      return false;
    }
  }
}

/** The conversions a file holds (none when there is no file yet, or it cannot be read). */
function readConversions(file: string): [string, Conversion][] {
  try {
    return deserialize(readFileSync(file)) as [string, Conversion][];
  } catch {
    return [];
  }
}
