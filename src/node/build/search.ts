import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { RouteEntry } from '../content/manifest.js';
import type { PageBody } from './render.js';

/** Pagefind files the site's own search UI does not use. */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;
/** Pages sent to Pagefind and not yet indexed, at most. */
const IN_FLIGHT = 64;
/**
 * Markup that only costs Pagefind parsing: the "#" links of headings (they would also end every
 * heading in the results), code blocks' copy buttons, and Shiki's one span per token. Headings
 * keep their ids, so results can still point at the section (#anchor) that matched.
 */
const NOISE = /<a [^>]*class="hash-link"[^>]*>#<\/a>|<button [^>]*class="code-block__copy"[^>]*>[^<]*<\/button>|<\/?span[^>]*>/g;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export interface SearchIndexer {
  /** Adds one page (pages may be added while others still compile). */
  add(route: RouteEntry, body: PageBody): Promise<void>;
  /**
   * Undefined while Pagefind keeps up; otherwise a promise that resolves once it has caught up
   * enough. Without this backpressure, pages queue for it in memory faster than it indexes them.
   */
  room(): Promise<void> | undefined;
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
  let inFlight = 0;
  let caughtUp: (() => void) | undefined;
  let waiting: Promise<void> | undefined;
  return {
    async add(route, body) {
      const title = escapeHtml(body.meta?.title ?? route.title);
      const content = body.html.replace(NOISE, '');
      const html = `<html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1>${content}</main></body></html>`;
      inFlight++;
      try {
        const added = await index.addHTMLFile({ url: route.path, content: html });
        if (added.errors.length) throw new Error(`search index (${route.path}): ${added.errors.join('; ')}`);
      } finally {
        inFlight--;
        if (inFlight <= IN_FLIGHT / 2 && caughtUp) {
          caughtUp();
          caughtUp = waiting = undefined;
        }
      }
    },
    room() {
      if (inFlight < IN_FLIGHT) return undefined;
      waiting ??= new Promise((resolve) => (caughtUp = resolve));
      return waiting;
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
