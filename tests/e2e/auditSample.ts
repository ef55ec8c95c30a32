/**
 * Which pages of a built site the accessibility audit loads: the fewest pages that hold, between
 * them, every kind of markup the site's pages have.
 *
 * What axe reports on a page follows from its markup, not from its words: the templates (doc page,
 * blog list, post, tags, archive, home, Markdown page, 404) differ in their elements and classes,
 * and so does each component a page's content uses (admonitions, tabs, tables, code blocks with
 * their token colours, images, details). A page whose every element already appears, in the same
 * context, on an audited page adds nothing an audit could find, so `auditSample` picks pages
 * greedily until every markup feature of every page is covered. A new template or component, or
 * a page that uses one in a new place, is audited from the build it first appears in.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes whose value is page-specific (or svg geometry): only their presence is a feature. */
const VALUE_FREE = new Set(['id', 'href', 'src', 'd', 'viewbox', 'width', 'height', 'title', 'datetime']);
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g;

interface Open {
  tag: string;
  description: string;
  parent: string;
  inSvg: boolean;
  hasText: boolean;
}

/** One element as axe's rules tell elements apart: tag, classes, role, alt, inline style, other attributes. */
function describe(tag: string, source: string): string {
  const attributes = new Map(
    [...source.matchAll(ATTRIBUTE)].map((m) => [
      m[1]!.toLowerCase(),
      (m[2] ?? '').replace(/^["']|["']$/g, ''),
    ]),
  );
  let description = tag;
  const classes = attributes.get('class')?.split(/\s+/).filter(Boolean).sort();
  if (classes?.length) description += `.${classes.join('.')}`;
  for (const name of ['role', 'style']) {
    if (attributes.has(name)) description += `[${name}=${attributes.get(name)}]`;
  }
  if (attributes.has('alt')) description += attributes.get('alt') ? '[alt]' : '[alt=""]';
  const others = [...attributes.keys()]
    .filter((name) => !['class', 'role', 'style', 'alt'].includes(name))
    .map((name) =>
      VALUE_FREE.has(name) || /^(aria|data)-/.test(name) ? name : `${name}=${attributes.get(name)}`,
    )
    .sort();
  if (others.length) description += `[${others.join(',')}]`;
  return description;
}

/**
 * The markup features of an HTML document's body: each element (outside inline SVG) described with
 * its parent (contrast and ARIA rules depend on the context: a link in an admonition or in a
 * paragraph), marked when it holds no text (the rules on accessible names), and each step between
 * heading levels (heading-order).
 */
export function markupFeatures(html: string): Set<string> {
  const features = new Set<string>();
  const open: Open[] = [];
  const add = (element: Open): void => {
    if (element.inSvg) return;
    features.add(`${element.parent} > ${element.description}${element.hasText ? '' : ' (no text)'}`);
  };
  let level = 0;
  let end = html.indexOf('<body');
  TOKEN.lastIndex = end;
  for (let m = TOKEN.exec(html); m; end = TOKEN.lastIndex, m = TOKEN.exec(html)) {
    if (/\S/.test(html.slice(end, m.index))) for (const element of open) element.hasText = true;
    const [, , closing, name, source = ''] = m;
    if (!name) continue;
    const tag = name.toLowerCase();
    if (closing) {
      const at = open.map((element) => element.tag).lastIndexOf(tag);
      if (at >= 0) open.splice(at).reverse().forEach(add);
      continue;
    }
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      features.add(`h${level} then ${tag}`);
      level = Number(heading[1]);
    }
    const element: Open = {
      tag,
      description: describe(tag, source),
      parent: open.at(-1)?.description ?? '',
      inSvg: tag !== 'svg' && open.some((ancestor) => ancestor.tag === 'svg'),
      hasText: false,
    };
    if (VOID.has(tag) || source.endsWith('/')) add({ ...element, hasText: true });
    else open.push(element);
  }
  open.reverse().forEach(add);
  return features;
}

/** The pages to audit: greedily, the page with the most features not yet covered, until none is left. */
export function auditSample(pages: Map<string, Set<string>>): string[] {
  const uncovered = new Set([...pages.values()].flatMap((features) => [...features]));
  const sample: string[] = [];
  while (uncovered.size > 0) {
    let best = '';
    let gain = 0;
    for (const [page, features] of pages) {
      let count = 0;
      for (const feature of features) if (uncovered.has(feature)) count++;
      if (count > gain) [best, gain] = [page, count];
    }
    sample.push(best);
    for (const feature of pages.get(best)!) uncovered.delete(feature);
  }
  return sample;
}
