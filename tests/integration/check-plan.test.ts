import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageAnalyser, type PageInput } from '../../src/node/check/analysePage.js';
import { planPage } from '../../src/node/check/planPage.js';
import { parseFrontMatter } from '../../src/node/content/frontMatter.js';
import { repoRoot, docsgenLinks } from '../helpers.js';

// `docsgen check` parses only the chunks of a page that need it and reads plain ones directly
// (planPage.ts). These tests hold it to the promise that this changes nothing: the same links,
// lines and ids as parsing the whole page, on every page of the repository and on corner cases.

const links = docsgenLinks(repoRoot);
/** Pages whose planned read failed and fell back to a whole-page parse: correct, but slow, so a bug. */
const fallbacks: string[] = [];
const planned = createPageAnalyser(links, {
  onFallback: (file, error) => fallbacks.push(`${file}: ${String(error)}`),
});
const whole = createPageAnalyser(links, { whole: true });

const CORNERS: Record<string, string> = {
  'fence with blank lines and headings inside':
    '```sh\n# comment\n\n# not a heading\n[x](/in-code)\n```\n\n## Real {#real}\n',
  'unclosed fence': 'Text [a](/a)\n\n```\n\n# not a heading\n\n[x](/in-code)\n',
  'longer closing fence and tilde fences':
    '````\n```\n[x](/no)\n````\n\n~~~js\n\n[y](/no)\n~~~\n\n[z](/yes)\n',
  'fence on a list item line': '- ```js\n  const a = 1;\n\n  [x](/in-code)\n  ```\n\n  [after](/after)\n',
  'fence in a blockquote': '> ```\n> [x](/in-code)\n>\n> # no\n> ```\n\n> [quoted](/quoted)\n',
  'comment spanning blocks': '<!--\n\nplain\n\n[hidden](/hidden)\n\nplain again\n\n-->\n\n[shown](/shown)\n',
  'pre spanning blocks': '<pre>\n\nplain\n\n# not a heading\n\n</pre>\n\n## After\n',
  'setext heading after plain text':
    'Plain words\nmore words\n===\n\nPlain\n---\n\n[a](#plain-words-more-words)\n',
  'list continuation after a plain item':
    '1. plain item\n\n   plain continuation\n\n       indented code [x](/code)\n\n   [continued](/continued)\n\n2. next\n',
  'indented code after plain paragraph': 'plain\n\n    [code](/code)\n\n[real](/real)\n',
  'reference definitions far from use': '[use][far]\n\nplain\n\nplain\n\n[far]: /far-target\n',
  'html block with blank lines': '<div>\n\nplain\n\n[md inside](/inside)\n\n</div>\n',
  'directive container with plain content': ':::tip\n\nplain\n\n:::\n\n:::note[Title]\n\n[in](/in)\n\n:::\n',
  'table without links': '| a | b |\n| --- | --- |\n| plain | text |\n\n[after](/after)\n',
  'duplicate headings across chunks': '## Same\n\nplain\n\n## Same\n\n```\n## Same\n```\n\n## Same\n',
  'plain links in prose, lists, quotes and tables':
    'See [a](/a) and [b](/b "title").\n\n- [c](/c)\n- item with `code [x](/no)` and [d](/d#x)\n\n> [e](/e)\n\n| x | [f](/f) |\n| --- | --- |\n| `a|b` | [g](/g) |\n',
  'links that are not plain':
    "[a](</a b>) [b](/b (t)) [c](/c't') [d][] [e] ![f](/f.png) [g\\]](/g) [h]( /h )\n\n[d]: /d\n",
  'bracket and backtick oddities':
    '[a `]` b](/a) `[x](/no)` ``[y](/no)`` [z](/z) `unclosed [w](/w)\n\n[t\next](/multi)\n',
  'autolinks and entities next to links':
    'Visit https://x.dev or www.x.dev then [a](/a). [b](/b?x=1&amp;y=2)\n',
  'task lists and footnotes': '- [ ] todo [a](/a)\n- [x] done\n\nNote[^n].\n\n[^n]: [b](/b)\n',
  'plain headings next to parsed ones':
    '# Title {#t}\n\n## Same\n\n## `Same`\n\n## Same ##\n\n### Same *em*\n\n#\n\n## C# and 1:2\n\n' +
    '## _under_ and snake_case\n\n## Tom &amp; Jerry\n\n## \\*escaped\\*\n\n## <b>bold</b>\n\n## ~~gone~~ ok\n\n## See www.x.dev\n\n[back](#same-1)\n',
  'headings in containers and after html':
    '- ## In list\n\n> ## In quote\n\n<!-- x -->\n## After comment\n\n:::tip\n\n## In box\n\n:::\n',
  'admonition with linked title':
    ':::note[See [a](/a)]\n\nBody [b](/b).\n\n:::\n\n:::details[Hidden [c](/c)]\n\n[d](/d)\n\n:::\n',
  'comment opened in inline code':
    'Write `<!--` to start a comment.\n\n[a](/a)\n\n<!-- real\n\n[b](/b)\n\n-->\n\n[c](/c)\n',
  'mdx plain chunks around jsx and esm':
    "import X from './x';\nexport const s = '[not](/esm)';\n\n# Title\n\n[a](/a) and `{code}`.\n\n<X>\n\n[b](/b)\n\n</X>\n\n{/* [c](/comment) */}\n\n## Plain\n",
  'code spans holding jsx, braces and html':
    '## Id \\{#id}\n\n`<X>` and `{id}` then [a](/a).\n\n`<a href="`">` [b](/b)\n\n| `{x}` | [c](/c) |\n| --- | --- |\n',
  'escaped backticks and tags that open before a code span':
    '\\`[a](/a)` x\n\n<a title="`">`x` [b](/b)\n\n`<b>` [c](/c) `&amp;` `![i](/i.png)` `[d]: /d`\n',
  'mdx expression spanning chunks':
    "[a](/a)\n\n{[\n\n'x',\n\n]}\n\n[b](/b)\n\nexport const t = `\n\n[no](/template)\n\n`;\n",
  'mdx esm and expressions across blank lines':
    'export const data = {\n  a: 1,\n\n  b: 2,\n};\n\n{\n  /* comment */\n}\n\nplain\n\n<div id="x">\n\nplain\n\n[in jsx](/jsx)\n\n</div>\n',
};

const pagesOfRepo = (): PageInput[] =>
  fg
    .sync(['content/**/*.{md,mdx}', 'tests/fixtures/*/content/**/*.{md,mdx}'], {
      cwd: repoRoot,
      ignore: ['**/build/**'],
    })
    .sort()
    .flatMap((file) => {
      try {
        const { body } = parseFrontMatter(readFileSync(path.join(repoRoot, file), 'utf8'), file);
        return [{ file, format: file.endsWith('.mdx') ? ('mdx' as const) : ('md' as const), body }];
      } catch {
        return []; // a fixture with broken front matter on purpose
      }
    });

describe('planPage', () => {
  it('parses only lines of the page, unchanged and in order', () => {
    for (const page of pagesOfRepo()) {
      const before = page.body.split('\n');
      const plan = planPage(page.body, page.format === 'mdx' ? 'mdx' : 'md');
      if (!plan.parse) continue;
      const text = plan.parse.text.split('\n');
      expect(text.length, page.file).toBe(plan.parse.lines.length);
      plan.parse.lines.forEach((n, i) => {
        expect(text[i], `${page.file}:${n}`).toBe(before[n - 1]);
        if (i > 0) expect(n).toBeGreaterThan(plan.parse!.lines[i - 1]!);
      });
    }
  });

  it('finds the same links, lines and ids as a whole-page parse on every page of the repository', async () => {
    const pages = pagesOfRepo();
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      fallbacks.length = 0;
      const expected = await whole(page);
      expect(await planned(page), page.file).toEqual(expected);
      // Invalid MDX (a fixture on purpose) fails both ways; anything else must not need the fallback.
      if (!expected.error) expect(fallbacks).toEqual([]);
    }
  });

  it.each(Object.entries(CORNERS))('finds the same links, lines and ids: %s', async (name, body) => {
    for (const format of ['md', 'mdx'] as const) {
      const page = { file: `content/docs/corner.${format}`, format, body };
      const expected = await whole(page);
      if (expected.error) continue; // not valid MDX: nothing to compare
      fallbacks.length = 0;
      expect(await planned(page), `${name} (${format})`).toEqual(expected);
      expect(fallbacks).toEqual([]);
    }
  });
});
