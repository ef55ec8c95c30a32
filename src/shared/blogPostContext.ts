import { usePartContext } from './partContext.js';

/** What `useBlogPost()` gives a swizzled component: Docusaurus's shape, with the fields docsgen knows of a post. */
export interface BlogPostContext {
  metadata: {
    permalink: string;
    /** The post's file, `@site/`-relative as Docusaurus names it. */
    source: string;
    title: string;
    description: string;
    /** ISO date, as a post's metadata reaches the browser in Docusaurus. */
    date: string;
    /** Minutes. */
    readingTime: number;
    hasTruncateMarker: boolean;
    authors: {
      key?: string;
      name: string;
      title?: string;
      url?: string;
      imageURL?: string;
      email?: string;
      page: { permalink: string } | null;
    }[];
    tags: { label: string; permalink: string; description?: string }[];
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  assets: Record<string, never>;
  /** Empty: a post's headings are known once it is compiled, after the frame is rendered. */
  toc: [];
  /** Whether the post is shown on its own page (rather than in a list of posts). */
  isBlogPostPage: boolean;
}

/** A post with nothing known of it: what `useBlogPost()` gives outside a post's part. */
const NO_POST: BlogPostContext = {
  metadata: {
    permalink: '',
    source: '',
    title: '',
    description: '',
    date: '',
    readingTime: 0,
    hasTruncateMarker: false,
    authors: [],
    tags: [],
    frontMatter: {},
  },
  frontMatter: {},
  assets: {},
  toc: [],
  isBlogPostPage: false,
};

/** The post the part is rendered for (on the server, or as its island's page holds it), or an empty one. */
export function useCurrentBlogPost(): BlogPostContext {
  return usePartContext().blogPost ?? NO_POST;
}
