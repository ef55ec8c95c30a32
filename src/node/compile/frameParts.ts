/**
 * The module that renders a site's `src/theme/Root` around a slot its pages fill (see
 * FrameOriginal): the entry of its bundles, since its pages are its children.
 */
export const SITE_ROOT = 'docsgen:site-root';

/** The namespace of the module SITE_ROOT resolves to, which esbuild's metafile names it by. */
export const SITE_ROOT_NAMESPACE = 'docsgen-site-root';

/**
 * The parts rendered for each doc, for `useDoc()` (see swizzledFrame): the layout, then the pieces
 * it is made of (DocPiece), in the order a doc's page shows them.
 */
export const DOC_PARTS = [
  'DocItem/Layout',
  'DocVersionBanner',
  'DocBreadcrumbs',
  'DocVersionBadge',
  'DocItem/TOC/Mobile',
  'DocItem/Content',
  'DocItem/Footer',
  'DocItem/Paginator',
  'DocItem/TOC/Desktop',
] as const;

export type DocPartName = (typeof DOC_PARTS)[number];

/** A piece of a doc's page that an ejected `DocItem/Layout` renders by name (`@theme/DocItem/Content`…). */
export type DocPiece = Exclude<DocPartName, 'DocItem/Layout'>;

/** The pieces of a doc's page (see DocPiece), in the order it shows them. */
export const DOC_PIECES = DOC_PARTS.filter((name): name is DocPiece => name !== 'DocItem/Layout');

/** The parts rendered for each blog post (see swizzledFrame), the whole post first, then its pieces (PostPiece). */
export const POST_PARTS = [
  'BlogPostItem',
  'BlogPostItem/Container',
  'BlogPostItem/Header',
  'BlogPostItem/Header/Title',
  'BlogPostItem/Header/Info',
  'BlogPostItem/Header/Authors',
  'BlogPostItem/Content',
  'BlogPostItem/Footer',
] as const;

export type PostPartName = (typeof POST_PARTS)[number];

/** A piece of a post that an ejected `BlogPostItem` renders by name (`@theme/BlogPostItem/Header`…). */
export type PostPiece = Exclude<PostPartName, 'BlogPostItem'>;

/**
 * The parts of the page frame a site may swizzle (`src/theme/<part>`), the ones Docusaurus sites
 * swizzle most: the site's component takes the place of docsgen's rendering of that part. `Root`
 * wraps every page, as it wraps the whole app in Docusaurus; `DocSidebar` every docs sidebar,
 * `DocItem/Layout` a doc's content and table of contents (and the pieces of it DOC_PARTS names
 * after it), `BlogPostItem` each post (in a list and on its page; its pieces in POST_PARTS).
 */
export const FRAME_PARTS = [
  'Root',
  'Footer',
  'Navbar',
  'Navbar/Logo',
  'NotFound',
  'NotFound/Content',
  'DocSidebar',
  'DocSidebar/Desktop',
  ...DOC_PARTS,
  ...POST_PARTS,
] as const;

export type FramePartName = (typeof FRAME_PARTS)[number];

/**
 * The slot of a doc's or a post's body (its compiled Markdown, as Docusaurus renders it with
 * `<MDXContent>`): the children of the parts Docusaurus gives the body to (CHILDREN_PARTS).
 */
export const BODY_SLOT = 'MDXContent';

/** The parts Docusaurus renders with the doc's or the post's body as their children. */
export const CHILDREN_PARTS: readonly FramePartName[] = [
  'DocItem/Layout',
  'DocItem/Content',
  'BlogPostItem',
  'BlogPostItem/Content',
];

/** Whether `@theme-original/<name>` is a part of the frame (docsgen's rendering of it) rather than a component. */
export function isFramePart(name: string): name is FramePartName {
  return (FRAME_PARTS as readonly string[]).includes(name);
}
