/**
 * One element of a Markdown feature's markup (an admonition's box, a code block's copy button),
 * defined once for every engine: its tag and its attributes, named as hast properties (which
 * hast-util-to-html, the fast path's hastToHtml and MDX all take), `className` a list.
 */
export interface ElementMarkup {
  tag: keyof HTMLElementTagNameMap;
  attributes: { className: string[]; [name: string]: string | string[] | number | undefined };
}

/** An element's attributes as React props, in the same order (it is the attributes' order in the HTML). */
export function reactProps({ attributes }: ElementMarkup): Record<string, string | number | undefined> {
  const props: Record<string, string | number | undefined> = {};
  for (const [name, value] of Object.entries(attributes))
    props[name] = Array.isArray(value) ? value.join(' ') : value;
  return props;
}
