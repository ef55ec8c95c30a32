import type { Element, Properties, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** A URL out of the site, as Docusaurus's links tell one: with a scheme (`https:`, `mailto:`) or `//host`. */
const EXTERNAL = /^(?:\w*:|\/\/)/;

/**
 * What a Markdown link out of the site gets, as Docusaurus's links give it: it opens in a new tab,
 * which is told nothing of the page it came from. Nothing for a link within the site.
 */
export function externalLinkProperties(href: string): Properties {
  return EXTERNAL.test(href) ? { target: '_blank', rel: ['noopener', 'noreferrer'] } : {};
}

/**
 * What a Markdown image gets, as Docusaurus's MDX image gives it: the browser loads it when it
 * nears the screen, and decodes it off the main thread.
 */
export const IMAGE_PROPERTIES: Readonly<Properties> = { decoding: 'async', loading: 'lazy' };

/**
 * Gives a page's Markdown links and images what Docusaurus's MDX components add to them (see
 * externalLinkProperties, IMAGE_PROPERTIES). It runs before raw HTML is parsed, and MDX's JSX is
 * no hast element: a link or image written as HTML or JSX keeps what its author wrote, as in
 * Docusaurus.
 */
export function rehypeElementProperties() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      const { href } = node.properties;
      if (node.tagName === 'a' && typeof href === 'string')
        Object.assign(node.properties, externalLinkProperties(href));
      else if (node.tagName === 'img') Object.assign(node.properties, IMAGE_PROPERTIES);
    });
  };
}
