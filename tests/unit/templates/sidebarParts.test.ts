import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../src/shared/types.js';
import { LAZY_SIDEBAR_BYTES, pageSidebarHtml, renderSidebar } from '../../../templates/sidebarHtml.js';

/** A category of `count` docs named after it (with a label long enough to make the sidebar large). */
const docs = (name: string, count: number): SidebarItem[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'link',
    label: `${name} page ${i} ${'x'.repeat(60)}`,
    href: `/docs/${name}/${i}`,
    docId: `${name}/${i}`,
  }));

const items: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'Linked',
    index: 0,
    collapsed: true,
    href: '/docs/linked',
    items: docs('linked', 300),
  },
  {
    type: 'category',
    label: 'Plain',
    index: 1,
    collapsed: true,
    items: [{ type: 'category', label: 'Inner', index: 2, collapsed: true, items: docs('inner', 300) }],
  },
  { type: 'category', label: 'Open', index: 3, collapsed: false, items: docs('open', 3) },
  {
    type: 'category',
    label: 'Away',
    index: 4,
    collapsed: true,
    items: [{ type: 'link', label: 'Elsewhere', href: 'https://example.com' }],
  },
];
const sidebar = renderSidebar(items);

describe('a large sidebar: each page holds what it shows open', () => {
  it('is split only above the threshold, and its shared HTML holds every link', () => {
    expect(sidebar.html.length).toBeGreaterThan(LAZY_SIDEBAR_BYTES);
    expect(sidebar.parts).toBeDefined();
    for (const href of ['/docs/linked/299', '/docs/inner/299', '/docs/open/2', 'https://example.com'])
      expect(sidebar.html).toContain(`href="${href}"`);
    expect(renderSidebar(items.slice(3)).parts).toBeUndefined();
  });

  it('leaves out the lists of closed categories, keeps the top level and open ones', () => {
    const page = pageSidebarHtml(sidebar, '/docs/intro', []);
    expect(page.length).toBeLessThan(2000);
    expect(page).toContain(
      '<details data-cat="0"><summary class="sidebar__summary"><a class="sidebar__link sidebar__category-link" href="/docs/linked">Linked</a></summary></details>',
    );
    expect(page).not.toContain('/docs/linked/0');
    expect(page).toContain('href="/docs/open/2"');
    expect(page).toContain('aria-current="page" href="/docs/intro"');
  });

  it('gives a closed category without a page a label linking to its first page', () => {
    const page = pageSidebarHtml(sidebar, '/docs/intro', []);
    expect(page).toContain(
      '<details data-cat="1"><summary class="sidebar__summary"><a class="sidebar__category-label" href="/docs/inner/0">Plain</a></summary></details>',
    );
  });

  it('keeps the items of a closed category that holds no page (no other way to reach them)', () => {
    const page = pageSidebarHtml(sidebar, '/docs/intro', []);
    expect(page).toContain(
      '<details data-cat="4"><summary class="sidebar__summary"><span class="sidebar__category-label">Away</span></summary><ul class="sidebar__list">',
    );
    expect(page).toContain('href="https://example.com"');
  });

  it('holds the active trail open, down to the page', () => {
    const page = pageSidebarHtml(sidebar, '/docs/inner/7', [{ index: 1 }, { index: 2 }]);
    expect(page).toContain('<details open="" data-cat="1">');
    expect(page).toContain('<details open="" data-cat="2">');
    expect(page).toContain('aria-current="page" href="/docs/inner/7"');
    expect(page).toContain('href="/docs/inner/299"');
    expect(page).not.toContain('/docs/linked/0');
  });
});
