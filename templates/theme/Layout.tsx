import type { ReactNode } from 'react';

/**
 * `@theme/Layout` inside MDX: the page already has docsgen's layout (navbar, footer, head from
 * the front matter), so only the children are shown.
 */
export default function Layout({ children }: { children?: ReactNode; title?: string; description?: string }) {
  return <>{children}</>;
}
