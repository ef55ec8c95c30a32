import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { pageData } from './pageData.js';

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
      const id = takeExplicitId(node) ?? slugger.slug(toString(node).trim());
      // Reserve explicit ids too, so a later heading with the same text gets a suffix. The slugger
      // counts a first use as 0 (the next duplicate becomes "-1", as on GitHub and Docusaurus).
      if (!Object.hasOwn(slugger.occurrences, id)) slugger.occurrences[id] = 0;
      const text = toString(node).trim();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      data.headingIds.push(id);
      if (node.depth === 1) data.hasH1 = true;
      // Every level is kept; the theme narrows it per page (toc_min/max_heading_level).
      if (node.depth > 1) data.toc.push({ id, text, level: node.depth });
      if (node.depth > 1) {
        node.children.push({
          type: 'link',
          url: `#${id}`,
          children: [{ type: 'text', value: '#' }],
          data: { hProperties: { className: ['hash-link'], 'aria-label': `Direct link to ${text}` } },
        });
      }
    });
  };
}

/** Removes a trailing `{#id}` (text) or `{/* #id *\/}` (MDX expression) from a heading and returns the id. */
function takeExplicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (!last) return undefined;
  if (last.type === 'text') {
    const match = EXPLICIT_ID.exec(last.value);
    if (!match) return undefined;
    (last as Text).value = last.value.slice(0, match.index);
    if (last.value === '') node.children.pop();
    return match[1];
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
