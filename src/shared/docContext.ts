import { usePartContext } from './partContext.js';

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
  };
  frontMatter: Record<string, unknown>;
  /** Empty: a doc's headings are known once it is compiled, after the frame is rendered. */
  toc: [];
  contentTitle: string | undefined;
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
  },
  frontMatter: {},
  toc: [],
  contentTitle: undefined,
};

/** The doc the part is rendered for (on the server, or as its island's page holds it), or an empty one. */
export function useCurrentDoc(): DocContext {
  return usePartContext().doc ?? NO_DOC;
}
