/** Where the launcher (launch.ts) lends docsgen's compiled code its `import()`. */
export const IMPORT_HOOK = Symbol.for('docsgen.import');

/** The `import()` the launcher lends. */
export type Import = (specifier: string) => Promise<unknown>;

/**
 * `import()` for what docsgen does not bundle: Shiki's grammars, a site's config and its
 * compiled pages. docsgen's compiled code runs as a script compiled from V8's code cache (see
 * launch.ts), and such a script cannot call `import()` itself, so it uses the launcher's. Run from
 * source (tests), it is a plain `import()`.
 */
export function importModule<T>(specifier: string): Promise<T> {
  const lent = (globalThis as { [IMPORT_HOOK]?: Import })[IMPORT_HOOK];
  return (lent ?? ((s: string) => import(s)))(specifier) as Promise<T>;
}
