import { DocPagination } from '../Pagination.js';
import type { DocLink } from '../../src/shared/docContext.js';

/** `@theme/DocPaginator`: a doc's previous and next links (`useDoc().metadata.previous`, `.next`), as docsgen's pages show them. */
export default function DocPaginator({ previous, next }: { previous?: DocLink; next?: DocLink }) {
  const link = (to: DocLink | undefined) => to && { label: to.title, href: to.permalink };
  return <DocPagination prev={link(previous)} next={link(next)} />;
}
