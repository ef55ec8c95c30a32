import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { RouteManifest } from '../content/manifest.js';
import type { PageBody } from './render.js';

/** Pagefind files the site's own search UI does not use. */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/**
 * Builds the full-text search index with Pagefind: it shards the index by term, so a reader's
 * browser downloads only the chunks a query needs, and only once search is opened.
 */
export async function writeSearchIndex(manifest: RouteManifest, bodies: Map<string, PageBody>, outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    let count = 0;
    for (const route of manifest.routes) {
      const body = route.source ? bodies.get(route.source.file) : undefined;
      if (!body || route.kind === 'not-found') continue;
      const title = escapeHtml(body.meta?.title ?? route.title);
      // The "#" hash links would otherwise end every heading in the results.
      const content = body.html.replace(/<a class="hash-link"[^>]*>#<\/a>/g, '');
      // Headings keep their ids, so results can point at the section (#anchor) that matched.
      const html = `<html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1>${content}</main></body></html>`;
      const added = await index.addHTMLFile({ url: route.path, content: html });
      if (added.errors.length) throw new Error(`search index (${route.path}): ${added.errors.join('; ')}`);
      count++;
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    const files = await readdir(path.join(outDir, 'pagefind'));
    await Promise.all(files.filter((f) => UNUSED.test(f)).map((f) => rm(path.join(outDir, 'pagefind', f))));
    return count;
  } finally {
    await index.deleteIndex();
  }
}

/** Stops Pagefind's background service so the process can exit. */
export async function closeSearch(): Promise<void> {
  await pagefind.close();
}
