import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** What a page's `<Head>` elements make of its document's head. */
export interface PageHead {
  /** The document's title, whole (Docusaurus does not add the site's title to a `<Head>` title). */
  title?: string;
  /** The page's description (`<meta name="description">`), which its other description tags follow. */
  description?: string;
  /** The other elements, as HTML, marked `data-page-head` so that client navigation can take them away. */
  tags: string;
  /** The `name="…"` or `property="…"` of each `<meta>` in `tags`: the page's own one of each gives way. */
  replaces: string[];
}

/** The elements a document's head may hold; anything else a `<Head>` holds (html or body attributes) is left out. */
const HEAD_ELEMENTS = new Set(['meta', 'link', 'script', 'style', 'base', 'noscript']);

/** The text of a `<title>`'s children (`{name} docs` is several). */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .filter((c) => typeof c === 'string' || typeof c === 'number')
    .join('');
}

/**
 * Reads the children of every `<Head>` a page rendered, in order, as react-helmet would: the
 * last title and description win, and each meta tag replaces the page's own of the same name.
 */
export function pageHead(heads: ReactNode[] | undefined): PageHead | undefined {
  if (!heads?.length) return undefined;
  const head: PageHead = { tags: '', replaces: [] };
  const visit = (nodes: ReactNode): void =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement<Record<string, unknown>>(child)) return;
      const { props, type } = child;
      if (type === Fragment) return visit(props.children as ReactNode);
      if (type === 'title') head.title = textOf(props.children as ReactNode);
      else if (type === 'meta' && props.name === 'description' && typeof props.content === 'string')
        head.description = props.content;
      else if (typeof type === 'string' && HEAD_ELEMENTS.has(type)) {
        const key = type === 'meta' ? (['name', 'property'] as const).find((k) => props[k]) : undefined;
        if (key) head.replaces.push(`${key}="${String(props[key])}"`);
        head.tags += renderToStaticMarkup(cloneElement(child, { 'data-page-head': '' }));
      }
    });
  heads.forEach(visit);
  return head;
}

/** A document with a page's head elements: its own meta tags they replace removed, theirs at the end of its head. */
export function withPageHead(html: string, head: PageHead | undefined): string {
  if (!head) return html;
  const end = html.indexOf('</head>');
  let top = html.slice(0, end);
  for (const attribute of head.replaces) {
    const escaped = attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    top = top.replace(new RegExp(`<meta ${escaped}[^>]*>`, 'g'), '');
  }
  return top + head.tags + html.slice(end);
}

/**
 * What several renders' `<Head>` elements make of one page's head (the parts of its frame, then its
 * body), in the order react-helmet reads them: the last title and description win.
 */
export function mergeHeads(heads: (PageHead | undefined)[]): PageHead | undefined {
  const present = heads.filter((head): head is PageHead => head !== undefined);
  if (present.length <= 1) return present[0];
  return present.reduce((merged, head) => ({
    title: head.title ?? merged.title,
    description: head.description ?? merged.description,
    tags: merged.tags + head.tags,
    replaces: [...merged.replaces, ...head.replaces],
  }));
}
