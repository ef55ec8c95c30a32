import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDir } from '../paths.js';
import { DOCUSAURUS_MODULES } from './siteModules.js';

/**
 * Code that only does something in a browser: React's state, effect and ref hooks, class
 * components' state, event handlers (`onClick=` in JSX, `onClick:` once compiled) and browser
 * globals. A component without any renders the same HTML with no JavaScript.
 */
const BROWSER_CODE =
  /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|ActionState|Optimistic|ImperativeHandle|DeferredValue)\b|\bsetState\b|\bcomponentDidMount\b|\bon[A-Z][A-Za-z]*\s*[=:]|\b(?:window|document|localStorage|navigator)\s*\.|\baddEventListener\b/;

const DOCSGEN = packageDir + path.sep;
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * Whether an MDX page's imports need React in the browser: one of the scripts its bundle holds is
 * a site's or a package's file with browser code (see BROWSER_CODE), one of docsgen's Docusaurus
 * modules that has some (`BrowserOnly`, `useColorMode`), or an imported MDX file the MDX plugins
 * found interactive. docsgen's own code is otherwise static (the client runtime drives tabs and
 * copy buttons). Files read once per build, however many pages bundle them.
 */
export function importsNeedReact(
  inputs: string[],
  mdxInteractive: (file: string) => boolean | undefined,
  memo: Map<string, boolean>,
): boolean {
  return inputs.some((file) => {
    const mdx = mdxInteractive(file);
    if (mdx !== undefined) return mdx;
    if (!SCRIPT.test(file)) return false;
    const docsgens = file.startsWith(DOCSGEN) && !file.slice(DOCSGEN.length).includes(NODE_MODULES);
    if (docsgens && !file.startsWith(DOCUSAURUS_MODULES + path.sep)) return false;
    let found = memo.get(file);
    if (found === undefined) {
      found = BROWSER_CODE.test(readFileSync(file, 'utf8'));
      memo.set(file, found);
    }
    return found;
  });
}
