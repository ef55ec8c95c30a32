import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

/** `<BrowserOnly>{() => …}</BrowserOnly>`: the fallback in the HTML, the children once the page's island runs. */
export default function BrowserOnly({
  children,
  fallback = null,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}
