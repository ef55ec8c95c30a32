import type { Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';

/** Admonition keywords and the title each shows when none is given. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

const LEGACY_TITLE = new RegExp(
  `^([ \\t]*:::+)(${Object.keys(ADMONITIONS).join('|')})[ \\t]+([^\\[{\\n][^\\n]*?)[ \\t]*$`,
  'gm',
);

/** Rewrites Docusaurus's `:::tip Title` form to the directive form `:::tip[Title]`. */
export function normaliseAdmonitionTitles(source: string): string {
  return source.replace(LEGACY_TITLE, '$1$2[$3]');
}

/**
 * Turns `:::note` … `:::` containers into admonition boxes, and gives back the source text of
 * any other directive, so `a:b` or `:smile:` in prose stays as written.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile): void => {
    visit(tree, (node, index, parent) => {
      if (
        node.type !== 'containerDirective' &&
        node.type !== 'leafDirective' &&
        node.type !== 'textDirective'
      )
        return;
      const directive = node as ContainerDirective | LeafDirective | TextDirective;
      if (directive.type === 'containerDirective' && ADMONITIONS[directive.name]) {
        toAdmonition(directive);
        return;
      }
      if (!parent || index === undefined) return;
      const start = directive.position?.start.offset;
      const end = directive.position?.end.offset;
      const raw =
        start !== undefined && end !== undefined
          ? String(file.value).slice(start, end)
          : `:${directive.name}`;
      if (directive.type === 'textDirective') {
        parent.children.splice(index, 1, { type: 'text', value: raw } as RootContent as never);
        return [SKIP, index + 1];
      }
      if (directive.type === 'leafDirective') {
        const paragraph: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: raw }] };
        parent.children.splice(index, 1, paragraph as never);
        return [SKIP, index + 1];
      }
      directive.data = { hName: 'div', hProperties: { className: [directive.name] } };
      return undefined;
    });
  };
}

function toAdmonition(node: ContainerDirective): void {
  const first = node.children[0];
  let titleChildren: Paragraph['children'] = [{ type: 'text', value: ADMONITIONS[node.name]! }];
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    titleChildren = first.children;
    node.children.shift();
  }
  const title: Paragraph = {
    type: 'paragraph',
    children: titleChildren,
    data: { hName: 'div', hProperties: { className: ['admonition__title'] } },
  };
  const body = {
    type: 'blockquote',
    children: node.children,
    data: { hName: 'div', hProperties: { className: ['admonition__body'] } },
  };
  node.children = [title, body as never];
  node.data = {
    hName: 'div',
    hProperties: { className: ['admonition', `admonition-${node.name}`], role: 'note' },
  };
}
