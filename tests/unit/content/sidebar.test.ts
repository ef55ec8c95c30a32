import { describe, expect, it } from 'vitest';
import { normalizeSidebars } from '../../../src/node/config/normalizeSidebars.js';
import type { DocEntry } from '../../../src/node/content/docs.js';
import { buildSidebars, indexSidebar } from '../../../src/node/content/sidebar.js';
import type { SidebarItem } from '../../../src/shared/types.js';
import { SiteErrors } from '../../../src/node/errors.js';

/** A doc with the given id (its folder from the id), titled after its last segment. */
function doc(id: string, data: DocEntry['data'] = {}): DocEntry {
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  const title = id.slice(id.lastIndexOf('/') + 1).toUpperCase();
  return {
    id,
    unversionedId: id,
    version: 'current',
    dir,
    diskDir: dir,
    route: `/docs/${id}`,
    title,
    sidebarLabel: data.sidebar_label ?? title,
    position: undefined,
    isIndex: false,
    description: undefined,
    data,
    source: { rel: `${id}.md` },
  } as DocEntry;
}

const docs = [doc('a'), doc('b'), doc('guides/c', { sidebar_label: 'From front matter' }), doc('guides/d')];

/** Builds the sidebars of a sidebars file written as `text` (evaluated as the file would be). */
function build(text: string, drafts: string[] = []) {
  const value: unknown = new Function(`return (${text});`)();
  const config = normalizeSidebars(value, { file: 'config/sidebars.ts', text });
  return buildSidebars(docs, new Map(), config, 'docs', new Set(drafts));
}

/** The problems a sidebars file written as `text` is reported with. */
function problems(text: string): string[] {
  try {
    build(text);
  } catch (error) {
    if (error instanceof SiteErrors) return error.errors.map((e) => e.format());
    throw error;
  }
  return [];
}

describe('buildSidebars from a sidebars file', () => {
  it('reports every doc id that does not exist, with the file’s other problems, in file order', () => {
    expect(
      problems(`{
  docs: [
    'a',
    'guides/missing',
    { type: 'category', label: 'C', link: { type: 'doc', id: 'nope' }, items: ['b'] },
    { type: 'ref', id: 'gone', label: 'x' },
    { type: 'html' },
  ],
}`),
    ).toEqual([
      'config/sidebars.ts:4:5: sidebars.docs[1]: no doc has the id "guides/missing"',
      'config/sidebars.ts:5:5: sidebars.docs[2].link: no doc has the id "nope"',
      'config/sidebars.ts:6:5: sidebars.docs[3]: no doc has the id "gone"',
      'config/sidebars.ts:7:5: sidebars.docs[4]: a html item needs "value" (a string)',
    ]);
  });

  it('reports a category with neither items nor a link, as Docusaurus does', () => {
    expect(problems(`{ docs: [{ type: 'category', label: 'Empty', items: [] }] }`)).toEqual([
      'config/sidebars.ts:1:10: sidebars.docs[0]: category "Empty" has neither items nor a link',
    ]);
  });

  it('drops items naming drafts; a category left empty becomes its doc link, or goes', () => {
    const { trees } = build(
      `{ docs: [
        { type: 'category', label: 'Only drafts', link: { type: 'doc', id: 'b' }, className: 'x', items: ['guides/draft'] },
        { type: 'category', label: 'Index of drafts', link: { type: 'generated-index' }, items: ['guides/draft'] },
        'a',
      ] }`,
      ['guides/draft'],
    );
    expect(trees.get('docs')).toEqual([
      { type: 'link', label: 'Only drafts', href: '/docs/b', docId: 'b', className: 'x' },
      { type: 'link', label: 'A', href: '/docs/a', docId: 'a', className: undefined },
    ]);
  });

  it('links a ref without making its doc the sidebar’s; a doc in two sidebars shows the last', () => {
    const sidebars = build(`{
      one: ['a', { type: 'ref', id: 'b' }, 'guides/c'],
      two: ['b', 'guides/c'],
    }`);
    expect(indexSidebar(sidebars.trees.get('one')!).navigation.map((i) => i.href)).toEqual([
      '/docs/a',
      '/docs/guides/c',
    ]);
    expect(Object.fromEntries(sidebars.docSidebar)).toEqual({ a: 'one', b: 'two', 'guides/c': 'two' });
  });

  it('labels a doc by its front matter first, then the item, then its title', () => {
    const { trees } = build(
      `{ docs: [{ type: 'doc', id: 'guides/c', label: 'Item' }, { type: 'doc', id: 'a', label: 'Item' }, 'b'] }`,
    );
    expect(trees.get('docs')!.map((i) => i.type === 'link' && i.label)).toEqual([
      'From front matter',
      'Item',
      'B',
    ]);
  });

  it('routes generated indexes in pre-order with one slugger, so equal labels get distinct slugs', () => {
    const { generatedIndexes } = build(`{
      one: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: [
        { type: 'category', label: 'Guides', link: { type: 'generated-index', title: 'Inner' }, items: ['a'] },
      ] }],
      two: [{ type: 'category', label: 'Guides', link: { type: 'generated-index', slug: '/own' }, items: ['b'] }],
    }`);
    expect(generatedIndexes.map((g) => [g.route, g.title])).toEqual([
      ['/docs/category/guides', 'Guides'],
      ['/docs/category/guides-1', 'Inner'],
      ['/docs/own', 'Guides'],
    ]);
  });

  it('keeps a non-collapsible category open, and carries className and customProps', () => {
    const { trees } = build(
      `{ docs: [{ type: 'category', label: 'Open', collapsed: true, collapsible: false, className: 'c', customProps: { n: 1 }, items: ['a'] }] }`,
    );
    expect(trees.get('docs')![0]).toMatchObject({
      type: 'category',
      collapsed: false,
      collapsible: false,
      className: 'c',
      customProps: { n: 1 },
    });
  });
});

describe('buildSidebars from the folders (autogenerated)', () => {
  /** A folder's index doc (`<folder>/index.md`), at a sidebar_position when given. */
  function indexDoc(id: string, title: string, position?: number): DocEntry {
    return { ...doc(id), isIndex: true, title, sidebarLabel: title, position };
  }

  it("places and labels a folder's category by the doc it links to, as Docusaurus does", () => {
    const folders = [
      doc('cli'),
      indexDoc('intro/index', 'Introduction', 0),
      { ...doc('intro/getting-started'), position: 1 },
      indexDoc('library/index', 'Library'),
      doc('library/api'),
      doc('more/e'),
    ];
    // The category's own label (_category_.json) still comes first.
    const { trees } = buildSidebars(
      folders,
      new Map([['more', { label: 'More things' }]]),
      undefined,
      'docs',
    );
    const labels = (items: SidebarItem[]): unknown[] =>
      items.map((i) => (i.type === 'category' ? [i.label, labels(i.items)] : i.type === 'link' && i.label));
    // intro/index.md's sidebar_position 0 is its category's: before cli.md, which has none.
    expect(labels(trees.get('docs')!)).toEqual([
      ['Introduction', ['GETTING-STARTED']],
      'CLI',
      ['Library', ['API']],
      ['More things', ['E']],
    ]);
  });
});
