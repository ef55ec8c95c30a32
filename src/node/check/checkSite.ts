import { pageFormat } from '../compile/pageFormat.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../config/loadConfig.js';
import type { RouteManifest } from '../content/manifest.js';
import { SiteErrors, type SiteError } from '../errors.js';
import { createReporter, type Reporter } from '../task.js';
import { factsError, type PageFacts, type PageInput } from './analysePage.js';
import type { AnalysisPool } from './analysisPool.js';
import { collectConfigLinks } from './configLinks.js';
import { createLinkResolver } from './resolveLink.js';
import { sourceBody } from '../content/sourceTexts.js';
import { linkTargets, type LinkTargets } from '../markdown/links.js';

/** A broken link or anchor: the CONTRACT §1 JSON fields plus the reason shown in text output. */
export interface LinkProblem {
  kind: 'broken-link' | 'broken-anchor';
  /** The page route the link is on, or the config setting it comes from. */
  source: string;
  target: string;
  file: string;
  line: number;
  reason: string;
}

/** A route claimed by several files; `file`/`line` say where to point text and GitHub output. */
export interface DuplicateRoute {
  kind: 'duplicate-route';
  route: string;
  files: string[];
  file: string;
  line: number;
}

export interface CheckReport {
  errors: LinkProblem[];
  warnings: DuplicateRoute[];
  pages: number;
}

/**
 * Checks every link of the content and config against the manifest, timing its stages on
 * `stages`; throws SiteErrors for content errors (an MDX syntax error), as the build would.
 */
export async function checkSite(
  root: string,
  config: LoadedConfig,
  manifest: RouteManifest,
  pool: AnalysisPool,
  stages: Reporter = createReporter(process.stderr, true),
): Promise<CheckReport> {
  const sources = manifest.routes.flatMap((r) => (r.source ? [{ route: r.path, source: r.source }] : []));
  const targets = linkTargets(manifest);
  const pages: PageInput[] = sources.map(({ source }) => ({
    file: source.file,
    format: pageFormat(source, manifest.site),
    body: sourceBody(source),
  }));
  const facts = await stages.task('Read links and headings', () =>
    pool.analyse(pages, { root, ...targets }, manifest.site.markdown),
  );

  const contentErrors = facts.map(factsError).filter((e): e is SiteError => !!e);
  if (contentErrors.length) throw new SiteErrors(contentErrors);
  return stages.task('Resolve links', async () => resolveAll(root, config, manifest, targets, facts));
}

/** Resolves every content and config link against the manifest and the pages' ids. */
function resolveAll(
  root: string,
  config: LoadedConfig,
  manifest: RouteManifest,
  targets: LinkTargets,
  facts: PageFacts[],
): CheckReport {
  const { fileRoutes } = targets;
  const pageIds = new Map<string, Set<string>>();
  for (const f of facts) if (f.ids) pageIds.set(fileRoutes.get(f.file)!, new Set(f.ids));
  const resolve = createLinkResolver(root, manifest, targets, pageIds);

  const errors: LinkProblem[] = [];
  for (const f of facts) {
    const route = fileRoutes.get(f.file)!;
    for (const link of f.links) {
      const failure = resolve(link.href, { route, file: f.file });
      if (failure)
        errors.push({ ...failure, source: route, target: link.href, file: f.file, line: link.line });
    }
  }
  for (const link of collectConfigLinks(root, config, manifest)) {
    const failure = resolve(link.href, { route: undefined, file: link.file });
    if (failure)
      errors.push({ ...failure, source: link.source, target: link.href, file: link.file, line: link.line });
  }

  return {
    errors: sortProblems(dedupe(errors)),
    warnings: duplicateRoutes(root, manifest),
    pages: manifest.routes.length,
  };
}

/** The same target twice on one line is one problem. */
function dedupe(errors: LinkProblem[]): LinkProblem[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}\0${e.line}\0${e.target}\0${e.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sortProblems(errors: LinkProblem[]): LinkProblem[] {
  return errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

/**
 * The manifest's duplicate routes as warnings, pointed at the file that loses (the first file
 * wins) and at its `slug:`/`id:` line when its front matter sets one.
 */
function duplicateRoutes(root: string, manifest: RouteManifest): DuplicateRoute[] {
  return manifest.duplicates.map(({ route, files }) => {
    const file = files.slice(1).find((f) => f !== '(generated)') ?? files[0]!;
    let line = 1;
    try {
      const text = readFileSync(path.join(root, file), 'utf8');
      const frontMatter = /^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0] ?? '';
      const at = /^(?:slug|id):/m.exec(frontMatter);
      if (at) line = frontMatter.slice(0, at.index).split('\n').length;
    } catch {
      // '(generated)' or unreadable: point at line 1.
    }
    return { kind: 'duplicate-route', route, files, file, line };
  });
}
