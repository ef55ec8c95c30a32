import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Properties } from 'hast';
import MarkdownIt, {
  type Env,
  type ParserInline,
  type StateBlock,
  type StateInline,
  type Token,
} from 'markdown-it';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { ADMONITION_TITLES, admonitionMarkup } from '../../shared/admonitions.js';
import { highlightCodeHtml } from './codeBlocks.js';
import { hastToHtml } from './hastToHtml.js';
import { alignmentStyle } from './cellAlignment.js';
import { headingAnchor } from './headingAnchor.js';
import { recordHeading, splitExplicitId } from './headingIds.js';
import { rewriteUrl, type LinkOptions } from './links.js';
import { pageData, type PageData } from './pageData.js';
import type { CompiledMarkdown } from './markdownCompiler.js';
import { TRUNCATE_TAG } from './truncate.js';
import { MAX_NESTING } from './nestingLimiter.js';
import { MERMAID_LANG, mermaidPlaceholder } from './mermaid.js';
import { DEFAULT_MAGIC_COMMENTS, markLines } from './magicComments.js';
import { externalLinkProperties, IMAGE_PROPERTIES } from './markdownElementProperties.js';
import type { SiteExtensions } from './pipeline.js';
import type { MagicComment } from '../../shared/types.js';

/** Thrown while parsing a page the fast path cannot render exactly as unified would. */
class Decline extends Error {}

/**
 * Source-level signs of constructs the fast path leaves to unified: footnotes and task lists.
 * Looked for outside code blocks (see outsideCode), where they are text to both pipelines.
 */
const UNSUPPORTED_SOURCE = /\[\^|^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\]/m;
/** Text GFM would turn into a link (www., URLs, e-mail addresses) or strike through (`~`). */
const UNSUPPORTED_TEXT = /www\.|https?:\/\/|mailto:|xmpp:|@|~/i;
/**
 * Delimiter runs where micromark's and markdown-it's emphasis and strikethrough part ways: runs
 * of three or more, and emphasis marks touching tildes.
 */
const TRICKY_DELIMITERS = /\*{3}|_{3}|~{3}|[*_]~|~[*_]/;
const TRUNCATE = /^<!--\s*truncate\s*-->$/;

/**
 * The fast `.md` compiler: markdown-it (about ten times faster than micromark here) turned into the
 * same hast the unified pipeline builds, serialised to the same HTML (see hastToHtml). Pages with
 * anything it does not reproduce exactly (raw HTML, footnotes, task lists, GFM autolink literals,
 * single-tilde strikethrough, reference definitions, nested or unusual `:::` containers) come back
 * undefined, and unified compiles them. tests/integration/fastMarkdown.test.ts holds the two
 * pipelines to the same output over the CommonMark spec, the Codex site and the fixtures.
 */
export function createFastCompiler(
  options: LinkOptions,
  { mermaid = false, magicComments = DEFAULT_MAGIC_COMMENTS }: SiteExtensions = {},
): (body: string, file: string, memo?: CodeMemo) => Promise<CompiledMarkdown | undefined> {
  const md = new MarkdownIt('commonmark', { html: true, maxNesting: 4 * MAX_NESTING });
  md.enable(['table', 'strikethrough']);
  // Keep destinations as written (unified normalises them when it serialises), and let every
  // scheme through as unified does; markdown-it would punycode hosts and drop `javascript:` links.
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (url) => url;
  md.validateLink = () => true;
  md.block.ruler.before('fence', 'admonition', admonition, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  for (const [name, type] of [
    ['link', 'link_open'],
    ['autolink', 'link_open'],
    ['backticks', 'code_inline'],
  ] as const) {
    md.inline.ruler.at(name, recordSpan(md.inline.ruler, name, type));
  }
  return async (body, file, memo) => {
    let tokens: Token[];
    const env: Env = {};
    try {
      tokens = md.parse(body, env);
    } catch (error) {
      if (error instanceof Decline) return undefined;
      throw error;
    }
    if (env.references && Object.keys(env.references).length) return undefined;
    const code = tokens.filter((token) => token.type === 'fence' || token.type === 'code_block');
    if (UNSUPPORTED_SOURCE.test(outsideCode(body, code))) return undefined;
    // All at once: on the main thread, they are highlighted in a worker (see highlightRemotely).
    const highlighted = await Promise.all(
      code.map((token) =>
        mermaid && token.type === 'fence' && fenceLanguage(token) === MERMAID_LANG
          ? ([mermaidPlaceholder(codeValue(token)), undefined] as const)
          : highlightToken(token, memo, magicComments),
      ),
    );
    // Recorded in the page's order (not the order they came back in), so the cache entry is the same every time.
    if (memo) for (const [, made] of highlighted) if (made) memo.made.push(made);
    const blocks = new Map(code.map((token, i) => [token, highlighted[i]![0]]));
    const data = pageData({ data: {} });
    try {
      const children = new HastBuilder(tokens, body.split('\n'), blocks, data, options, file).root();
      // Raw nodes are only the highlighted blocks (pages with raw HTML are declined).
      return { html: hastToHtml({ type: 'root', children }), data };
    } catch (error) {
      if (error instanceof Decline) return undefined;
      throw error;
    }
  };
}

/**
 * Wraps an inline rule so the first token of `type` it pushes records where its source starts and
 * ends in the inline text: a link's line, and whether a code span wraps onto another line.
 */
function recordSpan(ruler: ParserInline['ruler'], name: string, type: string) {
  const rule = ruler.__rules__.find((r) => r.name === name)!.fn;
  return (state: StateInline, silent: boolean): boolean => {
    const start = state.pos;
    const count = state.tokens.length;
    if (!rule(state, silent)) return false;
    const token = state.tokens.slice(count).find((t) => t.type === type);
    if (token) token.meta = { ...token.meta, start, end: state.pos };
    return true;
  };
}

/** `:::name[Title]` … `:::` admonition containers, as remark-directive parses them. */
function admonition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (state.src.charCodeAt(start) !== 0x3a || state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const line = state.src.slice(start, state.eMarks[startLine]);
  const open = /^(:{3,})(.*)$/.exec(line);
  if (!open) return false;
  const [, fence, rest] = open as unknown as [string, string, string];
  const head = /^([a-z]+)(?:\[([^[\]\\`\n]+)\])?[ \t]*$/.exec(rest);
  // Anything but a known admonition with a plain title is left to unified.
  if (!head || !ADMONITION_TITLES[head[1]!]) throw new Decline();
  // Like remark-directive's containers, an admonition interrupts a paragraph, list or blockquote.
  if (silent) return true;
  if (state.sCount[startLine] !== state.blkIndent) throw new Decline();
  let close = startLine + 1;
  for (; close < endLine; close++) {
    const text = state.src.slice(state.bMarks[close]! + state.tShift[close]!, state.eMarks[close]);
    if (text && state.sCount[close]! < state.blkIndent) throw new Decline();
    if (!text.startsWith(':::')) continue;
    if (!new RegExp(`^:{${fence.length},}[ \\t]*$`).test(text)) throw new Decline();
    break;
  }
  if (close >= endLine) throw new Decline();
  const name = head[1]!;
  const openToken = state.push('admonition_open', 'div', 1);
  openToken.info = name;
  openToken.map = [startLine, close + 1];
  const title = state.push('inline', '', 0);
  title.content = head[2] ?? '';
  title.meta = { admonitionTitle: head[2] === undefined ? ADMONITION_TITLES[name] : undefined };
  title.map = [startLine, startLine + 1];
  title.children = [];
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = 'admonition' as StateBlock['parentType'];
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.push('admonition_close', 'div', -1);
  state.line = close + 1;
  return true;
}

/**
 * Highlighted code blocks (HTML by a hash of their source) a page's previous compile made, and
 * those this compile makes: a page edited in its prose compiles without loading Shiki.
 */
export interface CodeMemo {
  known: ReadonlyMap<string, string>;
  made: [string, string][];
}

/** A code block as HTML (a raw node) and, given a memo, the entry to record for it. */
async function highlightToken(
  token: Token,
  memo: CodeMemo | undefined,
  magicComments: readonly MagicComment[],
): Promise<[ElementContent, [string, string] | undefined]> {
  const key =
    memo && createHash('sha1').update(`${token.type}\n${token.info}\n${token.content}`).digest('base64url');
  const known = key && memo.known.get(key);
  if (key && known !== undefined) return [{ type: 'raw', value: known }, [key, known]];
  const info = token.type === 'code_block' ? null : fenceInfo(token);
  const [lang, meta] = [info?.[1] ?? null, info?.[2] ?? null];
  const { code, lines } = markLines(lang, meta, codeValue(token), magicComments);
  const html = await highlightCodeHtml(lang, meta, code, lines);
  return [{ type: 'raw', value: html }, key ? [key, html] : undefined];
}

/** A fence's info as unified splits it, at the first whitespace: its language and its meta. */
function fenceInfo(token: Token): RegExpExecArray | null {
  return /^(\S+)(?:\s+([\s\S]*))?$/.exec(token.info.trim());
}

/** A fence's language, as unified's code node has it. */
function fenceLanguage(token: Token): string | undefined {
  return fenceInfo(token)?.[1];
}

/** A code block's text as unified's code node has it: without its final newline. */
function codeValue(token: Token): string {
  return token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
}

function attr(token: Token, name: string): string | undefined {
  const value = token.attrGet(name);
  return value === null ? undefined : String(value);
}

function el(tagName: string, properties: Properties, children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** Joins block siblings with newlines, as mdast-util-to-hast does (`loose` also pads both ends). */
function wrap(nodes: ElementContent[], loose: boolean): ElementContent[] {
  const out: ElementContent[] = loose ? [text('\n')] : [];
  nodes.forEach((node, i) => {
    if (i) out.push(text('\n'));
    out.push(node);
  });
  if (loose && nodes.length) out.push(text('\n'));
  return out;
}

/** Builds, from markdown-it's flat token stream, the hast tree mdast-util-to-hast would build. */
class HastBuilder {
  private i = 0;
  private line = 1;
  private quotes = 0;
  private afterContainer = false;
  private readonly slugger = new GithubSlugger();

  constructor(
    private readonly tokens: Token[],
    private readonly lines: string[],
    private readonly blocks: Map<Token, ElementContent>,
    private readonly data: PageData,
    private readonly options: LinkOptions,
    private readonly file: string,
  ) {}

  root(): ElementContent[] {
    return wrap(this.blockList(undefined, true), false);
  }

  /** Block nodes up to (and past) the closing token of the given type. */
  private blockList(close: string | undefined, atRoot = false): ElementContent[] {
    const nodes: ElementContent[] = [];
    while (this.i < this.tokens.length) {
      const token = this.tokens[this.i++]!;
      if (token.type === close) return nodes;
      if (token.map) this.line = token.map[0] + 1;
      nodes.push(this.block(token, atRoot));
    }
    return nodes;
  }

  private block(token: Token, atRoot: boolean): ElementContent {
    switch (token.type) {
      case 'paragraph_open': {
        const p = el('p', {}, this.inline(this.tokens[this.i++]!));
        this.i++;
        return p;
      }
      case 'heading_open':
        return this.heading(token);
      case 'blockquote_open': {
        this.quotes++;
        const children = this.blockList('blockquote_close');
        this.quotes--;
        this.afterContainer = true;
        return el('blockquote', {}, wrap(children, true));
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(token);
      case 'code_block':
        // micromark splits indented code that follows a list or quote into one block per line.
        if (this.afterContainer) throw new Decline();
        return this.blocks.get(token)!;
      case 'fence':
        return this.blocks.get(token)!;
      case 'hr':
        return el('hr', {}, []);
      case 'table_open':
        return this.table(token);
      case 'admonition_open':
        return this.admonition(token);
      case 'html_block':
        if (atRoot && TRUNCATE.test(token.content.trim())) return el(TRUNCATE_TAG, {}, []);
        throw new Decline();
      default:
        throw new Decline();
    }
  }

  private heading(token: Token): Element {
    const depth = Number(token.tag.slice(1));
    const inline = this.tokens[this.i++]!;
    this.i++;
    // A code span across lines keeps its newline in mdast (and so in the slug and TOC text).
    if (inline.content.includes('\n') && inline.content.includes('`')) throw new Decline();
    const children = inline.children ?? [];
    const last = children[children.length - 1];
    const explicit = last?.type === 'text' ? splitExplicitId(last.content) : undefined;
    if (explicit) {
      last!.content = explicit.text;
      if (!explicit.text) children.pop();
    }
    const content = this.inline(inline);
    // Untrimmed, as Docusaurus slugs it (`## Setext [](/x)` is `setext-`); recordHeading trims the TOC's.
    const label = plainText(children);
    const id = recordHeading(this.slugger, this.data, depth, label, explicit?.id);
    const anchor = headingAnchor(depth, id, label.trim());
    if (anchor)
      content.push(el('a', { href: normalizeUri(anchor.href), ...anchor.attributes }, [text(anchor.text)]));
    return el(token.tag, { id }, content);
  }

  private list(token: Token): Element {
    const ordered = token.type === 'ordered_list_open';
    const close = ordered ? 'ordered_list_close' : 'bullet_list_close';
    const start = attr(token, 'start');
    // Where micromark departs from CommonMark: it counts a `>` blank line towards a quoted list's
    // looseness, and reads `3)` right after indented code as a paragraph.
    if (this.quotes || (start !== undefined && this.tokens[this.i - 2]?.type === 'code_block'))
      throw new Decline();
    const items: Element[] = [];
    while (this.tokens[this.i]!.type !== close) {
      const item = this.tokens[this.i++]!;
      if (item.map) this.line = item.map[0] + 1;
      // micromark reads `- *` as an item holding the text `*`, not an empty nested item.
      if (this.tokens[this.i]!.type === 'list_item_close') throw new Decline();
      items.push(this.listItem());
    }
    this.i++;
    this.afterContainer = true;
    // markdown-it hides the paragraphs of tight lists; mdast-util-to-hast unwraps them.
    const properties: Properties = start !== undefined && Number(start) !== 1 ? { start: Number(start) } : {};
    return el(ordered ? 'ol' : 'ul', properties, wrap(items, true));
  }

  private listItem(): Element {
    const level = this.tokens[this.i - 1]!.level + 1;
    const first = this.i;
    const children = this.blockList('list_item_close');
    // Only the item's own paragraphs say whether its list is tight (nested lists decide their own).
    const tight = this.tokens
      .slice(first, this.i)
      .some((t) => t.type === 'paragraph_open' && t.level === level && t.hidden);
    const out: ElementContent[] = [];
    children.forEach((child, index) => {
      const isP = child.type === 'element' && child.tagName === 'p';
      if (!tight || index !== 0 || !isP) out.push(text('\n'));
      if (isP && tight) out.push(...child.children);
      else out.push(child);
    });
    const tail = children[children.length - 1];
    if (tail && (!tight || tail.type !== 'element' || tail.tagName !== 'p')) out.push(text('\n'));
    return el('li', {}, out);
  }

  private table(token: Token): Element {
    const [first, end] = token.map!;
    const columns = cellCount(this.lines[first]!);
    // GFM needs a pipe in the delimiter row, and keeps (unrendered) the cells past the header's count.
    if (!/\|/.test(this.lines[first + 1]!) || !/(?:^|[^\\])\|/.test(this.lines[first]!)) throw new Decline();
    for (let n = first; n < end; n++) {
      if (this.lines[n]!.includes('\\\\|') || cellCount(this.lines[n]!) > columns) throw new Decline();
    }
    const sections: Element[] = [];
    while (this.tokens[this.i]!.type !== 'table_close') {
      const section = this.tokens[this.i++]!;
      const head = section.type === 'thead_open';
      const rows: Element[] = [];
      while (this.tokens[this.i]!.type === 'tr_open') {
        const tr = this.tokens[this.i++]!;
        if (tr.map) this.line = tr.map[0] + 1;
        const cells: Element[] = [];
        while (this.tokens[this.i]!.type !== 'tr_close') {
          const cell = this.tokens[this.i++]!;
          const align = /text-align:(\w+)/.exec(attr(cell, 'style') ?? '')?.[1];
          cells.push(
            el(
              head ? 'th' : 'td',
              align ? { style: alignmentStyle(align) } : {},
              this.inline(this.tokens[this.i++]!),
            ),
          );
          this.i++;
        }
        this.i++;
        rows.push(el('tr', {}, wrap(cells, true)));
      }
      this.i++;
      sections.push(el(head ? 'thead' : 'tbody', {}, wrap(rows, true)));
    }
    this.i++;
    return el('table', {}, wrap(sections, true));
  }

  private admonition(token: Token): Element {
    const titleToken = this.tokens[this.i++]!;
    const fallback = (titleToken.meta as { admonitionTitle?: string }).admonitionTitle;
    const title = fallback === undefined ? this.inline(titleToken) : [text(fallback)];
    const body = wrap(this.blockList('admonition_close'), true);
    const markup = admonitionMarkup(token.info);
    return el(markup.box.tag, markup.box.attributes, [
      el(markup.title.tag, markup.title.attributes, title),
      el(markup.body.tag, markup.body.attributes, body),
    ]);
  }

  /** Whether a paragraph has a continuation line that starts with whitespace (inside any `>` markers). */
  private indentedContinuation(token: Token): boolean {
    const [first, end] = token.map ?? [0, 0];
    for (let n = first + 1; n < end; n++) {
      if (/^[ \t]/.test(this.lines[n]!.replace(/^(?:[ \t]{0,3}>[ \t]?)+/, ''))) return true;
    }
    return false;
  }

  /** An inline token's children as hast, rewriting links and images as remarkLinks does. */
  private inline(token: Token): ElementContent[] {
    if (token.map) this.line = token.map[0] + 1;
    const src = token.content;
    if (TRICKY_DELIMITERS.test(src)) throw new Decline();
    const root: ElementContent[] = [];
    const stack: ElementContent[][] = [root];
    let inLink = 0;
    const push = (node: ElementContent): void => {
      stack[stack.length - 1]!.push(node);
    };
    const open = (node: Element): void => {
      push(node);
      stack.push(node.children);
    };
    for (const child of token.children ?? []) {
      switch (child.type) {
        case 'text':
          if (!inLink && UNSUPPORTED_TEXT.test(child.content)) throw new Decline();
          push(text(child.content));
          break;
        case 'softbreak':
          push(text('\n'));
          break;
        case 'hardbreak':
          push(el('br', {}, []));
          push(text('\n'));
          break;
        case 'code_inline': {
          // micromark keeps the indentation of the lines a code span wraps onto; markdown-it drops it.
          const { start, end } = span(child);
          if (src.slice(start, end).includes('\n') && this.indentedContinuation(token)) throw new Decline();
          push(el('code', {}, [text(child.content)]));
          break;
        }
        case 'strong_open':
        case 'em_open':
        case 's_open':
          open(el(child.type === 's_open' ? 'del' : child.tag, {}, []));
          break;
        case 'link_open': {
          const line = this.line + countNewlines(src, span(child).start);
          const url = rewriteUrl(attr(child, 'href') ?? '', 'link', line, this.file, this.options, this.data);
          const title = attr(child, 'title');
          inLink++;
          const href = normalizeUri(url);
          open(
            el('a', { href, ...(title === undefined ? {} : { title }), ...externalLinkProperties(href) }, []),
          );
          break;
        }
        case 'link_close':
          inLink--;
          stack.pop();
          break;
        case 'strong_close':
        case 'em_close':
        case 's_close':
          stack.pop();
          break;
        case 'image': {
          const url = rewriteUrl(
            attr(child, 'src') ?? '',
            'image',
            this.line,
            this.file,
            this.options,
            this.data,
          );
          const title = attr(child, 'title');
          const properties: Properties = { src: normalizeUri(url), alt: plainText(child.children ?? []) };
          if (title !== undefined) properties.title = title;
          push(el('img', { ...properties, ...IMAGE_PROPERTIES }, []));
          break;
        }
        default:
          throw new Decline();
      }
    }
    return root;
  }
}

/** The cells in a table row as GFM splits it: at unescaped pipes, ignoring a leading and trailing one. */
function cellCount(line: string): number {
  const cells = line.trim().split(/(?<!\\)\|/);
  if (cells[0]!.trim() === '') cells.shift();
  if (cells.length && cells[cells.length - 1]!.trim() === '') cells.pop();
  return cells.length;
}

/** Where a token's source starts and ends in its inline text (see recordSpan). */
function span(token: Token): { start: number; end: number } {
  const meta = token.meta as { start?: number; end?: number } | null;
  return { start: meta?.start ?? 0, end: meta?.end ?? 0 };
}

function countNewlines(src: string, end: number): number {
  let n = 0;
  for (let i = src.indexOf('\n'); i !== -1 && i < end; i = src.indexOf('\n', i + 1)) n++;
  return n;
}

/** The plain text of inline tokens, as mdast-util-to-string gives it (code included, image alt too). */
function plainText(tokens: Token[]): string {
  let out = '';
  for (const t of tokens) {
    if (t.type === 'text' || t.type === 'code_inline') out += t.content;
    else if (t.type === 'softbreak') out += '\n';
    else if (t.type === 'image') out += plainText(t.children ?? []);
  }
  return out;
}

/**
 * A body with the lines of its code blocks (markdown-it's `fence` and `code_block` tokens) left
 * empty: release notes show Markdown examples (a task list in a ```` ```md ```` block) that
 * declined the whole page, six of prettier's largest posts among them.
 */
function outsideCode(body: string, code: Token[]): string {
  if (!code.length) return body;
  const lines = body.split('\n');
  for (const { map } of code) if (map) lines.fill('', map[0], map[1]);
  return lines.join('\n');
}
