import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { RouteEntry } from '../content/manifest.js';
import type { PageBody } from './render.js';

/** Pagefind files the site's own search UI does not use. */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export interface SearchIndexer {
  /** Adds one page (pages may be added while others still compile). */
  add(route: RouteEntry, body: PageBody): Promise<void>;
  /** Writes the index under outDir/pagefind and stops the indexer. */
  write(outDir: string): Promise<void>;
  /** Stops the indexer without writing (after a failed build). */
  close(): Promise<void>;
}

/**
 * Starts the full-text search indexer (Pagefind): it shards the index by term, so a reader's
 * browser downloads only the chunks a query needs, and only once search is opened.
 */
export async function createSearchIndexer(): Promise<SearchIndexer> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  const close = async (): Promise<void> => {
    await index.deleteIndex().catch(() => undefined);
    await pagefind.close();
  };
  return {
    async add(route, body) {
      const title = escapeHtml(body.meta?.title ?? route.title);
      // The "#" hash links would otherwise end every heading in the results; headings keep their
      // ids, so results can point at the section (#anchor) that matched.
      const content = body.html.replace(/<a [^>]*class="hash-link"[^>]*>#<\/a>/g, '');
      const html = `<html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1>${content}</main></body></html>`;
      const added = await index.addHTMLFile({ url: route.path, content: html });
      if (added.errors.length) throw new Error(`search index (${route.path}): ${added.errors.join('; ')}`);
    },
    async write(outDir) {
      try {
        const dir = path.join(outDir, 'pagefind');
        const written = await index.writeFiles({ outputPath: dir });
        if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
        const files = await readdir(dir);
        await Promise.all(files.filter((f) => UNUSED.test(f)).map((f) => rm(path.join(dir, f))));
      } finally {
        await close();
      }
    },
    close,
  };
}
