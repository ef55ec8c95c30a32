import { currentDoc, type DocContext } from '../../../src/shared/docContext.js';

/**
 * `useDoc()`: the doc a swizzled `DocItem/Footer` is rendered under (its metadata and front
 * matter). docsgen renders such a part at build time for each doc; in the browser it sees no doc.
 */
export function useDoc(): DocContext {
  return currentDoc();
}
