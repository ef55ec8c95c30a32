/**
 * The parts of the page frame a site may swizzle (`src/theme/<part>`), the ones Docusaurus sites
 * swizzle most: the site's component takes the place of docsgen's rendering of that part. `Root`
 * wraps every page, as it wraps the whole app in Docusaurus; `DocSidebar` every docs sidebar,
 * `DocItem/Layout` a doc's content and table of contents, `BlogPostItem` each post (in a list and on
 * its page).
 */
export const FRAME_PARTS = [
  'Root',
  'Footer',
  'Navbar',
  'Navbar/Logo',
  'NotFound',
  'NotFound/Content',
  'DocSidebar',
  'DocItem/Layout',
  'DocItem/Footer',
  'BlogPostItem',
] as const;

/**
 * The module that renders a site's `src/theme/Root` around a slot its pages fill (see
 * FrameOriginal): the entry of its bundles, since its pages are its children.
 */
export const SITE_ROOT = 'docsgen:site-root';

/** The namespace of the module SITE_ROOT resolves to, which esbuild's metafile names it by. */
export const SITE_ROOT_NAMESPACE = 'docsgen-site-root';

export type FramePartName = (typeof FRAME_PARTS)[number];

/** The parts rendered for each doc, for `useDoc()` (see swizzledFrame), outermost first. */
export const DOC_PARTS = ['DocItem/Layout', 'DocItem/Footer'] as const;

export type DocPartName = (typeof DOC_PARTS)[number];

/** Whether `@theme-original/<name>` is a part of the frame (docsgen's rendering of it) rather than a component. */
export function isFramePart(name: string): name is FramePartName {
  return (FRAME_PARTS as readonly string[]).includes(name);
}
