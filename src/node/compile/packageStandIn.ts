import type { OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { quotedAt, warn } from '../errors.js';
import { toPosix } from '../paths.js';

/**
 * A module standing in for a package a page's components import that is not installed: anything
 * read from it, called or constructed gives it again, and React renders it as nothing (a function
 * as a child or a prop is left out; as text it is empty). Iterated, it is empty, so that a hook's
 * tuple destructures (`const [value, setValue] = useAtom(…)` gives undefined) and a loop over it
 * ends. The page builds and shows what does not depend on the package.
 */
const STAND_IN = `const hidden = new Set(['then', 'prototype', '$$typeof', '__esModule']);
const symbols = new Map([[Symbol.toPrimitive, () => ''], [Symbol.iterator, function* () {}]]);
const read = (key) => (symbols.has(key) ? symbols.get(key) : typeof key === 'symbol' || hidden.has(key) ? undefined : standIn);
// The object esbuild makes of a CommonJS module for \`import { x }\` inherits from the module's prototype: so it reads through.
const inherited = new Proxy({}, { get: (_, key) => read(key) });
const standIn = new Proxy(function () {}, {
  get: (_, key) => read(key),
  getPrototypeOf: () => inherited,
  apply: () => standIn,
  construct: () => standIn,
});
module.exports = standIn;`;

/** The esbuild namespace of stand-ins: `package-stand-in:<name>` in a bundle's inputs. */
export const STAND_IN_NAMESPACE = 'package-stand-in';

/** Docusaurus's own modules: those docsgen has no counterpart for (`siteModules`) are stood in for too. */
const DOCUSAURUS = /^@(?:theme|docusaurus)\//;

/** A bare import (`clsx`, `@scope/pkg/sub`), as opposed to a relative or absolute path. */
const BARE = /^(?:@[\w.-]+\/)?[A-Za-z0-9_][^:]*$/;

/**
 * The mark of a resolution docsgen's own plugins ask esbuild for while resolving an import: they
 * let it through, so that they never ask again for the same import.
 */
export const INNER_RESOLVE = 'docsgen-inner-resolve';

/**
 * A plugin's resolution of an import into its own namespace (where it loads the file its way): the
 * path esbuild finds, asked once more marked INNER_RESOLVE, or esbuild's errors. None (undefined)
 * for a resolution the plugin itself asked for, or for a kind of import it leaves to esbuild.
 */
export async function resolveInto(
  build: PluginBuild,
  args: OnResolveArgs,
  namespace: string,
  leftAlone: OnResolveArgs['kind'][] = ['url-token'],
): Promise<OnResolveResult | undefined> {
  if (leftAlone.includes(args.kind) || args.pluginData === INNER_RESOLVE || args.namespace === namespace)
    return undefined;
  const found = await build.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    pluginData: INNER_RESOLVE,
  });
  return found.errors.length ? found : { path: found.path, namespace };
}

/**
 * Bare imports that resolve from neither the site's node_modules nor docsgen's, and the
 * `@theme/*` and `@docusaurus/*` modules docsgen has no counterpart for, get the stand-in, with
 * one warning per package at the import (`warnings`: on for one of a site's bundles only).
 */
export function packageStandIns(root: string, warnings: boolean): Plugin {
  const warned = new Set<string>();
  return {
    name: 'docsgen-package-stand-ins',
    setup(b: PluginBuild) {
      b.onResolve({ filter: BARE }, async (args) => {
        if (args.pluginData === INNER_RESOLVE || args.path.startsWith('node:')) return undefined;
        const found = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: INNER_RESOLVE,
        });
        if (!found.errors.length) return found;
        const docusaurus = DOCUSAURUS.test(args.path);
        const name = docusaurus ? args.path : /^(?:@[^/]+\/)?[^/]+/.exec(args.path)![0];
        if (warnings && !warned.has(name)) {
          warned.add(name);
          const file = toPosix(path.relative(root, args.importer));
          const missing = docusaurus ? 'is not provided by docsgen' : 'is not installed';
          const message = `"${name}" ${missing}: a stand-in takes its place (it renders nothing)`;
          warn(quotedAt(readFileSync(args.importer, 'utf8'), args.path, message, file));
        }
        return { path: name, namespace: STAND_IN_NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: STAND_IN_NAMESPACE }, () => ({ contents: STAND_IN, loader: 'js' }));
    },
  };
}
