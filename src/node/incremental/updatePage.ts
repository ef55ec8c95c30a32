import { copyFileSync, existsSync } from 'node:fs';
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
import { contentKey, writeRecord } from '../output/outputFiles.js';
import { feedFiles } from '../output/siteFiles.js';
import { ensureDir, outputPath, replaceOutput } from '../output/write.js';
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
  const { manifest } = result;
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
    const { readingMinutes, hasTruncate } = postBodyFacts(body, site.i18n.current);
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
  await writeInPlace(result, routes, compiled);
  return true;
}

/**
 * Writes what a page's new body changes into a finished build's output, in place: its routes (and
 * for a post, the lists and feeds that show it), a co-located file it shows now and its text in the
 * search index; and keeps the output's record true of them.
 */
async function writeInPlace(result: LocaleBuild, routes: RouteEntry[], body: PageBody): Promise<void> {
  const { manifest, outDir } = result;
  const recorded = result.record;
  const record = recorded?.value;
  const shownElsewhere = bodyShownElsewhere(routes[0]!.source!.file, manifest.site);
  const affected = shownElsewhere
    ? [...routes, ...manifest.routes.filter((r) => EXCERPT_KINDS.has(r.kind))]
    : routes;
  // Until the record says what the output holds now, there is none.
  if (recorded) writeRecord(recorded.file, outDir, undefined);
  // A route rendered here is rendered again by the next build (its key is not worked out here).
  for (const route of affected) {
    writeRoute(outDir, route, result.render, replaceOutput);
    record?.routes.delete(route.path);
  }
  // A co-located file the page shows now (an image added with the edit), copied as a build does.
  for (const { from, to } of body.data.assets) {
    const full = outputPath(outDir, to);
    if (existsSync(full)) continue;
    ensureDir(path.dirname(full));
    copyFileSync(from, full);
    record?.keys.set(to, to);
  }
  if (shownElsewhere)
    for (const [feed, text] of await feedFiles(manifest, result.render.bodies)) {
      replaceOutput(outDir, feed, text);
      record?.keys.set(feed, contentKey(text));
    }
  if (result.search) result.search = searchAgain(result, result.search, routes, body);
  if (recorded) writeRecord(recorded.file, outDir, { ...recorded.value, search: result.search });
}

/** Puts a page's new text in a build's search index, for each of its routes the index holds (an older version's docs are not searched). */
function searchAgain(
  { manifest, outDir, record }: LocaleBuild,
  search: SearchState,
  routes: RouteEntry[],
  body: PageBody,
): SearchState {
  const ids = routes.map((route) => manifest.routes.indexOf(route)).filter((id) => search.pages[id]);
  return reindexInPlace(
    outDir,
    search,
    ids.map((id) => [id, searchPage(manifest.routes[id]!, body, manifest)]),
    record?.value.keys,
  );
}
