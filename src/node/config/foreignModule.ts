import type { BuildOptions, Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requireFromDocsgen } from '../paths.js';

/** The global the stand-ins of missing packages record their names in, for the config loader to warn about. */
export const STAND_INS = '__docsgenStandIns';

/** Whether a config value is a stand-in (see standIn): any property of one is the stand-in again. */
export function isStandIn(value: unknown): boolean {
  return (
    typeof value === 'function' && (value as unknown as Record<string, unknown>).__docsgenProbe === value
  );
}

/**
 * esbuild options for another tool's config module (docusaurus.config.js): CommonJS or ESM, with
 * `require`, `require.resolve` and `__dirname` as Node gives them to the file; its packages are
 * loaded from the site as installed, then from docsgen's own (as a page's imports are), and a
 * package that neither has (a plugin, a Prism theme) is stood in for by a module that takes any use
 * and records its name, so that it never fails the build.
 */
export function foreignModule(file: string): Pick<BuildOptions, 'plugins' | 'define' | 'banner'> {
  const dir = path.dirname(file);
  return {
    plugins: [sitePackages(file)],
    define: { __dirname: JSON.stringify(dir), __filename: JSON.stringify(file) },
    banner: {
      js: [
        `import { createRequire as __docsgenRequire } from 'node:module';`,
        `const require = __docsgenRequire(${JSON.stringify(file)});`,
        `const __resolve = require.resolve;`,
        `require.resolve = (id, options) => { try { return __resolve(id, options); } catch { (globalThis.${STAND_INS} ??= new Set()).add(id); return id; } };`,
      ].join('\n'),
    },
  };
}

/**
 * Resolves bare imports from the config's folder, then from docsgen's: found ones stay external,
 * missing ones get a stand-in.
 */
function sitePackages(file: string): Plugin {
  const siteRequire = createRequire(file);
  return {
    name: 'site-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        try {
          const resolved = siteRequire.resolve(args.path);
          // A Node built-in resolves to its own name.
          if (!path.isAbsolute(resolved)) return { path: args.path, external: true };
          return { path: args.kind === 'require-call' ? args.path : resolved, external: true };
        } catch {
          // A site not installed yet still gets the packages docsgen has (remark-math, rehype-katex,
          // unified's plugins), by their path: the config's own `require` would not find them.
          const own = docsgenPackage(args.path);
          if (own) return { path: own, external: true };
          return { path: args.path, namespace: 'stand-in', pluginData: args.importer };
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({
        contents: standIn(args.path, importedNames(args.path, args.pluginData as string)),
        loader: 'js',
      }));
    },
  };
}

/** Where docsgen's own copy of a package is, or undefined when docsgen has none. */
function docsgenPackage(name: string): string | undefined {
  try {
    return requireFromDocsgen.resolve(name);
  } catch {
    return undefined;
  }
}

/**
 * The names an ES module imports from a package (`import {themes as t, x} from 'pkg'`), or
 * undefined when it only requires it (CommonJS) or cannot be read.
 */
function importedNames(name: string, importer: string): string[] | undefined {
  let text: string;
  try {
    text = readFileSync(importer, 'utf8');
  } catch {
    return undefined;
  }
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const imports = [...text.matchAll(new RegExp(`import\\s+([^'";]*?)\\s+from\\s+['"]${quoted}['"]`, 'g'))];
  if (!imports.length) return undefined;
  return imports.flatMap((m) =>
    (/\{([^}]*)\}/.exec(m[1]!)?.[1] ?? '').split(',').flatMap((part) => {
      const imported = part.trim().split(/\s+as\s+/)[0]!;
      return /^[A-Za-z_$][\w$]*$/.test(imported) && imported !== 'default' ? [imported] : [];
    }),
  );
}

/**
 * A module standing in for a package that is not installed: any property, call or `new` of it
 * gives the stand-in again, so a config that reads `themes.github` from it or calls it still
 * loads. Imported as an ES module, it exports the names its importer asks for; required, it is a
 * CommonJS module. Not thenable, so that awaiting it does not hang.
 */
function standIn(name: string, names: string[] | undefined): string {
  const proxy = `(globalThis.${STAND_INS} ??= new Set()).add(${JSON.stringify(name)});
const target = function () {};
const proxy = new Proxy(target, {
  get: (_, key) => (key === 'then' || typeof key === 'symbol' ? undefined : proxy),
  apply: () => proxy,
  construct: () => proxy,
});`;
  if (!names) return `${proxy}\nmodule.exports = proxy;`;
  const named = [...new Set(names)].map((n) => `export const ${n} = proxy;`).join('\n');
  return `${proxy}\nexport default proxy;\n${named}`;
}
