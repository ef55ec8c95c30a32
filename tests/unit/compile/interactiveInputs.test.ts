import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsNeedReact } from '../../../src/node/compile/interactiveInputs.js';
import { repoRoot } from '../../helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-interactive-'));
const file = (name: string, text: string): string => {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};
const needs = (inputs: string[], mdx: Record<string, boolean> = {}): boolean =>
  importsNeedReact(inputs, (f) => mdx[f], new Map());

describe('importsNeedReact', () => {
  const page = path.join(dir, 'page.mdx');
  const styles = file('a.module.css', '.a { color: red; }');

  it('keeps a page static when its components only render', () => {
    const card = file('Card.tsx', 'export default ({ to }) => <a className="card" href={to}>Go</a>;');
    const tabs = path.join(repoRoot, 'templates/Tabs.tsx');
    expect(needs([page, card, styles, tabs], { [page]: false })).toBe(false);
  });

  it('makes it an island for state, effects, handlers or browser globals in a site or package file', () => {
    for (const code of [
      'const [n, setN] = useState(0);',
      'React.useEffect(() => {}, []);',
      '<button onClick={go}>x</button>',
      'createElement("b", { onChange: f })',
      'const w = window.innerWidth;',
    ])
      expect(needs([page, file('C.jsx', code)], { [page]: false })).toBe(true);
  });

  it("counts docsgen's Docusaurus modules that run in the browser, and interactive MDX partials", () => {
    expect(needs([path.join(repoRoot, 'templates/docusaurus/useIsBrowser.ts')])).toBe(true);
    expect(needs([path.join(repoRoot, 'templates/docusaurus/theme-common/colorMode.ts')])).toBe(true);
    expect(needs([path.join(repoRoot, 'templates/docusaurus/Link.tsx')])).toBe(false);
    const partial = path.join(dir, '_partial.mdx');
    expect(needs([page, partial], { [page]: false, [partial]: true })).toBe(true);
  });
});
