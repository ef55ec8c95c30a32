import { renderToStaticMarkup } from 'react-dom/server';
import { fillFrame, Frame, type FramePart } from '../../../templates/Frame.js';

/** The HTML of docsgen's rendering of a part (`original`), inside the site's swizzled part if it has one. */
export function framedHtml(part: FramePart | undefined, name: string, original: string): string {
  return part ? renderToStaticMarkup(<Frame part={fillFrame(part, name, original)} />) : original;
}
