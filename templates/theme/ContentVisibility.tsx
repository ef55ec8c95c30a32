/**
 * `@theme/ContentVisibility`: Docusaurus's notice on a draft or unlisted page, which an ejected
 * `DocItem/Layout` renders. docsgen builds neither kind of page for production, so there is none.
 */
export default function ContentVisibility(): null {
  return null;
}
