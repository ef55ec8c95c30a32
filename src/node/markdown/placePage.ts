import { normalizeUri } from 'micromark-util-sanitize-uri';
import { escapeAttribute } from './hastToHtml.js';
import { emitAsset, resolveFileLink, type LinkOptions } from './links.js';
import type { CompiledMarkdown } from './markdownCompiler.js';
import { REF_PREFIX, type PageAsset } from './pageData.js';

const TOKEN = new RegExp(`${REF_PREFIX}[0-9a-f]{20}`, 'g');

/**
 * A compiled `.md` page as it is at `file`: each placeholder its compile left (see
 * LinkOptions.deferRefs) replaced by what its URL resolves to from there, as compiling the page at
 * that file would have written it: in the HTML normalised and escaped as both Markdown engines
 * write a URL attribute (micromark's normalizeUri, then hast-util-to-html's escaping); in the page
 * data as resolved. Cheap next to a compile, so that identical pages in several places (versions,
 * locales) are compiled once and placed in each.
 */
export function placePage(compiled: CompiledMarkdown, file: string, options: LinkOptions): CompiledMarkdown {
  const { html, data } = compiled;
  if (!data.refs.length) return { html, data };
  const assets: PageAsset[] = [];
  // In the compile's order, so that the assets are listed as compiling here would list them.
  const urls = new Map(
    data.refs.map(([kind, url, token]) => [
      token,
      kind === 'image' ? emitAsset(url, file, options, assets) : resolveFileLink(url, file, options),
    ]),
  );
  const placed = (url: string): string => urls.get(url) ?? url;
  return {
    html: html.replace(TOKEN, (token) => {
      const url = urls.get(token);
      return url === undefined ? token : escapeAttribute(normalizeUri(url));
    }),
    data: {
      ...data,
      links: data.links.map((link) => ({ ...link, href: placed(link.href) })),
      fileLinks: data.fileLinks.map(([url, resolved]) => [url, placed(resolved)]),
      assets,
      refs: [],
    },
  };
}
