import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: the body of a doc or post, which a swizzled `DocItem/Content` or
 * `BlogPostItem/Content` is given as its children (see BODY_SLOT); it renders them as they are.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
