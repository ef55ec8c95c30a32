import { usePartContext } from './partContext.js';
import type { DocusaurusTocItem } from './docusaurusToc.js';

/** What `useDoc()` gives a swizzled component: Docusaurus's shape, with the fields docsgen knows of a doc. */
export interface DocContext {
  metadata: {
    id: string;
    title: string;
    description: string;
    permalink: string;
    editUrl: string | undefined;
    /** Milliseconds since 1970, as Docusaurus gives it. */
    lastUpdatedAt: number | undefined;
    lastUpdatedBy: string | undefined;
    tags: { label: string; permalink: string }[];
    frontMatter: Record<string, unknown>;
    /** The pages its previous and next links lead to. */
    previous: DocLink | undefined;
    next: DocLink | undefined;
  };
  frontMatter: Record<string, unknown>;
  /** Its headings below the title, every level (`@theme/TOC` narrows them), as compiled. */
  toc: DocusaurusTocItem[];
  /** The text of the `<h1>` its body starts with, if it does (the theme then adds none). */
  contentTitle: string | undefined;
}

/** A link to another doc, as Docusaurus's previous and next links give it. */
export interface DocLink {
  title: string;
  permalink: string;
}

/** A doc with nothing known of it: what `useDoc()` gives outside a doc's part. */
const NO_DOC: DocContext = {
  metadata: {
    id: '',
    title: '',
    description: '',
    permalink: '',
    editUrl: undefined,
    lastUpdatedAt: undefined,
    lastUpdatedBy: undefined,
    tags: [],
    frontMatter: {},
    previous: undefined,
    next: undefined,
  },
  frontMatter: {},
  toc: [],
  contentTitle: undefined,
};

/** The doc the part is rendered for (on the server, or as its island's page holds it), or an empty one. */
export function useCurrentDoc(): DocContext {
  return usePartContext().doc ?? NO_DOC;
}
