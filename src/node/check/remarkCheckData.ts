import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { ContentLink } from '../markdown/pageData.js';
import { lineCounter, scanHtml } from './scanHtml.js';

/** What the Markdown pipeline's page data leaves out: links and ids written as raw HTML or JSX. */
export interface MarkupData {
  links: ContentLink[];
  ids: string[];
}

declare module 'vfile' {
  interface DataMap {
    checkMarkup: MarkupData;
  }
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown; position?: { start: { line: number } } }[];
  position?: { start: { line: number } };
}

/** Returns the raw-HTML/JSX data of a vfile, creating it on first use. */
export function markupData(file: { data: { checkMarkup?: MarkupData } }): MarkupData {
  file.data.checkMarkup ??= { links: [], ids: [] };
  return file.data.checkMarkup;
}

/**
 * Collects `href`s and `id`s from raw HTML (`.md`) and JSX elements (`.mdx`: `<a href>`,
 * `<Link to>`, any `id`), which the page renders but the Markdown link plugin never sees.
 */
export function remarkCheckData() {
  return (tree: Root, file: VFile): void => {
    const data = markupData(file);
    walk(tree, (node) => {
      if (node.type === 'html') {
        let lineOf: ((offset: number) => number) | undefined;
        for (const found of scanHtml(node.value)) {
          if (found.kind === 'id') data.ids.push(found.value);
          else {
            lineOf ??= lineCounter(node.value, node.position?.start.line ?? 1);
            data.links.push({ href: found.value, line: lineOf(found.offset) });
          }
        }
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as JsxNode;
      for (const attribute of element.attributes) {
        // Expression values (`href={url}`) are only known at run time.
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        const line = attribute.position?.start.line ?? element.position?.start.line ?? 1;
        if (attribute.name === 'id' || (attribute.name === 'name' && element.name === 'a'))
          data.ids.push(attribute.value);
        else if (attribute.name === 'href' || (attribute.name === 'to' && element.name === 'Link')) {
          data.links.push({ href: attribute.value, line });
        }
      }
    });
  };
}

/**
 * Calls fn on every node of a tree, parents first. A plain recursion: unist-util-visit's
 * per-node bookkeeping (ancestor lists, test functions) showed up in profiles of large checks.
 */
export function walk(node: Root | RootContent, fn: (node: Root | RootContent) => void): void {
  fn(node);
  const children = (node as { children?: RootContent[] }).children;
  if (children) for (const child of children) walk(child, fn);
}
