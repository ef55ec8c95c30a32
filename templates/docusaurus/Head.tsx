import type { ReactNode } from 'react';

/**
 * `<Head>`: what a page adds to its document's head. docsgen writes the head from the front
 * matter (title, description), so a page's own elements are left out rather than shown in its body.
 */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}
