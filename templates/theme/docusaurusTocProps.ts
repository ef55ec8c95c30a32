import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../src/shared/constants.js';
import type { DocusaurusTocItem } from '../../src/shared/docusaurusToc.js';
import type { TocItem } from '../../src/shared/types.js';

/** What Docusaurus's `@theme/TOC` and `@theme/TOCCollapsible` are given (`useDoc().toc` and its front matter's levels). */
export interface DocusaurusTocProps {
  toc: readonly DocusaurusTocItem[];
  minHeadingLevel?: number | undefined;
  maxHeadingLevel?: number | undefined;
  className?: string | undefined;
}

/** The headings such a TOC lists, in docsgen's shape: those between its levels (h2 and h3 unless told). */
export function tocItems({ toc, minHeadingLevel, maxHeadingLevel }: DocusaurusTocProps): TocItem[] {
  const min = minHeadingLevel ?? TOC_MIN_LEVEL;
  const max = maxHeadingLevel ?? TOC_MAX_LEVEL;
  return toc
    .filter(({ level }) => level >= min && level <= max)
    .map(({ value, id, level }) => ({ id, text: value, level }));
}
