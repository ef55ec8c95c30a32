import path from 'node:path';
import { postBodyFacts } from '../content/blog.js';
import { parseFrontMatter } from '../content/frontMatter.js';
import { firstHeading } from '../content/sources.js';
import { readContentFile } from '../content/readContentFile.js';
import { keepText, sourceStamp } from '../content/sourceTexts.js';
import type { BuildResult, LocaleBuild } from '../build.js';
import { createPageCompiler } from '../compile/compilePage.js';
import { bodyShownElsewhere, type PageBody } from '../compile/pageBody.js';
import { fileFormat, markdownText, pageFormat } from '../compile/pageFormat.js';
import { hasMdxSyntax } from '../markdown/mdxSyntax.js';
import { recordFiles, writeRecord } from '../output/outputFiles.js';
import { feedFiles } from '../output/siteFiles.js';
import { writeOutput } from '../output/write.js';
import { writeRoute } from '../output/writeRoute.js';
import { reindexInPlace } from '../search/reindexInPlace.js';
import type { SearchState } from '../search/searchIndex.js';
import { searchPage } from '../search/searchPage.js';
import { EXCERPT_KINDS, type RouteEntry } from '../content/routeEntry.js';

/**
 * Applies edits of `.md` pages to a finished build of one locale or all, in place (see updatePage):
 * each file in every locale that shows it (another locale shows a page it has no translation of).
 * Returns false when one needs a full build instead, or no locale shows it (a new file).
 */
export async function updatePages(result: BuildResult, files: string[]): Promise<boolean> {
  const builds = [result, ...result.locales];
  for (const file of files) {
    const showing = builds.filter((build) => fileRoutes(build, file).length);
    if (!showing.length) return false;
    for (const build of showing) if (!(await updatePage(build, file))) return false;
  }
  return true;
}

/** The routes a build made of a source file (given relative to the site root, or absolute). */
function fileRoutes({ root, manifest }: LocaleBuild, file: string): RouteEntry[] {
  const rel = path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  return manifest.routes.filter((r) => r.source?.file === rel);
}

/**
 * Applies an edit of one `.md` page to a finished build of a locale, in place: recompiles that
 * page and re-renders the routes that show it. Returns false when the edit needs a full build
 * instead (front matter changed, so titles, order or routes may have; or the file is not a known
 * .md page, or was deleted).
 */
export async function updatePage(result: LocaleBuild, file: string): Promise<boolean> {
  const { manifest, outDir } = result;
  const { site } = manifest;
  const routes = fileRoutes(result, file);
  const old = routes[0]?.source;
  if (!old || pageFormat(old, site) !== 'md') return false;
  const rel = old.file;
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
  const compiled = await compile(old, previous);
  result.render.bodies.set(rel, compiled);
  // A blog post also appears (as an excerpt) in the list and tag pages, and in the feeds.
  const shownElsewhere = bodyShownElsewhere(rel, site);
  const affected = shownElsewhere
    ? [...routes, ...manifest.routes.filter((r) => EXCERPT_KINDS.has(r.kind))]
    : routes;
  // The output changes in place: its record would no longer say what it holds.
  if (result.cache) writeRecord(recordFiles(result.cache.dir).output, outDir, undefined);
  for (const route of affected) writeRoute(outDir, route, result.render);
  if (shownElsewhere)
    for (const [feed, text] of await feedFiles(manifest, result.render.bodies))
      writeOutput(outDir, feed, text);
  if (result.search) result.search = searchAgain(result, result.search, routes, compiled);
  return true;
}

/** Puts a page's new text in a build's search index, for each of its routes the index holds (an older version's docs are not searched). */
function searchAgain(
  { manifest, outDir }: LocaleBuild,
  search: SearchState,
  routes: RouteEntry[],
  body: PageBody,
): SearchState {
  const ids = routes.map((route) => manifest.routes.indexOf(route)).filter((id) => search.pages[id]);
  return reindexInPlace(
    outDir,
    search,
    ids.map((id) => [id, searchPage(manifest.routes[id]!, body, manifest)]),
  );
}
