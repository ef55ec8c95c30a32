import type { MagicComment } from '../../shared/types.js';

/** The class names of a code block's marked lines (numbered from 1), joined by spaces. */
export type LineClasses = ReadonlyMap<number, string>;

/** A block with no line marked. */
export const NO_LINES: LineClasses = new Map();

/** Docusaurus's magic comments when a site names none: the highlighted line and block. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** Comment syntaxes a magic comment may be written in, as regex sources of their two ends. */
const COMMENTS = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;
type Comment = keyof typeof COMMENTS;

const POPULAR: Comment[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/**
 * The comment syntaxes each language's magic comments are read in, as Docusaurus reads them (by
 * the fence's language as written, lowercased); any other language takes the popular ones.
 */
const LANGUAGE_COMMENTS: Record<string, Comment[]> = {
  ...spread(['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']),
  ...spread(['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']),
  html: ['js', 'jsBlock', 'html'],
  ...spread(['python', 'py', 'bash'], ['bash']),
  // Markdown's text takes HTML comments, its front matter `#`.
  ...spread(['markdown', 'md'], ['html', 'jsx', 'bash']),
  ...spread(['tex', 'latex', 'matlab'], ['tex']),
  ...spread(['lua', 'haskell'], ['lua']),
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  ...spread(['vb', 'vba', 'visual-basic'], ['vb', 'rem']),
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ...spread(['ocaml', 'sml'], ['ml']),
  fortran: ['f90'],
  cobol: ['cobol'],
};

function spread(languages: string[], comments: Comment[]): Record<string, Comment[]> {
  return Object.fromEntries(languages.map((lang) => [lang, comments]));
}

/** A meta string's `{1,4-6}`: lines to mark with the first magic comment's class. */
const META_RANGE = /\{([\d,-]+)\}/;

const patterns = new Map<string, RegExp>();

/**
 * A line that is one magic comment and nothing else, in one of the comment syntaxes of `lang`,
 * the comment's word in a group of its own.
 */
function directivePattern(lang: string, comments: readonly MagicComment[]): RegExp {
  const syntaxes = LANGUAGE_COMMENTS[lang] ?? POPULAR;
  const words = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter(Boolean);
  const key = `${syntaxes.join()}\0${words.join('\0')}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = words.map((word) => word!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const forms = syntaxes.map((syntax) => {
      const [start, end] = COMMENTS[syntax];
      return `${start}\\s*(${alternatives})\\s*${end}`;
    });
    pattern = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * A code block's lines as Docusaurus marks them: a line range in the meta string gives those lines
 * the first magic comment's class (the code kept as written); otherwise each magic comment line is
 * taken out of the code and marks the line after it, or the lines from its block's start to its
 * end. A line's classes come in the order the comments are listed.
 */
export function markLines(
  info: string | null | undefined,
  meta: string | null | undefined,
  value: string,
  comments: readonly MagicComment[],
): { code: string; lines: LineClasses } {
  const range = meta ? META_RANGE.exec(meta)?.[1] : undefined;
  if (range !== undefined) {
    const className = comments[0]?.className;
    const lines = new Map<number, string>();
    if (className) for (const line of numberRange(range)) if (line > 0) lines.set(line, className);
    return { code: value, lines };
  }
  if (!comments.some((comment) => comment.line || comment.block)) return { code: value, lines: new Map() };
  const pattern = directivePattern((info ?? 'text').toLowerCase(), comments);
  // Each class's lines, and where its open block starts (an end with no start marks from line 1).
  const marks = new Map(comments.map((c) => [c.className, { start: 1, lines: new Set<number>() }]));
  const owner = (word: string, of: (comment: MagicComment) => string | undefined): string | undefined =>
    comments.findLast((comment) => of(comment) === word)?.className;
  const kept: string[] = [];
  for (const line of value.split(/\r?\n/)) {
    const word = pattern
      .exec(line)
      ?.slice(1)
      .find((group) => group !== undefined);
    if (word === undefined) {
      kept.push(line);
      continue;
    }
    const next = kept.length + 1;
    const lineClass = owner(word, (c) => c.line);
    const startClass = lineClass ? undefined : owner(word, (c) => c.block?.start);
    const endClass = lineClass || startClass ? undefined : owner(word, (c) => c.block?.end);
    if (lineClass) marks.get(lineClass)!.lines.add(next);
    else if (startClass) marks.get(startClass)!.start = next;
    else if (endClass) {
      const mark = marks.get(endClass)!;
      for (let n = mark.start; n < next; n++) mark.lines.add(n);
    }
  }
  const lines = new Map<number, string>();
  for (const [className, { lines: marked }] of marks)
    for (const line of marked)
      lines.set(line, lines.has(line) ? `${lines.get(line)} ${className}` : className);
  return { code: kept.join('\n'), lines };
}

/** The numbers of a range like `1,4-6`. */
function numberRange(range: string): number[] {
  const numbers: number[] = [];
  for (const part of range.split(',')) {
    const [from, to] = part.split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    const last = to !== undefined && !Number.isNaN(to) ? to : from;
    for (let n = from; n <= last; n++) numbers.push(n);
  }
  return numbers;
}
