import path from 'node:path';
import type { ContentLink } from '../markdown/pageData.js';
import { esbuild } from '../esbuild.js';
import { lineCounter } from './scanHtml.js';

/** String `href="/…"` / `to="/…"` attributes of a component page (its only links knowable without running it). */
const COMPONENT_LINK = /\b(?:href|to)\s*=\s*(?:\{\s*)?(["'`])(\/[^"'`]*)\1/g;

/** COMPONENT_LINK as esbuild writes the attributes out, as props (`{ to: "/x" }`). */
const COMPILED_LINK = /\b(?:href|to):\s*(["'`])(\/[^"'`]*)\1/g;

const LOADERS = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' } as const;

/**
 * The links a component page (`.tsx`, `.jsx`, `.js`) writes as string attributes, where it writes
 * them, leaving out those in comments (a commented-out `<Link to="/x">`): esbuild's compile drops
 * comments, and how often a link stays a prop in what it gives says how many of its places are live. A page that
 * does not parse gives all it writes (its build reports the error).
 */
export async function componentLinks(file: string, body: string): Promise<ContentLink[]> {
  const written = [...body.matchAll(COMPONENT_LINK)];
  if (!written.length) return [];
  const loader = LOADERS[path.extname(file) as keyof typeof LOADERS] ?? 'tsx';
  let live: Map<string, number>;
  try {
    // Compiled, not preserved: esbuild keeps a comment that is a JSX child (`{/* … */}`).
    const { code } = await esbuild().transform(body, { loader, legalComments: 'none' });
    live = hrefCounts(code.matchAll(COMPILED_LINK));
  } catch {
    live = hrefCounts(written);
  }
  const lineOf = lineCounter(body);
  return written.flatMap((match) => {
    const href = match[2]!;
    const left = live.get(href) ?? 0;
    if (!left) return [];
    live.set(href, left - 1);
    return [{ href, line: lineOf(match.index) }];
  });
}

/** How many times each link's href (a match's second group) comes. */
function hrefCounts(matches: Iterable<RegExpMatchArray>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, , href] of matches) counts.set(href!, (counts.get(href!) ?? 0) + 1);
  return counts;
}
