import { renderToStaticMarkup } from 'react-dom/server';
import { fillFrame, fillSlots, Frame, type FramePart } from '../../../templates/Frame.js';
import type { SwizzledFrame } from '../compile/swizzledFrame.js';

/** The HTML of docsgen's rendering of a part (`original`), inside the site's swizzled part if it has one. */
function framedHtml(part: FramePart | undefined, name: string, original: string): string {
  return part ? renderToStaticMarkup(<Frame part={fillFrame(part, name, original)} />) : original;
}

/**
 * A docs sidebar's HTML (`own`) as the site shows it: in its `DocSidebar/Desktop`, then its
 * `DocSidebar`, where it swizzled them. docsgen's DocSidebar is the desktop one as shown; an
 * ejected DocSidebar's `@theme/DocSidebar/Desktop` is docsgen's own.
 */
export function framedSidebar(frame: SwizzledFrame | undefined, own: string): string {
  const desktop = framedHtml(frame?.['DocSidebar/Desktop'], 'DocSidebar/Desktop', own);
  const part = frame?.DocSidebar;
  if (!part) return desktop;
  return renderToStaticMarkup(
    <Frame part={fillSlots(part, { DocSidebar: desktop, 'DocSidebar/Desktop': own })} />,
  );
}
