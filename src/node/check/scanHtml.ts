/** A link or an element id found in raw HTML, with its offset in the text scanned. */
export interface HtmlAttribute {
  kind: 'href' | 'id';
  value: string;
  offset: number;
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Finds `href` of `<a>`/`<area>` and every `id` (and `<a name>`) in raw HTML, skipping comments.
 * A regex scanner is enough here: raw HTML in Markdown is small and written by hand.
 */
export function scanHtml(html: string): HtmlAttribute[] {
  // Blank comments out (keeping offsets): commented-out markup is not on the page.
  const text = html.replace(COMMENT, (m) => m.replace(/[^\n]/g, ' '));
  const found: HtmlAttribute[] = [];
  for (const tag of text.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase();
    const attributes = tag[2] ?? '';
    const start = tag.index + 1 + tag[1]!.length;
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      const key = attribute[1]!.toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (value === undefined) continue;
      const offset = start + attribute.index;
      if (key === 'href' && (name === 'a' || name === 'area'))
        found.push({ kind: 'href', value: decodeEntities(value), offset });
      else if (key === 'id' || (key === 'name' && name === 'a'))
        found.push({ kind: 'id', value: decodeEntities(value), offset });
    }
  }
  return found;
}

/** Decodes the few entities that show up in hand-written attribute values. */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'quot' ? '"' : e === 'lt' ? '<' : e === 'gt' ? '>' : "'",
  );
}

/**
 * The line of any offset in text, counting from firstLine: the lines' starts are found once, and
 * each offset's by a binary search (a count from the start for each of a page's links was
 * quadratic in a long page with many).
 */
export function lineCounter(text: string, firstLine = 1): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + firstLine;
  };
}
