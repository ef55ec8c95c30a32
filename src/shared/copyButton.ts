/**
 * The copy button's class and accessible name: written by codeBlockMarkup, the class read by
 * src/client/copy.ts (its words are RUNTIME_TEXTS' `copy` and `copied`). An enum because esbuild
 * inlines its members across modules: the browser runtime holds the strings themselves (a `const`
 * would stay a variable lookup).
 */
export enum CopyButton {
  className = 'code-block__copy',
  ariaLabel = 'Copy code to clipboard',
}
