/**
 * The copy button's class and words: written by codeBlockMarkup, read and changed by
 * src/client/copy.ts. An enum because esbuild inlines its members across modules: the browser
 * runtime holds the strings themselves (a `const` would stay a variable lookup).
 */
export enum CopyButton {
  className = 'code-block__copy',
  label = 'Copy',
  doneLabel = 'Copied',
}
