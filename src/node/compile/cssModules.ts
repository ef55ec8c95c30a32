import type { Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toPosix } from '../paths.js';
import { resolveInto } from './packageStandIn.js';

/** esbuild namespaces of a CSS module: the JavaScript its importer gets, and its rules. */
const [js, rules] = ['css-module', 'css-module-rules'];

/** Class selectors (`.card`, not `.5em`), and what to skip while finding them: comments, strings, `url(…)`. */
const CLASS_OR_SKIPPED =
  /\/\*[\s\S]*?\*\/|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\)|\.(-?[_a-zA-Z][\w-]*)/g;

/** A CSS module's rules with each class renamed, and the names its importer gets (`styles.card`). */
function scope(css: string, prefix: string): { css: string; names: Record<string, string> } {
  const names: Record<string, string> = {};
  const scoped = css.replace(CLASS_OR_SKIPPED, (match, name: string | undefined) => {
    if (!name) return match;
    names[name] = `${prefix}_${name}`;
    return `.${names[name]}`;
  });
  return { css: scoped, names };
}

/**
 * CSS modules (`import styles from './card.module.css'`), named the same in every bundle: the
 * file's name, the class and a hash of the file's path (`card_title_1a2b3c`). esbuild's own
 * scoping numbers a class again in each page's bundle (`card_title2`), so the island of a page
 * would name it otherwise than the page's HTML.
 */
export function cssModules(root: string): Plugin {
  const prefix = (file: string): string =>
    `${path.basename(file, '.module.css').replace(/[^\w-]/g, '_')}_${createHash('sha256')
      .update(toPosix(path.relative(root, file)))
      .digest('hex')
      .slice(0, 6)}`;
  return {
    name: 'docsgen-css-modules',
    setup(b) {
      // First: the module's import of its own rules.
      b.onResolve({ filter: /.*/, namespace: js }, (args) => ({ path: args.path, namespace: rules }));
      b.onResolve({ filter: /\.module\.css$/ }, (args) =>
        resolveInto(b, args, js, ['import-rule', 'url-token']),
      );
      b.onLoad({ filter: /.*/, namespace: js }, async (args) => {
        const { names } = scope(await readFile(args.path, 'utf8'), prefix(args.path));
        const named = Object.entries(names)
          .filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
          .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`);
        return {
          contents: [
            `import ${JSON.stringify(args.path)};`,
            `export default ${JSON.stringify(names)};`,
            ...named,
          ].join('\n'),
          loader: 'js',
        };
      });
      b.onLoad({ filter: /.*/, namespace: rules }, async (args) => ({
        contents: scope(await readFile(args.path, 'utf8'), prefix(args.path)).css,
        loader: 'css',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
