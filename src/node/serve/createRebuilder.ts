import { createReporter } from '../task.js';

/**
 * Brings the output up to date after a change. `changedFiles` are the paths that changed since the
 * last call, relative to the site root with forward slashes (templates outside the root are
 * absolute); an empty list means "build everything" (startup). Must leave the previous output in
 * place when it throws, and throw SiteError/SiteErrors for content problems.
 */
export type Rebuild = (changedFiles: string[]) => Promise<void>;

/** The rebuild `serve --watch` uses; today a full cached build (the seam for an incremental one). */
export function createRebuilder(root: string, outDir: string): Rebuild {
  const reporter = createReporter(process.stdout, true);
  return async () => {
    // Loaded on first use: serving an existing output should not pay for the compiler's imports.
    const { build } = await import('../build/build.js');
    await build({ root, outDir, cache: true, reporter });
  };
}
