import path from 'node:path';
import { postBodyFacts } from '../content/blog.js';
import { parseFrontMatter } from '../content/frontMatter.js';
import { firstHeading } from '../content/sources.js';
import { readContentFile } from '../content/readContentFile.js';
import { keepText, sourceStamp } from '../content/sourceTexts.js';
import type { BuildResult } from '../build.js';
import { createPageCompiler } from '../compile/compilePage.js';
import { bodyShownElsewhere } from '../compile/pageBody.js';
import { fileFormat, markdownText, pageFormat } from '../compile/pageFormat.js';
import { hasMdxSyntax } from '../markdown/mdxSyntax.js';
import { recordFiles, writeRecord } from '../output/outputFiles.js';
import { writeRoute } from '../output/writeRoute.js';
import { EXCERPT_KINDS } from '../content/routeEntry.js';

/**
 * Applies an edit of one `.md` page to a finished build, in place: recompiles that page and
 * re-renders the routes that show it. Returns false when the edit needs a full build instead
 * (front matter changed, so titles, order or routes may have; or the file is not a known .md page,
 * or was deleted).
 */
export async function updatePage(result: BuildResult, file: string): Promise<boolean> {
  const rel = path.relative(result.root, path.resolve(result.root, file)).split(path.sep).join('/');
  const routes = result.manifest.routes.filter((r) => r.source?.file === rel);
  const old = routes[0]?.source;
  const { site } = result.manifest;
  if (!old || pageFormat(old, site) !== 'md') return false;
  let source: string;
  try {
    source = readContentFile(path.join(result.root, rel), rel);
  } catch {
    // A deleted page changes routes, the sidebar and links, and one that cannot be read (now a
    // FIFO, say) is the full build's to report: either needs the full build.
    return false;
  }
  const { data, body, front } = parseFrontMatter(source, rel);
  if (JSON.stringify(data) !== JSON.stringify(old.data)) return false;
  // The manifest also reads the body: a title from its first heading when front matter has none (a
  // page with neither, titled by its file name, takes a full build), and a post's reading time and
  // excerpt marker. Other pages show them (sidebars, neighbours' links, lists of posts).
  if (data.title === undefined && firstHeading(body) !== routes[0]!.title) return false;
  const post = routes.find((route) => route.kind === 'blog-post')?.post;
  if (post) {
    const { readingMinutes, hasTruncate } = postBodyFacts(body);
    if (readingMinutes !== post.readingMinutes || hasTruncate !== post.hasTruncate) return false;
  }
  // A page the site parses as MDX that now has MDX syntax compiles as a component page.
  if (fileFormat(rel, site.markdown) === 'mdx' && hasMdxSyntax(body)) return false;
  // The text this thread last compiled the page from: its code blocks, unchanged by most edits,
  // are not highlighted again (the first edit after a build whose pages compiled in workers would
  // otherwise wait a second for this thread's highlighter and grammars).
  const previous = result.cache?.pageKey(markdownText(old, site));
  keepText(old, { source, body, front, stamp: sourceStamp(old) });
  const compile = createPageCompiler({ root: result.root, links: result.links, site, cache: result.cache });
  result.render.bodies.set(rel, await compile(old, previous));
  // A blog post also appears (as an excerpt) in the list and tag pages.
  const affected = bodyShownElsewhere(old.file, result.manifest.site)
    ? [...routes, ...result.manifest.routes.filter((r) => EXCERPT_KINDS.has(r.kind))]
    : routes;
  // The output changes in place: its record would no longer say what it holds.
  if (result.cache) writeRecord(recordFiles(result.cache.dir).output, result.outDir, undefined);
  for (const route of affected) writeRoute(result.outDir, route, result.render);
  return true;
}
