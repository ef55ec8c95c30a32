import { statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { positionAt } from '../positionAt.js';

/** The module an `import … from '…'`, `import '…'` or `export … from '…'` statement names. */
const IMPORT_SOURCE = /\b(?:import|export)\b[^'"`;]*?(?:\bfrom\s*)?(['"])([^'"\n]+)\1/g;
/** The extensions esbuild tries, in its order, for an import written without one. */
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.css', '.json', '.mdx', '.md'];

/**
 * The first import of an MDX page that names a file of the site which does not exist (a relative
 * or `@site/` path, tried with esbuild's extensions and as a folder's index), where the build's
 * bundler would stop: `docsgen check` reports it as the build would. Packages are the bundler's.
 */
export function unresolvedImport(
  tree: Root,
  file: string,
  root: string,
): { message: string; line: number; column: number } | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(IMPORT_SOURCE)) {
      const source = match[2]!;
      const target = source.startsWith('@site/')
        ? path.join(root, source.slice('@site/'.length))
        : /^\.\.?\//.test(source)
          ? path.resolve(root, path.dirname(file), source)
          : undefined;
      if (target === undefined || resolves(target.split('?')[0]!)) continue;
      const start = node.position?.start;
      const at = positionAt(node.value, match.index + match[0].length - source.length - 2, start?.line);
      const column = at.line === start?.line ? at.column + start.column - 1 : at.column;
      return { message: `Could not resolve "${source}"`, line: at.line, column };
    }
  }
  return undefined;
}

function resolves(target: string): boolean {
  const isFile = (candidate: string): boolean =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;
  return EXTENSIONS.some(
    (ext) => isFile(target + ext) || (ext !== '' && isFile(path.join(target, `index${ext}`))),
  );
}
