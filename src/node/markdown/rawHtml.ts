import type { Root as Hast } from 'hast';
import type { Root as Mdast } from 'mdast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { visit, EXIT } from 'unist-util-visit';

/** Whether a Markdown tree holds raw HTML (only then is the slower rehype-raw pass needed). */
export function remarkFlagRawHtml() {
  return (tree: Mdast, file: VFile): void => {
    let found = false;
    visit(tree, 'html', () => {
      found = true;
      return EXIT;
    });
    file.data.hasRawHtml = found;
  };
}

/** Runs rehype-raw only for pages that contain raw HTML. */
export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: Hast, file: VFile): Hast | undefined =>
    file.data.hasRawHtml ? (raw(tree, file) as Hast) : undefined;
}

declare module 'vfile' {
  interface DataMap {
    hasRawHtml: boolean;
  }
}
