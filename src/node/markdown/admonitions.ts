import type { BlockContent, DefinitionContent, Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';

import { ADMONITION_TITLES as ADMONITIONS, admonitionMarkup } from '../../shared/admonitions.js';

interface MicromarkExtension {
  text?: Record<number, unknown>;
  flow?: Record<number, { concrete?: boolean } | { concrete?: boolean }[]>;
}

/**
 * Registers the directive syntax with only its container form (`:::name` … `:::`).
 * Text (`:name`) and leaf (`::name`) directives would turn ordinary prose such as `a:b`,
 * `12:30` or `::` into directives; Docusaurus only uses containers, so only they are parsed.
 */
function useContainerDirectives(processor: Processor): void {
  const data = processor.data();
  const before = data.micromarkExtensions?.length ?? 0;
  (remarkDirective as (this: Processor) => void).call(processor);
  const extensions = (data.micromarkExtensions ?? []) as MicromarkExtension[];
  for (let i = before; i < extensions.length; i++) {
    const ext = extensions[i]!;
    const flow: MicromarkExtension['flow'] = {};
    for (const [code, constructs] of Object.entries(ext.flow ?? {})) {
      // The container construct is the only concrete one (its content is not lazily continued).
      const list = (Array.isArray(constructs) ? constructs : [constructs]).filter((c) => c.concrete);
      if (list.length) flow[Number(code)] = list;
    }
    extensions[i] = { flow };
  }
}

/**
 * Turns `:::note` … `:::` containers into admonition boxes (nesting with longer fences such as
 * `::::`), and gives any other container back as the text it was written as.
 */
export function remarkAdmonitions(this: Processor) {
  useContainerDirectives(this);
  return (tree: Root, file: VFile): void => {
    visit(tree, 'containerDirective', (node: ContainerDirective, index, parent) => {
      if (ADMONITIONS[node.name]) {
        toAdmonition(node);
        return undefined;
      }
      if (!parent || index === undefined) return undefined;
      const restored = unknownContainer(node, String(file.value));
      parent.children.splice(index, 1, ...(restored as never[]));
      // Children moved up a level: visit them (they may hold admonitions) from where they now are.
      return [SKIP, index];
    });
  };
}

/** An unknown `:::name` container as prose: its opening line, its content, its closing fence. */
function unknownContainer(node: ContainerDirective, source: string): (BlockContent | DefinitionContent)[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:::${node.name}`;
  const lines = text.split('\n');
  const opening = lines[0]!.trim();
  const last = lines[lines.length - 1]!.trim();
  const closing = lines.length > 1 && /^:{3,}$/.test(last) ? last : undefined;
  const children = node.children.filter((c) => !(c.type === 'paragraph' && c.data?.directiveLabel));
  const para = (value: string): Paragraph => ({ type: 'paragraph', children: [{ type: 'text', value }] });
  return [para(opening), ...children, ...(closing ? [para(closing)] : [])];
}

function toAdmonition(node: ContainerDirective): void {
  const { box, title: titleBox, body: bodyBox } = admonitionMarkup(node.name);
  const first = node.children[0];
  let titleChildren: PhrasingContent[] = [{ type: 'text', value: ADMONITIONS[node.name]! }];
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    titleChildren = first.children;
    node.children.shift();
  }
  const title: Paragraph = {
    type: 'paragraph',
    children: titleChildren,
    data: { hName: titleBox.tag, hProperties: titleBox.attributes },
  };
  // A blockquote is a block parent every mdast -> hast/JSX step knows; hName makes it a <div>.
  const body: Parent & { type: 'blockquote' } = {
    type: 'blockquote',
    children: node.children,
    data: { hName: bodyBox.tag, hProperties: bodyBox.attributes },
  };
  node.children = [title, body as never];
  node.data = { hName: box.tag, hProperties: box.attributes };
}
