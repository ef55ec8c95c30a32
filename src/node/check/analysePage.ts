import { createProcessor } from '@mdx-js/mdx';
import type { Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { SourceFormat } from '../content/sources.js';
import { SiteError } from '../errors.js';
import { remarkCodeBlocks } from '../markdown/codeBlocks.js';
import type { LinkOptions } from '../markdown/links.js';
import type { ContentLink } from '../markdown/pageData.js';
import { pageData } from '../markdown/pageData.js';
import { mdxOptions, remarkPlugins } from '../markdown/pipeline.js';
import { preprocess } from '../markdown/preprocess.js';
import { planPage, type PagePlan } from './planPage.js';
import { markupData, remarkCheckData, walk } from './remarkCheckData.js';
import { componentLinks } from './componentLinks.js';
import { unresolvedImport } from './unresolvedImport.js';
import { pluginsFor, type FolderPlugins } from '../markdown/sitePlugins.js';
import type { SiteConfig } from '../../shared/types.js';

/** The part of a content file `docsgen check` reads (plain data, so it can cross to a worker). */
export interface PageInput {
  file: string;
  format: SourceFormat;
  body: string;
}

/** What a page links to and which ids it has; ids are undefined for pages without heading data (TSX). */
export interface PageFacts {
  file: string;
  links: ContentLink[];
  ids: string[] | undefined;
  /** A content error (an MDX syntax error), reported like the build reports it. */
  error?: { message: string; line: number; column: number };
}

/** The build's remark plugins, with the site's for a folder (whose syntax a page may use), for check's reading. */
function checkProcessors(options: LinkOptions, plugins: FolderPlugins | undefined) {
  const transforms = remarkPlugins(options, { plugins }).filter(
    (plugin) => (Array.isArray(plugin) ? plugin[0] : plugin) !== remarkCodeBlocks,
  );
  const markdown = unified().use(remarkParse).use(transforms).use(remarkCheckData).freeze();
  // MDX is parsed by @mdx-js/mdx's own parser (remark-mdx and the same syntax plugins), then only
  // the remark transforms run: no rehype, no JavaScript generation.
  const mdxParser = createProcessor(mdxOptions(options, { plugins }));
  return { markdown, mdxParser };
}

/**
 * Creates the analyser: the build's remark plugins (heading ids, .md link rewriting, admonitions,
 * and the site's own: `markdown` says whether it has some, see sitePlugins) plus raw HTML/JSX
 * collection, run on the mdast only. Shiki and everything after remark are left out: they cannot
 * add a link or a heading and cost most of a full compile. Pages are read as planPage says;
 * `whole: true` parses whole pages instead (tests compare both), and `onFallback` hears of a
 * planned read that failed and was redone on the whole page.
 */
export function createPageAnalyser(
  options: LinkOptions,
  {
    whole = false,
    onFallback,
    markdown: site,
  }: {
    whole?: boolean;
    onFallback?: (file: string, error: unknown) => void;
    markdown?: SiteConfig['markdown'];
  } = {},
): (page: PageInput) => Promise<PageFacts> {
  const processors = new Map<FolderPlugins | undefined, ReturnType<typeof checkProcessors>>();

  const run = async (page: PageInput, plan: PagePlan): Promise<PageFacts> => {
    const plugins = pluginsFor(options.root, page.file, site);
    let forPlugins = processors.get(plugins);
    if (!forPlugins) processors.set(plugins, (forPlugins = checkProcessors(options, plugins)));
    const { markdown, mdxParser } = forPlugins;
    const format = page.format === 'mdx' ? 'mdx' : 'md';
    const file = new VFile({ value: plan.parse?.text ?? '', path: page.file });
    let tree: Root = { type: 'root', children: [] };
    if (plan.parse) {
      tree = format === 'md' ? markdown.parse(file) : (mdxParser.parse(file) as Root);
      restoreLines(tree, plan.parse.lines);
    }
    // Nodes read without the parser join the parsed ones in page order (chunks never interleave).
    if (plan.nodes.length) {
      tree.children = [...tree.children, ...plan.nodes].sort((a, b) => line(a) - line(b));
    }
    await markdown.run(tree, file);
    const data = pageData(file);
    const markup = markupData(file);
    const links = [...data.links, ...markup.links].sort((a, b) => a.line - b.line);
    const error = format === 'mdx' ? unresolvedImport(tree, page.file, options.root) : undefined;
    return { file: page.file, links, ids: [...data.headingIds, ...markup.ids], ...(error && { error }) };
  };

  return async (page) => {
    if (page.format === 'tsx')
      return { file: page.file, links: await componentLinks(page.file, page.body), ids: undefined };
    const format = page.format === 'mdx' ? 'mdx' : 'md';
    const body = preprocess(page.body, format);
    if (!whole) {
      try {
        return await run(page, planPage(body, format));
      } catch (error) {
        // A plan can in theory cut an MDX construct in two; the whole page is the arbiter.
        onFallback?.(page.file, error);
      }
    }
    try {
      return await run(page, { parse: { text: body, lines: [] }, nodes: [] });
    } catch (error) {
      const e = error as { line?: number; column?: number; reason?: string; message: string };
      return {
        file: page.file,
        links: [],
        ids: [],
        error: { message: e.reason ?? e.message, line: e.line ?? 1, column: e.column ?? 1 },
      };
    }
  };
}

/** Turns the content errors analysers report back into the SiteError the CLI prints. */
export function factsError(facts: PageFacts): SiteError | undefined {
  return facts.error && new SiteError(facts.error.message, facts.file, facts.error.line, facts.error.column);
}

type Positioned = { position?: { start: { line: number }; end: { line: number } } };

/** Maps the line numbers of a tree parsed from planned text back to the page (an empty map keeps them). */
function restoreLines(tree: Root, lines: number[]): void {
  if (!lines.length) return;
  const fix = (node: Positioned): void => {
    if (!node.position) return;
    node.position.start.line = lines[node.position.start.line - 1] ?? node.position.start.line;
    node.position.end.line = lines[node.position.end.line - 1] ?? node.position.end.line;
  };
  walk(tree, (node) => {
    fix(node);
    // JSX attributes carry their own positions (the check reports `href` at its line).
    const attributes = (node as { attributes?: unknown }).attributes;
    if (Array.isArray(attributes)) for (const attribute of attributes as Positioned[]) fix(attribute);
  });
}

function line(node: RootContent): number {
  return node.position?.start.line ?? 0;
}
