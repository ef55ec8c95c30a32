import type { RouteEntry } from '../content/routeEntry.js';
import { renderDocMarkdown, renderRoute, type RenderContext } from '../render/renderRoute.js';
import { routeFiles, routeShape } from './routeFiles.js';
import { writeOutput } from './write.js';

/**
 * Renders one route and writes its HTML file, its client payload and, for a doc, its Markdown twin
 * under outDir, with `write` (replaceOutput for the live output).
 */
export function writeRoute(
  outDir: string,
  route: RouteEntry,
  ctx: RenderContext,
  write: typeof writeOutput = writeOutput,
): void {
  const { html, payload } = renderRoute(route, ctx);
  const [htmlFile, dataFile, twin] = routeFiles(route.path, routeShape(route));
  write(outDir, htmlFile!, html);
  write(outDir, dataFile!, JSON.stringify(payload));
  if (twin && route.kind === 'doc') write(outDir, twin, renderDocMarkdown(route.doc.title, route.doc.source));
}
