import type { Element, ElementContent, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { hastToHtml } from '../../../src/node/markdown/hastToHtml.js';

/** A small deterministic PRNG, so a failure names a tree that can be built again. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const TEXTS = [
  'plain',
  'a < b & c',
  '"quoted" \'single\' `tick`',
  '\0nul',
  'é ü 😀',
  'x > y',
  '&amp; already',
  ' ',
  '',
];
const TAGS = [
  'p',
  'a',
  'div',
  'span',
  'code',
  'pre',
  'li',
  'td',
  'h2',
  'br',
  'hr',
  'img',
  'input',
  'docsgen-truncate',
];
const PROPERTIES: [string, unknown[]][] = [
  ['className', [['a'], ['a', 'b-c'], [], ['x"y']]],
  ['href', ['/docs/a?x=1&y=2#z', 'it\'s "here"', '']],
  ['id', ['intro', 'a&b']],
  ['start', [3, 0, Number.NaN]],
  ['checked', [true, false, '']],
  ['disabled', [true, 'disabled', '']],
  ['tabIndex', [0, -1]],
  ['dataLanguage', ['ts', 'c++']],
  ['ariaLabel', ['Copy code to clipboard', 'a "label"']],
  ['align', ['left', 'center']],
  ['style', ['color:var(--x);font-style:italic', 'a\0b']],
  ['title', [null, undefined, 'T`itle']],
  ['download', [true, '', 'file.txt']],
  ['accept', [['.png', '.jpg']]],
];

function tree(rand: () => number, depth: number): ElementContent {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const roll = rand();
  if (depth === 0 || roll < 0.3) return { type: 'text', value: pick(TEXTS) };
  if (roll < 0.35) return { type: 'raw', value: '<b>raw & kept</b>' } as unknown as ElementContent;
  const properties: Properties = {};
  for (const [key, values] of PROPERTIES)
    if (rand() < 0.25) properties[key] = pick(values) as Properties[string];
  const children = Array.from({ length: Math.floor(rand() * 4) }, () => tree(rand, depth - 1));
  return { type: 'element', tagName: pick(TAGS), properties, children } satisfies Element;
}

describe('hastToHtml', () => {
  it('serialises as hast-util-to-html does (with allowDangerousHtml) on 2,000 random trees', () => {
    const rand = random(7);
    for (let i = 0; i < 2000; i++) {
      const root: Root = { type: 'root', children: Array.from({ length: 3 }, () => tree(rand, 4)) };
      expect(hastToHtml(root), `tree ${i}`).toBe(toHtml(root, { allowDangerousHtml: true }));
    }
  });

  it('escapes text and attribute values with hexadecimal references', () => {
    const root: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'a',
          properties: { href: '?a=1&b="2"' },
          children: [{ type: 'text', value: '1 < 2 & 3' }],
        },
        { type: 'element', tagName: 'br', properties: {}, children: [] },
      ],
    };
    expect(hastToHtml(root)).toBe('<a href="?a=1&#x26;b=&#x22;2&#x22;">1 &#x3C; 2 &#x26; 3</a><br>');
  });

  it('refuses nodes a page body never holds, rather than dropping them', () => {
    expect(() => hastToHtml({ type: 'root', children: [{ type: 'comment', value: 'x' }] })).toThrow(
      /comment/,
    );
  });
});
