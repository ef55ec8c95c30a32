/**
 * The copy button's class and words, written by codeBlockMarkup. An enum because esbuild inlines
 * its members across modules, so the browser runtime can use them and still hold the strings
 * themselves. src/client/copy.ts still spells them out: importing this module changes which names
 * esbuild's minifier gives the runtime's identifiers, so the runtime is no longer byte-identical.
 */
export enum CopyButton {
  className = 'code-block__copy',
  label = 'Copy',
  doneLabel = 'Copied',
}
