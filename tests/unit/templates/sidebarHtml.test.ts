import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../src/shared/types.js';
import { markActiveLink, renderSidebar } from '../../../templates/sidebarHtml.js';

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
const html = renderSidebar(items).html;
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

describe('renderSidebar: the item kinds of Docusaurus sidebars', () => {
  const kinds = renderSidebar([
    { type: 'link', label: 'Out', href: 'https://example.com', className: 'x' },
    { type: 'link', label: 'Mail', href: 'mailto:a@example.com' },
    { type: 'html', value: '<hr/>', defaultStyle: false },
    { type: 'html', value: '<b>Note</b>', defaultStyle: true, className: 'n' },
    {
      type: 'category',
      label: 'Open',
      index: 0,
      collapsed: false,
      collapsible: false,
      href: '/docs/open',
      items: [{ type: 'link', label: 'In', href: '/docs/in' }],
    },
  ]).html;

  it('opens external links in a new tab, marked as leaving the site', () => {
    expect(kinds).toContain(
      '<li class="sidebar__item x"><a class="sidebar__link sidebar__link--external" href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a></li>',
    );
    expect(kinds).toContain('sidebar__link--external" href="mailto:a@example.com"');
  });

  it('writes HTML items as they are, spaced like links with defaultStyle', () => {
    expect(kinds).toContain('<li class="sidebar__html"><hr/></li>');
    expect(kinds).toContain(
      '<li class="sidebar__item sidebar__html sidebar__html--default n"><b>Note</b></li>',
    );
  });

  it('writes a non-collapsible category without <details>, and marks its link active', () => {
    expect(kinds).toContain(
      '<li class="sidebar__item sidebar__category"><div class="sidebar__category-heading"><a class="sidebar__link sidebar__category-link" href="/docs/open">Open</a></div><ul class="sidebar__list">',
    );
    expect(kinds).not.toContain('<details');
    expect(markActiveLink(kinds, '/docs/open', [{ index: 0 }])).toContain(
      `<a class="sidebar__link sidebar__category-link ${active} href="/docs/open">Open</a>`,
    );
  });
});
