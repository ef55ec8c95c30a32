import type { ReactNode } from 'react';
import { reportHead } from '../../src/shared/layoutMeta.js';

/**
 * `<Head>`: elements a page adds to its document's head, as react-helmet does in Docusaurus. The
 * server render collects them (see pageHead) and the page's HTML carries them in its head; in the
 * page itself, and in the browser, it renders nothing.
 */
export default function Head({ children }: { children?: ReactNode }) {
  reportHead(children);
  return null;
}
