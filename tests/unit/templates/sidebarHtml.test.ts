import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../src/shared/types.js';
import { markActiveLink, renderSidebarHtml } from '../../../templates/sidebarHtml.js';

const items: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Guides',
    index: 0,
    collapsed: true,
    href: '/docs/guides',
    items: [
      {
        type: 'category',
        label: 'Deep',
        index: 1,
        collapsed: true,
        items: [{ type: 'link', label: 'A & B', href: '/docs/a&b"' }],
      },
      { type: 'link', label: 'Again', href: '/docs/guides' },
    ],
  },
];
const html = renderSidebarHtml(items);
const active = 'sidebar__link--active" aria-current="page"';

describe('markActiveLink', () => {
  it('marks the first link to the page (here a category’s own) and opens the categories given', () => {
    const out = markActiveLink(html, '/docs/guides', [{ index: 0 }]);
    expect(out).toContain(
      `<details open="" data-cat="0"><summary class="sidebar__summary"><a class="sidebar__link sidebar__category-link ${active} href="/docs/guides">Guides</a>`,
    );
    expect(out.split(active)).toHaveLength(2);
    expect(out).toContain('<details data-cat="1">');
    expect(out).toContain('<a class="sidebar__link" href="/docs/guides">Again</a>');
  });

  it('marks a plain link', () => {
    const out = markActiveLink(html, '/docs/intro', []);
    expect(out).toBe(
      html.replace(
        '<a class="sidebar__link" href="/docs/intro">',
        `<a class="sidebar__link ${active} href="/docs/intro">`,
      ),
    );
  });

  it('finds a route holding & and " as React escapes them', () => {
    const out = markActiveLink(html, '/docs/a&b"', [{ index: 0 }, { index: 1 }]);
    expect(out).toContain(`<a class="sidebar__link ${active} href="/docs/a&amp;b&quot;">A &amp; B</a>`);
    expect(out).toContain('<details open="" data-cat="0">');
    expect(out).toContain('<details open="" data-cat="1">');
  });

  it('leaves the HTML as it is for a page the sidebar does not list', () => {
    expect(markActiveLink(html, '/docs/elsewhere', [])).toBe(html);
  });
});
