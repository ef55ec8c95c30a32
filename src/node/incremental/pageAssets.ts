import { fileStamp } from '../fileStamp.js';
import { assetName, resolveFileLink, type LinkTargets } from '../markdown/links.js';
import type { PageAsset, PageData } from '../markdown/pageData.js';

/** A co-located file a page uses, as an output record keeps it: with the size and mtime it had. */
export type RecordedAsset = [from: string, to: string, stamp: string | undefined];

/** A page's assets with their files' current size and mtime, for the output record. */
export function recordAssets(assets: PageAsset[]): RecordedAsset[] {
  return assets.map(({ from, to }) => [from, to, fileStamp(from)]);
}

/** The output paths recorded assets have now (hashed again only when a file's size or mtime changed). */
export function currentAssets(recorded: RecordedAsset[]): PageAsset[] {
  return recorded.map(([from, to, was]) => {
    const now = fileStamp(from);
    return { from, to: now !== undefined && now === was ? to : (assetName(from) ?? '') };
  });
}

/**
 * Whether a cached compile of an MDX page still holds: the files it shows have the content (so the
 * names) they had, and its links to other pages' files resolve as they did (pages come and go).
 */
export function compileUpToDate(data: PageData, file: string, links: LinkTargets): boolean {
  return (
    data.assets.every(({ from, to }) => assetName(from) === to) &&
    data.fileLinks.every(([url, resolved]) => resolveFileLink(url, file, links) === resolved)
  );
}
