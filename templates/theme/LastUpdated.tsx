import type { LastUpdate } from '../../src/node/content/lastUpdates.js';
import { LastUpdateLine } from '../DocFooter.js';

/** What Docusaurus's `lastUpdatedAt` (milliseconds) and `lastUpdatedBy` say, as docsgen's footer takes it; undefined when neither is known. */
export function lastUpdateOf(
  lastUpdatedAt: number | null | undefined,
  lastUpdatedBy: string | null | undefined,
): LastUpdate | undefined {
  if (!lastUpdatedAt && !lastUpdatedBy) return undefined;
  const date = lastUpdatedAt ? new Date(lastUpdatedAt).toISOString().slice(0, 10) : '';
  return lastUpdatedBy ? { date, author: lastUpdatedBy } : { date };
}

/**
 * `<LastUpdated lastUpdatedAt={…} lastUpdatedBy={…} />` (`useDoc().metadata`'s fields): "Last
 * updated on … by …", as docsgen's doc footer shows it.
 */
export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}) {
  const update = lastUpdateOf(lastUpdatedAt, lastUpdatedBy);
  return update ? <LastUpdateLine {...update} /> : null;
}
