import type { SiteConfig } from '../../shared/types.js';
import { createFastCompiler, type CodeMemo } from './fastMarkdown.js';
import type { LinkOptions } from './links.js';
import type { PageData } from './pageData.js';
import { preprocess } from './preprocess.js';
import { pluginsFor, type FolderPlugins } from './sitePlugins.js';
import type { SiteExtensions } from './pipeline.js';

export interface CompiledMarkdown {
  html: string;
  data: PageData;
  /** Its highlighted code blocks, kept in the content cache for the page's next compile (see CodeMemo). */
  code?: [string, string][];
}

type UnifiedCompiler = (source: string, file: string) => Promise<CompiledMarkdown>;

/**
 * Creates the `.md` compiler (CommonMark + GFM + raw HTML), built once and reused for every page.
 * Most pages take the markdown-it fast path; unified compiles the ones it declines, and remains
 * the definition of the output the fast path is tested against. A page the site's remark or
 * rehype plugins apply to (see sitePlugins) takes unified, the only one that can run them. A
 * compiled page does not depend on where its file is: its links to Markdown files and its images
 * are placeholders, which placePage fills in for each file with that text. `file` names the page
 * in errors and warnings.
 */
export function createMarkdownCompiler(
  options: LinkOptions,
  markdown?: SiteConfig['markdown'],
): (body: string, file: string, memo?: CodeMemo) => Promise<CompiledMarkdown> {
  const site = { mermaid: markdown?.mermaid === true, magicComments: markdown?.magicComments };
  const placeless = { ...options, deferRefs: true };
  const fast = createFastCompiler(placeless, site);
  // One unified processor per set of plugins (a site's docs, blog and pages may each have theirs).
  const unified = new Map<FolderPlugins | undefined, Promise<UnifiedCompiler>>();
  return async (body, file, memo) => {
    const source = preprocess(body, 'md', file);
    const plugins = pluginsFor(options.root, file, markdown);
    if (!plugins) {
      const compiled = await fast(source, file, memo);
      if (compiled) return compiled;
    }
    let compiler = unified.get(plugins);
    // unified and its plugins (0.16 s of modules) load only for the first page the fast path declines.
    if (!compiler) unified.set(plugins, (compiler = createUnified(placeless, { ...site, plugins })));
    return (await compiler)(source, file);
  };
}

/** unified's `.md` compiler, loaded on demand. */
async function createUnified(options: LinkOptions, site: SiteExtensions): Promise<UnifiedCompiler> {
  return (await import('./pipeline.js')).createUnifiedCompiler(options, site);
}
