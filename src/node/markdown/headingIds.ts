import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { headingAnchor } from './headingAnchor.js';
import { pageData, type PageData } from './pageData.js';

const EXPLICIT_ID = /\s*\\?\{#([^}\s]+)\}\s*$/;
const MDX_HEADING_ID = /^([ \t]*#{1,6}[ \t].*?[^\\])\{#([^}\s]+)\}[ \t]*$/;

/**
 * Escapes a trailing `{#id}` on an MDX ATX heading line (`## Title {#id}` -> `## Title \{#id}`),
 * which MDX would otherwise parse as a JavaScript expression. The caller skips lines inside code.
 */
export function escapeMdxHeadingId(line: string): string {
  return line.includes('{#') ? line.replace(MDX_HEADING_ID, '$1\\{#$2}') : line;
}

/**
 * Gives every heading an id (explicit `{#id}` / `{/* #id *\/}`, else GitHub's slug), adds a
 * hash link, and records every h2-h6 (for the table of contents) and all ids on the page data.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file);
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading) => {
      const explicit = takeExplicitId(node);
      const text = headingText(node);
      const id = recordHeading(slugger, data, node.depth, text, explicit);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      const anchor = headingAnchor(node.depth, id, text.trim());
      if (anchor) {
        node.children.push({
          type: 'link',
          url: anchor.href,
          children: [{ type: 'text', value: anchor.text }],
          data: { hProperties: anchor.attributes },
        });
      }
    });
  };
}

/**
 * A heading's text as Docusaurus reads it for its id and its table of contents entry: its raw HTML
 * left out (`## <code>a</code> b` is "a b"; JSX elements count by their text), unless the heading
 * is nothing but HTML.
 */
export function headingText(node: Heading): string {
  const text = node.children.filter((child) => child.type !== 'html');
  return toString(text.length ? text : node);
}

/**
 * Gives a heading its id (the explicit one, else GitHub's slug of its text, as Docusaurus slugs it:
 * untrimmed) and records it on the page data: every id (for anchor checks), h2-h6 for the table
 * of contents (trimmed text), whether the page starts with an h1.
 */
export function recordHeading(
  slugger: GithubSlugger,
  data: PageData,
  depth: number,
  text: string,
  explicitId: string | undefined,
): string {
  const id = explicitId ?? slugger.slug(text);
  // Docusaurus's content title: the page's first heading, when it is an h1 (one further down is not).
  if (depth === 1 && !data.headingIds.length) data.startsWithH1 = true;
  // Reserve explicit ids too, so a later heading with the same text gets a suffix. The slugger
  // counts a first use as 0 (the next duplicate becomes "-1", as on GitHub and Docusaurus).
  if (!Object.hasOwn(slugger.occurrences, id)) slugger.occurrences[id] = 0;
  data.headingIds.push(id);
  // Every level is kept; the theme narrows it per page (toc_min/max_heading_level).
  if (depth > 1) data.toc.push({ id, text: text.trim(), level: depth });
  return id;
}

/** Splits a trailing `{#id}` off a heading's last text: the text without it and the id, or undefined. */
export function splitExplicitId(value: string): { text: string; id: string } | undefined {
  const match = EXPLICIT_ID.exec(value);
  return match ? { text: value.slice(0, match.index), id: match[1]! } : undefined;
}

/** Removes a trailing `{#id}` (text) or `{/* #id *\/}` (MDX expression) from a heading and returns the id. */
function takeExplicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (!last) return undefined;
  if (last.type === 'text') {
    const split = splitExplicitId(last.value);
    if (!split) return undefined;
    (last as Text).value = split.text;
    if (last.value === '') node.children.pop();
    return split.id;
  }
  if ((last as { type: string }).type === 'mdxTextExpression') {
    const match = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/.exec((last as unknown as { value: string }).value);
    if (!match) return undefined;
    node.children.pop();
    const prev = node.children[node.children.length - 1];
    if (prev?.type === 'text') prev.value = prev.value.trimEnd();
    return match[1];
  }
  return undefined;
}
