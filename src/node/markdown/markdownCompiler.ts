import { createFastCompiler, type CodeMemo } from './fastMarkdown.js';
import type { LinkOptions } from './links.js';
import type { PageData } from './pageData.js';
import { preprocess } from './preprocess.js';

export interface CompiledMarkdown {
  html: string;
  data: PageData;
  /** Its highlighted code blocks, kept in the content cache for the page's next compile (see CodeMemo). */
  code?: [string, string][];
}

/**
 * Creates the `.md` compiler (CommonMark + GFM + raw HTML), built once and reused for every page.
 * Most pages take the markdown-it fast path; unified compiles the ones it declines, and remains
 * the definition of the output the fast path is tested against. A compiled page does not depend
 * on where its file is: its links to Markdown files and its images are placeholders, which
 * placePage fills in for each file with that text. `file` names the page in errors and warnings.
 */
export function createMarkdownCompiler(
  options: LinkOptions,
): (body: string, file: string, memo?: CodeMemo) => Promise<CompiledMarkdown> {
  const placeless = { ...options, deferRefs: true };
  const fast = createFastCompiler(placeless);
  let unified: ReturnType<typeof createUnified> | undefined;
  return async (body, file, memo) => {
    const source = preprocess(body, 'md', file);
    const compiled = await fast(source, file, memo);
    if (compiled) return compiled;
    // unified and its plugins (0.16 s of modules) load only for the first page the fast path declines.
    unified ??= createUnified(placeless);
    return (await unified)(source, file);
  };
}

/** unified's `.md` compiler, loaded on demand. */
async function createUnified(
  options: LinkOptions,
): Promise<(source: string, file: string) => Promise<CompiledMarkdown>> {
  return (await import('./pipeline.js')).createUnifiedCompiler(options);
}
