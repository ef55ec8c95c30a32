import type { ReactNode } from 'react';
import { reportLayoutMeta } from '../../src/shared/layoutMeta.js';

/**
 * `@theme/Layout` inside MDX or a React page: the page already has docsgen's layout (navbar,
 * footer), so only the children are shown; its `title` and `description` name the page (its
 * `<title>` and description), as in Docusaurus.
 */
export default function Layout({
  children,
  title,
  description,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
}) {
  reportLayoutMeta({ title, description });
  return <>{children}</>;
}
