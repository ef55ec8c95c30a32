import type { Element, ElementContent, Properties } from 'hast';
import type { ObjectExpression } from 'estree';
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { HighlighterCore, LanguageInput, ThemedToken } from 'shiki/core';
import { visit } from 'unist-util-visit';
import { codeBlockMarkup } from '../../shared/codeBlockMarkup.js';
import { importModule } from '../importModule.js';
import { escapeAttribute, escapeText, hastToHtml } from './hastToHtml.js';
import { languageName } from './languageName.js';
import { DEFAULT_MAGIC_COMMENTS, markLines, NO_LINES, type LineClasses } from './magicComments.js';
import type { MagicComment } from '../../shared/types.js';
import { highlightHtmlRemotely, highlightRemotely } from './remoteHighlighter.js';
import { sharedScanners } from './sharedScanners.js';
import { regexEngine } from './regexEngine.js';
import { RegexConversions } from './regexConversions.js';
import { compileCacheDir, pruneEntries } from '../compileCache.js';
import { codeVersion } from '../codeVersion.js';

let highlighter: Promise<Shiki> | undefined;
const THEME = 'docsgen';
const failedLangs = new Set<string>();
/** Each loaded language's highlighter (see loadLang). */
const placed = new Map<string, Promise<HighlighterCore>>();

interface Shiki {
  hl: HighlighterCore;
  grammars: Record<string, LanguageInput | undefined>;
  /** A new highlighter with no language loaded, sharing this one's regex engine and theme. */
  another(): Promise<HighlighterCore>;
}

/**
 * One Shiki highlighter per thread, loaded on the first block to highlight (a build whose changed
 * pages only reuse highlighted blocks never loads Shiki); languages load on first use. Its one
 * theme's colours are CSS variables: the code is tokenised once (a light + dark theme pair would
 * tokenise it twice) and the theme CSS gives the variables a value per colour mode.
 *
 * It is put together from Shiki's parts rather than its `shiki` bundle, which also loads the
 * JavaScript regex engine, and the Oniguruma engine comes from its .wasm file rather than the
 * bundle's gzipped base64 copy: a highlighter is ready in about half the time (0.1 s against 0.2 s
 * on this machine), paid once by each worker thread.
 */
function getShiki(): Promise<Shiki> {
  highlighter ??= Promise.all([
    import('shiki/core'),
    import('shiki/engine/oniguruma'),
    // Not bundled with docsgen: its hundreds of grammars load one by one, on first use.
    importModule<typeof import('shiki/langs')>('shiki/langs'),
    readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm')),
  ]).then(
    async ([{ createCssVariablesTheme, createHighlighterCore }, { createOnigurumaEngine }, langs, wasm]) => {
      const options = {
        themes: [createCssVariablesTheme({ name: THEME, variablePrefix: '--shiki-', fontStyle: true })],
        langs: [],
        // An instantiator, not the bytes: given bytes, Shiki first checks whether they are a fetch
        // Response, and touching `Response` makes Node load its fetch implementation (undici, about
        // 80 ms of parsing in every worker thread).
        engine: sharedScanners(
          regexEngine(
            threadConversions(),
            await createOnigurumaEngine({
              instantiator: (imports) => WebAssembly.instantiate(wasm, imports),
            }),
          ),
        ),
      };
      return {
        hl: await createHighlighterCore(options),
        grammars: langs.bundledLanguages,
        another: () => createHighlighterCore(options),
      };
    },
  );
  return highlighter;
}

/**
 * This thread's regex conversions (see RegexConversions), from docsgen's compile cache: kept per
 * docsgen and Node (the conversion depends on the converter's code and on the regex features of
 * Node's V8), and saved as the thread exits.
 */
function threadConversions(): RegexConversions {
  const dir = compileCacheDir();
  const file = dir && path.join(dir, `regexes-${hash('sha1', `${codeVersion()} ${process.version}`)}.bin`);
  const conversions = new RegexConversions(file);
  process.once('exit', () => {
    if (file && conversions.save()) pruneEntries(file);
  });
  return conversions;
}

/**
 * Loads a language, resolving to the highlighter that has it (undefined for plain text). A grammar
 * that uses other languages when they happen to be loaded (Markdown's and MDX's fenced code, Vue's
 * `<style lang>`: Shiki's "lazy" embedded languages) or injects itself into others' (Vue, JSDoc)
 * gets a highlighter of its own: otherwise its blocks, or those it injects into, came out
 * differently with what else the thread had highlighted before, and so from build to build.
 */
async function loadLang(shiki: Shiki, lang: string): Promise<HighlighterCore | undefined> {
  const name = languageName(lang);
  if (name === 'text' || failedLangs.has(name)) return undefined;
  let loaded = placed.get(name);
  if (!loaded) {
    loaded = place(shiki, name);
    placed.set(name, loaded);
  }
  try {
    return await loaded;
  } catch {
    // Unknown language, or a grammar that fails to load: plain text rather than a failed build.
    failedLangs.add(name);
    return undefined;
  }
}

async function place({ hl, grammars, another }: Shiki, name: string): Promise<HighlighterCore> {
  const grammar = Object.hasOwn(grammars, name) ? grammars[name] : undefined;
  if (!grammar) throw new Error(`no grammar for ${name}`);
  const modules = await (typeof grammar === 'function' ? grammar() : grammar);
  const parts = [modules].flat().flatMap((part) => ('default' in part ? part.default : [part]));
  const alone = parts.some((part) => part.embeddedLangsLazy?.length || part.injectTo?.length);
  const target = alone ? await another() : hl;
  await target.loadLanguage(parts);
  return target;
}

const FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([\w#+.-]+)/gm;

/**
 * The languages of a Markdown text's fenced code blocks, by the names loadLang gives them. Read
 * from the text alone, so a guess (a fence in an HTML comment counts too): it only decides which
 * worker thread takes the page.
 */
export function fenceLanguages(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(FENCE)) {
    const name = languageName(match[1]!);
    if (name !== 'text') found.add(name);
  }
  return [...found];
}

const FENCED_BLOCK = /^(`{3,}|~{3,})[ \t]*([\w#+.-]+)[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm;

/**
 * The first fenced code block of each language in Markdown texts (language -> code), by the names
 * loadLang gives them, in the order the languages first appear. Read from the texts alone, like
 * fenceLanguages (and only blocks whose fences start their lines): it only decides what the
 * highlighter warms up with.
 */
export function firstBlocks(markdowns: Iterable<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, code] of fencedBlocks(markdowns)) if (!found.has(name)) found.set(name, code);
  return found;
}

/**
 * How much code (in characters) Markdown texts hold in each language, by the names loadLang gives
 * them. Read from the texts alone, like firstBlocks: it only decides which highlight worker takes a
 * language (see planHighlighters).
 */
export function codeSizes(markdowns: Iterable<string>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [name, code] of fencedBlocks(markdowns)) sizes.set(name, (sizes.get(name) ?? 0) + code.length);
  return sizes;
}

/** The fenced blocks of Markdown texts whose fences start their lines, as [language, code], plain text left out. */
function* fencedBlocks(markdowns: Iterable<string>): Generator<[string, string]> {
  for (const markdown of markdowns)
    for (const [, , lang, code] of markdown.matchAll(FENCED_BLOCK)) {
      const name = languageName(lang!);
      if (name !== 'text') yield [name, code!];
    }
}

/** What a fence's meta string says of its frame: `title="x"`, `showLineNumbers` / `showLineNumbers=5` (its marked lines: see markLines). */
export interface CodeMeta {
  title?: string;
  lineNumbers: boolean;
  /** Number of the first line when line numbers are shown. */
  firstLine: number;
}

/** Parses a code fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(text);
  return {
    title: title?.[1] ?? title?.[2] ?? title?.[3],
    lineNumbers: numbers !== null,
    firstLine: numbers?.[1] ? Number(numbers[1]) : 1,
  };
}

/**
 * Highlights fenced code at build time with Shiki (colours from CSS variables), with title, lines
 * marked by the site's magic comments and a copy button. For an MDX page (`jsx`) a block is a
 * `<div>` whose content is set as HTML: its highlighted code is HTML already (see highlightHere),
 * which MDX would otherwise have to turn into JSX to hand React, tag by tag.
 */
export function remarkCodeBlocks({
  jsx = false,
  magicComments = DEFAULT_MAGIC_COMMENTS,
}: { jsx?: boolean; magicComments?: readonly MagicComment[] } = {}) {
  return async (tree: Root): Promise<void> => {
    const blocks: Code[] = [];
    visit(tree, 'code', (node: Code) => {
      blocks.push(node);
    });
    // All at once: on the main thread, they are highlighted in a worker (see highlightRemotely).
    const frames = await Promise.all(
      blocks.map((node) => {
        const { code, lines } = markLines(node.lang, node.meta, node.value, magicComments);
        return highlightCode(node.lang, node.meta, code, lines);
      }),
    );
    for (const [i, node] of blocks.entries()) {
      const frame = frames[i]!;
      Object.assign(
        node,
        jsx
          ? htmlElement(frame)
          : {
              type: 'codeBlock',
              data: { hName: 'div', hProperties: frame.properties, hChildren: frame.children },
            },
      );
    }
  };
}

/**
 * An MDX JSX element for a hast element whose attributes are named as JSX names them (as a code
 * block's frame is, see codeBlockMarkup), its children given to React as HTML.
 */
function htmlElement({ tagName, properties, children }: Element): MdxJsxFlowElement {
  const attributes: MdxJsxFlowElement['attributes'] = Object.entries(properties).flatMap(([name, value]) =>
    value === undefined || value === null
      ? []
      : [{ type: 'mdxJsxAttribute', name, value: Array.isArray(value) ? value.join(' ') : String(value) }],
  );
  const html = children.map((child) => hastToHtml(child)).join('');
  const expression: ObjectExpression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  };
  attributes.push({
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression }],
        },
      },
    },
  });
  return { type: 'mdxJsxFlowElement', name: tagName, attributes, children: [] };
}

/**
 * One code block as a hast `<div class="code-block">`: optional title, the highlighted `<pre>` with
 * its `lines` marked (see markLines, which took its magic comments out of `code`), a copy button.
 */
export async function highlightCode(
  info: string | null | undefined,
  metaString: string | null | undefined,
  code: string,
  lines: LineClasses = NO_LINES,
): Promise<Element> {
  return (
    (await highlightRemotely(info, metaString, code, lines)) ?? highlightHere(info, metaString, code, lines)
  );
}

/** highlightCode as HTML (what the Markdown fast path inserts as it is). */
export async function highlightCodeHtml(
  info: string | null | undefined,
  metaString: string | null | undefined,
  code: string,
  lines: LineClasses = NO_LINES,
): Promise<string> {
  return (
    (await highlightHtmlRemotely(info, metaString, code, lines)) ??
    highlightHereHtml(info, metaString, code, lines)
  );
}

/** A fenced block ready to highlight: its meta, its loaded language. */
async function prepareBlock(
  info: string | null | undefined,
  metaString: string | null | undefined,
): Promise<{ hl: HighlighterCore; meta: CodeMeta; lang: string }> {
  const shiki = await getShiki();
  const name = (info ?? 'text').toLowerCase();
  const hl = await loadLang(shiki, name);
  return { hl: hl ?? shiki.hl, meta: parseCodeMeta(metaString), lang: hl ? languageName(name) : 'text' };
}

/** How both highlightHere and highlightHereHtml have Shiki tokenise a block in `lang`. */
function tokenizeOptions(lang: string): { lang: string; theme: string; tokenizeTimeLimit: number } {
  // Shiki gives up on a line after 500 ms and leaves the rest as one plain token. The first line
  // after a grammar loads pays for compiling its regexes, which on a busy machine (one worker per
  // core) can take that long, so the first block of each language came out unhighlighted. The
  // limit stays only as a guard against pathological lines.
  return { lang, theme: THEME, tokenizeTimeLimit: 10_000 };
}

/**
 * highlightCode on this thread, with its own Shiki: the frame, with the highlighted code as one
 * raw HTML node written from Shiki's tokens. Shiki's own tree has a node per token, which every
 * later step (serialising, or MDX's JSX, estree and React) then walked: a third of the time a warm
 * thread took per block, and on prettier's MDX pages more than the highlighting itself
 * (tests/unit/markdown/codeBlocks.test.ts holds the HTML to Shiki's tree).
 */
export async function highlightHere(
  info: string | null | undefined,
  metaString: string | null | undefined,
  code: string,
  lines: LineClasses = NO_LINES,
): Promise<Element> {
  const { hl, meta, lang } = await prepareBlock(info, metaString);
  const { tokens, fg, bg } = hl.codeToTokens(code, tokenizeOptions(lang));
  const pre = h('pre', preProperties(meta, `background-color:${bg};color:${fg}`), [
    { type: 'raw', value: `<code>${linesHtml(tokens, lines)}</code>` },
  ]);
  return codeBlock(meta, lang, pre);
}

/** highlightHere as HTML. */
export async function highlightHereHtml(
  info: string | null | undefined,
  metaString: string | null | undefined,
  code: string,
  lines: LineClasses = NO_LINES,
): Promise<string> {
  return hastToHtml(await highlightHere(info, metaString, code, lines));
}

/** The `<pre>`'s attributes: Shiki's class and colours, line numbers (a CSS counter), a tab stop. */
function preProperties(meta: CodeMeta, colours: string): Properties {
  return {
    className: meta.lineNumbers ? ['shiki', THEME, 'line-numbers'] : ['shiki', THEME],
    // `showLineNumbers=5` starts the theme's line counter at 5.
    style: meta.firstLine === 1 ? colours : `${colours};counter-reset:line ${meta.firstLine - 1}`,
    tabIndex: 0,
  };
}

/** A highlighted `<pre>` in its frame: optional title, the code, a copy button. */
function codeBlock(meta: CodeMeta, lang: string, pre: Element): Element {
  const { frame, title, copy, copyLabel } = codeBlockMarkup(lang);
  const children: ElementContent[] = [];
  if (meta.title) children.push(h(title.tag, title.attributes, [{ type: 'text', value: meta.title }]));
  children.push(pre, h(copy.tag, copy.attributes, [{ type: 'text', value: copyLabel }]));
  return h(frame.tag, frame.attributes, children);
}

// vscode-textmate's FontStyle bits.
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;
const WHITESPACE_ONLY = /^\s+$/;

/**
 * The lines of a block's tokens as codeToHast and hastToHtml write them: a span per line (a marked
 * line also has its classes) and per token, a token of only whitespace merged into the next one.
 */
function linesHtml(tokens: ThemedToken[][], marked: LineClasses): string {
  let html = '';
  tokens.forEach((line, i) => {
    const classes = marked.get(i + 1);
    html += `${i ? '\n' : ''}<span class="${classes ? `line ${escapeAttribute(classes)}` : 'line'}">`;
    let carried = '';
    line.forEach((token, k) => {
      const decorated = ((token.fontStyle ?? 0) & (UNDERLINE | STRIKETHROUGH)) !== 0;
      if (!decorated && k + 1 < line.length && WHITESPACE_ONLY.test(token.content)) {
        carried += token.content;
        return;
      }
      // Whitespace before an underlined or struck-through token keeps a span of its own.
      let content = token.content;
      if (carried && decorated) html += `<span>${escapeText(carried)}</span>`;
      else content = carried + content;
      carried = '';
      const style = tokenStyle(token);
      html += `<span${style ? ` style="${style}"` : ''}>${escapeText(content)}</span>`;
    });
    html += '</span>';
  });
  return html;
}

/** A token's inline style, as Shiki writes it (its colours are CSS variables, which need no escaping). */
function tokenStyle({ color, bgColor, fontStyle = 0 }: ThemedToken): string {
  const styles: string[] = [];
  if (color) styles.push(`color:${color}`);
  if (bgColor) styles.push(`background-color:${bgColor}`);
  if (fontStyle & ITALIC) styles.push('font-style:italic');
  if (fontStyle & BOLD) styles.push('font-weight:bold');
  const decorations = [
    fontStyle & UNDERLINE ? 'underline' : '',
    fontStyle & STRIKETHROUGH ? 'line-through' : '',
  ];
  if (fontStyle & (UNDERLINE | STRIKETHROUGH))
    styles.push(`text-decoration:${decorations.filter(Boolean).join(' ')}`);
  return styles.join(';');
}

function h(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
