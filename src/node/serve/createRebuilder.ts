import type { BuildPreview, BuildResult } from '../build.js';
import { esbuild } from '../esbuild.js';
import { createReporter } from '../task.js';

/**
 * Brings the output up to date after a change. `changedFiles` are the paths that changed since the
 * last call, relative to the site root with forward slashes (templates outside the root are
 * absolute); an empty list means "build everything" (startup). Must leave the previous output in
 * place when it throws, and throw SiteError/SiteErrors for content problems.
 */
export type Rebuild = (changedFiles: string[]) => Promise<void>;

/**
 * The rebuild `serve --watch` uses: an edit to the body of a `.md` page recompiles and re-renders
 * only the pages that show it; anything else (front matter, MDX, config, templates, static files,
 * added or removed files) runs a full cached build.
 */
export function createRebuilder(
  root: string,
  outDir: string,
  /** The one locale to build, when not every one. */
  locale: string | undefined,
  /** Given to the first build only (see createPreview). */
  onPreview?: (preview: BuildPreview) => void | Promise<void>,
): Rebuild {
  const reporter = createReporter(process.stdout, true);
  let last: BuildResult | undefined;
  let first = true;
  return async (changedFiles) => {
    // Loaded on first use: serving an existing output should not pay for the compiler's imports.
    const [{ build }, { updatePages }] = await Promise.all([
      import('../build.js'),
      import('../incremental/updatePage.js'),
    ]);
    // updatePages takes the pages of the manifests alone, whatever the site's layout (docsgen's
    // content/, a Docusaurus repository's docs/, versioned_docs/, i18n/).
    const bodies = changedFiles.length > 0 && changedFiles.every((f) => f.endsWith('.md'));
    if (last && bodies && (await updatePages(last, changedFiles))) return;
    last = undefined;
    const preview = first ? onPreview : undefined;
    first = false;
    last = await build({ root, outDir, cache: true, reporter, onPreview: preview, locale });
  };
}

/**
 * Releases what an unfinished build holds so the process can exit at once: today esbuild's service
 * process, which otherwise crashes loudly when its parent exits mid-request.
 */
export async function abortRebuilds(): Promise<void> {
  await esbuild().stop();
}
