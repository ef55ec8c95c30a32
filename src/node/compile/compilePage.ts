import { hash } from 'node:crypto';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../../../templates/IslandRoot.js';
import type { SiteConfig } from '../../shared/types.js';
import type { SourceFile } from '../content/sources.js';
import { locate, SiteError } from '../errors.js';
import type { ContentCache } from '../incremental/cache.js';
import type { LinkOptions } from '../markdown/links.js';
import { createMarkdownCompiler, type CompiledMarkdown } from '../markdown/markdownCompiler.js';
import { placePage } from '../markdown/placePage.js';
import type { OutputFiles } from '../output/outputFiles.js';
import { pageBody, type PageBody } from './pageBody.js';
import { markdownText, pageFormat } from './pageFormat.js';
import { collectLayoutMeta } from '../../shared/layoutMeta.js';
import { pageHead } from '../render/pageHead.js';
import { codeSizes } from '../markdown/codeBlocks.js';
import { planHighlighters } from '../markdown/remoteHighlighter.js';
import { sourceBody } from '../content/sourceTexts.js';
import { compileVariant, pluginsFor } from '../markdown/sitePlugins.js';

/**
 * A `.md` text to compile, and its keys in the content cache. Every file with this text shares the
 * compile (see placePage): `file` is the one its errors and warnings name.
 */
export interface MarkdownInput {
  file: string;
  body: string;
  /** Its key in the content cache (see ContentCache.pageKey). */
  key?: string;
  /** Whether the cache holds an entry under key: a miss is not looked for (a failed read costs four times a check). */
  cached: boolean;
  /** The key of the page's previous compile: its highlighted code blocks are used again. */
  previous?: string;
}

/**
 * The `.md` compiler of one thread, through the content cache: a text cached under its key is not
 * compiled again, and one compiled again reuses its last compile's highlighted code. What it gives
 * holds for any file with that text, placed there by placePage. `markdown` is the site's options
 * (Mermaid, plugins), whose variant the cache keys take on.
 */
export function createMarkdownPageCompiler(
  links: LinkOptions,
  cache: ContentCache | undefined,
  markdown?: SiteConfig['markdown'],
): (page: MarkdownInput) => Promise<CompiledMarkdown> {
  const compile = createMarkdownCompiler(links, markdown);
  const variant = compileVariant(markdown);
  return async (page) => {
    const { file, body, cached } = page;
    // The same text in two folders whose plugins differ (docs, blog) compiles apart.
    const folder = markdown?.plugins ? (pluginsFor(links.root, file, markdown)?.folders[0] ?? '') : '';
    const suffix = variant && `-${variant}${folder && `-${hash('sha1', folder, 'hex').slice(0, 8)}`}`;
    const [key, previous] = [page.key, page.previous].map((k) => (k && suffix ? k + suffix : k));
    const hit = key && cached ? cache?.get<CompiledMarkdown>(key) : undefined;
    if (hit) return hit;
    const before = previous ? cache?.get<CompiledMarkdown>(previous) : undefined;
    const memo = cache && { known: new Map(before?.code), made: [] };
    let compiled: CompiledMarkdown;
    try {
      compiled = await compile(body, file, memo);
    } catch (error) {
      throw locate(error, file);
    }
    if (key) cache?.set(key, { ...compiled, code: memo?.made });
    return compiled;
  };
}

/** MDX and TSX pages compiled together (two esbuild runs for all), each rendered to its body. */
export async function compileComponentPages(
  root: string,
  sources: SourceFile[],
  links: LinkOptions,
  files: OutputFiles,
  cache: ContentCache | undefined,
  site: SiteConfig,
): Promise<{ bodies: Map<string, PageBody>; inputs: string[]; outputs: string[] }> {
  const { compileComponents } = await import('./compileComponents.js');
  planHighlighters(codeSizes(sources.filter((source) => source.format !== 'tsx').map(sourceBody)));
  const { pages, inputs, outputs } = await compileComponents(root, sources, links, files, cache, site);
  const bodies = new Map<string, PageBody>();
  for (const [file, { Component, data, island, meta, css }] of pages) {
    // In the body, not the head: client navigation swaps bodies, and the stylesheet comes with it.
    const stylesheet = css ? `<link rel="stylesheet" href="${css}"/>` : '';
    const [html, { head: heads, ...layout }] = collectLayoutMeta(() => renderComponent(Component, file));
    const head = pageHead(heads);
    // A page's own `meta` export wins over what its @theme/Layout says, and a `<Head>` description
    // (deeper in the page, as react-helmet has it) over Layout's.
    const described = head?.description === undefined ? {} : { description: head.description };
    bodies.set(
      file,
      pageBody(stylesheet + html, data, { island, meta: { ...layout, ...described, ...meta }, head }),
    );
  }
  return { bodies, inputs, outputs };
}

/** Server-renders a compiled MDX/TSX page inside the same error boundary its island hydrates with. */
function renderComponent(Component: ComponentType, file: string): string {
  try {
    return renderToString(createElement(IslandRoot, null, createElement(Component)));
  } catch (error) {
    throw new SiteError(`failed to render: ${(error as Error).message}`, file);
  }
}

/**
 * Compiles one page of any format to its body: how the preview server and the watch rebuild
 * compile a page, with the same compilers the build runs over many (see compileMarkdown). MDX and
 * TSX pages need `files`, where their islands and media are written. `site` says how `.md` is
 * parsed (see pageFormat).
 */
export function createPageCompiler(options: {
  root: string;
  links: LinkOptions;
  site: SiteConfig;
  cache?: ContentCache;
  files?: OutputFiles;
}): (source: SourceFile, previous?: string) => Promise<PageBody> {
  const { root, links, site, cache, files } = options;
  let markdown: ReturnType<typeof createMarkdownPageCompiler> | undefined;
  return async (source, previous) => {
    if (pageFormat(source, site) !== 'md') {
      if (!files) throw new Error(`${source.file}: an MDX or TSX page needs an output to compile into`);
      const compiled = await compileComponentPages(root, [source], links, files, cache, site);
      return compiled.bodies.get(source.file)!;
    }
    markdown ??= createMarkdownPageCompiler(links, cache, site.markdown);
    const body = markdownText(source, site);
    const key = cache?.pageKey(body);
    const compiled = await markdown({
      file: source.file,
      body,
      key,
      cached: key !== undefined && cache!.has(key),
      previous,
    });
    const { html, data } = placePage(compiled, source.file, links);
    return pageBody(html, data);
  };
}
