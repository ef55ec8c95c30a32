import { createRequire } from 'node:module';
import type { Document } from 'yaml';
import { SiteError } from '../errors.js';
import { positionAt } from '../positionAt.js';
import { standalone } from './standalone.js';

/** The file's line that holds the front matter's first line (the fence is the first). */
const FRONT_MATTER_LINE = 2;

const require = createRequire(import.meta.url);

/**
 * The YAML parser, loaded on first use: most front matter never needs it (see simpleYaml), and
 * loading it takes about 40 ms of every build's start.
 */
export function yaml(): typeof import('yaml') {
  return require('yaml') as typeof import('yaml');
}

/**
 * A kind of front matter value: its name in errors, the check a value of a key of this kind must
 * pass, and (as a type only, never set) the type TypeScript gives such a key.
 */
interface Kind<T> {
  name: string;
  accepts: (value: unknown) => boolean;
  readonly type?: T;
}

function kind<T>(name: string, accepts: (value: unknown) => boolean): Kind<T> {
  return { name, accepts };
}

/** A YAML scalar taken as text: YAML reads `slug: 2025` as a number, and `!!timestamp 2025-01-02` as a Date. */
function isTextual(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || value instanceof Date;
}
/**
 * Text. Its type says string, though a number or a Date passes too: most readers show the value,
 * or take it with String(), and telling them apart is left to the one that must (see `date`).
 */
const text = kind<string>('string', isTextual);
/** A blog post's date, which its reader tells apart from a Date (YAML's timestamp). */
const date = kind<string | number | Date>('string', isTextual);
const number = kind<number>('number', (value) => typeof value === 'number');
const boolean = kind<boolean>('boolean', (value) => typeof value === 'boolean');
const texts = kind<string[]>(
  'string[]',
  (value) => Array.isArray(value) && value.every((v) => typeof v === 'string'),
);
/** Checked where it is read (blog.ts resolves tags and authors, and says what is wrong). */
const anything = kind<unknown>('value', () => true);

/**
 * The Docusaurus front matter keys docsgen understands, each with the kind of value it must have:
 * the one place a key is declared (FrontMatter's type and the validation both come from here).
 */
const KEYS = {
  id: text,
  title: text,
  sidebar_label: text,
  sidebar_position: number,
  sidebar_class_name: text,
  slug: text,
  description: text,
  tags: anything,
  authors: anything,
  /** Docusaurus's legacy single-author keys (blog posts; `authors` replaces them). */
  author: text,
  author_title: text,
  authorTitle: text,
  author_url: text,
  authorURL: text,
  author_image_url: text,
  authorImageURL: text,
  draft: boolean,
  /** Built, but left out of every list (see isUnlisted). */
  unlisted: boolean,
  hide_table_of_contents: boolean,
  hide_title: boolean,
  wrapperClassName: text,
  toc_min_heading_level: number,
  toc_max_heading_level: number,
  /** An id, or null for no link. */
  pagination_prev: text,
  pagination_next: text,
  /** The sidebar a doc shows (see displayedSidebar), or null for none. */
  displayed_sidebar: text,
  date,
  image: text,
  keywords: texts,
  /** A doc's "Edit this page" link, or null for none. */
  custom_edit_url: text,
  /** A doc's last update as its author states it: `{ date, author }`. */
  last_update: anything,
} satisfies Record<string, Kind<unknown>>;

/** The known keys' types; YAML's null (`key:` with no value) passes every check. */
type KnownKeys = {
  [K in keyof typeof KEYS]?: (typeof KEYS)[K] extends Kind<infer T> ? T | null : never;
};

/** A page's front matter: the known keys, typed, and any other key (kept, unchecked). */
export interface FrontMatter extends KnownKeys {
  [key: string]: unknown;
}

/** The kind a key's value must be, for a known key. */
function kindOf(key: string): Kind<unknown> | undefined {
  return Object.hasOwn(KEYS, key) ? KEYS[key as keyof typeof KEYS] : undefined;
}

export interface ParsedSource {
  data: FrontMatter;
  /** The source with the front matter replaced by empty lines, so positions in the body stay true. */
  body: string;
  /** The front matter as written, fences included ('' when there is none): the source is it and the body after its lines. */
  front: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** Splits YAML front matter off a Markdown source and validates the Docusaurus keys, reporting file:line:col. */
export function parseFrontMatter(source: string, file: string): ParsedSource {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source, front: '' };
  // Values cut from the YAML would otherwise be views into the whole source (see standalone).
  const yamlText = standalone(match[1] ?? '');
  const front = match[0];
  const body = blankLines(front) + source.slice(front.length);
  const simple = simpleYaml(yamlText);
  if (simple) return { data: simple, body, front };
  const { parseDocument, isMap } = yaml();
  const doc = parseDocument(yamlText, { uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const pos = first.linePos?.[0];
    const reason = first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new SiteError(`invalid front matter: ${reason}`, file, (pos?.line ?? 1) + 1, pos?.col ?? 1);
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new SiteError('invalid front matter: expected key: value pairs', file, 2, 1);
  }
  const data = toData(doc, yamlText, file);
  validateKeys(doc, data, yamlText, file);
  return { data, body, front };
}

/** As many empty lines as a front matter block has lines: what replaces it in the body. */
export function blankLines(front: string): string {
  return '\n'.repeat(front.split('\n').length - 1);
}

/** How many aliases front matter may expand (counting what each expands to): a bound on alias bombs. */
const MAX_ALIAS_COUNT = 50;

/** The front matter's values; aliases that expand too far (a "billion laughs") are an error at the first alias. */
function toData(doc: Document, yamlText: string, file: string): FrontMatter {
  try {
    return (doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {}) as FrontMatter;
  } catch (error) {
    const { visit } = yaml();
    let offset = 0;
    visit(doc, {
      Alias(_key, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    const { line, column } = positionAt(yamlText, offset, FRONT_MATTER_LINE);
    const reason = /alias count/i.test((error as Error).message)
      ? `too many aliases expanded (the limit is ${MAX_ALIAS_COUNT})`
      : (error as Error).message;
    throw new SiteError(`invalid front matter: ${reason}`, file, line, column);
  }
}

const SIMPLE_LINE = /^([A-Za-z]\w*): (.+)$/;
const PLAIN = /^[A-Za-z][\w ,.()/'-]*$/;
const WORD = /^[A-Za-z][\w-]*$/;
/** Plain words YAML 1.2 reads as something other than a string, in any case. */
const RESERVED = new Set(['true', 'false', 'null']);

/** A plain YAML value the fast path reads, or undefined for anything it leaves to the YAML parser. */
function simpleValue(text: string): unknown {
  if (text !== text.trim()) return undefined;
  if (/^(0|[1-9]\d{0,14})$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^"[^"\\]*"$/.test(text) || /^'[^']*'$/.test(text)) return text.slice(1, -1);
  if (text.startsWith('[') && text.endsWith(']')) {
    const items = text
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim());
    if (items.length === 1 && items[0] === '') return [];
    return items.every((item) => WORD.test(item) && !RESERVED.has(item.toLowerCase())) ? items : undefined;
  }
  return PLAIN.test(text) && !RESERVED.has(text.toLowerCase()) ? text : undefined;
}

/**
 * Front matter made only of `key: value` lines with plain values (words, quoted text without
 * escapes, small integers, booleans, lists of words) read without the YAML parser, which costs
 * about 50 µs a page; anything else, and any key of the wrong type, is left to it (and its errors).
 * tests/unit/content/frontMatter.test.ts checks both agree on generated front matter.
 */
export function simpleYaml(text: string): FrontMatter | undefined {
  const data: FrontMatter = {};
  for (const line of text.split('\n')) {
    const match = SIMPLE_LINE.exec(line);
    if (!match || Object.hasOwn(data, match[1]!)) return undefined;
    const value = simpleValue(match[2]!);
    if (value === undefined || kindOf(match[1]!)?.accepts(value) === false) return undefined;
    data[match[1]!] = value;
  }
  return data;
}

function validateKeys(doc: Document, data: FrontMatter, yamlText: string, file: string): void {
  const { isMap, isScalar } = yaml();
  if (!isMap(doc.contents)) return;
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const want = kindOf(key);
    const value = data[key];
    if (!want || value === null || value === undefined || want.accepts(value)) continue;
    const { line, column } = positionAt(yamlText, pair.key.range?.[0] ?? 0, FRONT_MATTER_LINE);
    throw new SiteError(
      `invalid front matter: "${key}" must be a ${want.name}, got ${JSON.stringify(value)}`,
      file,
      line,
      column,
    );
  }
}
