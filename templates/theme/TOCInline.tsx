import type { ReactNode } from 'react';

/** A heading of the page, as the `toc` an MDX page exports lists it (`{value, id, level}`). */
interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** Nests a flat, ordered heading list by level: each entry with the deeper ones that follow it. */
function nest(entries: TocEntry[]): ReactNode {
  const items: ReactNode[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    let end = i + 1;
    while (end < entries.length && entries[end]!.level > entry.level) end++;
    items.push(
      <li key={entry.id}>
        <a href={`#${entry.id}`}>{entry.value}</a>
        {end > i + 1 ? nest(entries.slice(i + 1, end)) : null}
      </li>,
    );
    i = end - 1;
  }
  return <ul>{items}</ul>;
}

/** `<TOCInline toc={toc} />`: the page's headings (h2 and h3 unless told) as a nested list of links. */
export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const entries = toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return <div className="toc-inline">{nest(entries)}</div>;
}
