import { useCurrentDoc, type DocContext } from '../../../src/shared/docContext.js';

/**
 * `useDoc()`: the doc a swizzled `DocItem/Footer` is rendered under (its metadata and front
 * matter). docsgen renders such a part at build time for each doc; an island of it gets in the
 * browser what it read of the doc there, from its page.
 */
export function useDoc(): DocContext {
  return useCurrentDoc();
}
