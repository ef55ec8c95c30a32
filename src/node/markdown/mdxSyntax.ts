const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
/** Characters MDX reads as the start of JSX (`<Tabs>`, `<br>`, `<!--`, `<https://…>`) or of an expression. */
const MDX_CHARACTERS = /[<>{}]/;
const ESM = /^(?:import|export)\b/;
/** Indented code in Markdown, which MDX does not have (it reads those lines as a paragraph). */
const INDENTED = /^(?: {4}|[ ]{0,3}\t)/;
/** A code span: its backtick run, its text, the same run again. */
const CODE_SPAN = /(`+)[\s\S]*?[^`]\1(?!`)|(`+)\2(?!`)/g;

/**
 * Whether a Markdown body has anything MDX would read otherwise than Markdown: an `import` or
 * `export` line, a `<` or `>` or brace outside code (JSX, HTML, autolinks, expressions; block
 * quotes' `>` only at the start of a line are Markdown's), or indented code. A body without any
 * compiles to the same HTML as Markdown and as MDX (tests/integration/mdxEquivalence.test.ts).
 */
export function hasMdxSyntax(body: string): boolean {
  // Most pages have none of these characters anywhere: no line needs reading.
  if (!/[<>{}]|^(?:import|export)\b|^ {0,3}\t|^ {4}/m.test(body)) return false;
  let fence: string | undefined;
  let prevBlank = true;
  for (const line of body.split('\n')) {
    if (fence) {
      const trimmed = line.trim();
      if (trimmed.startsWith(fence) && /^([`~])\1*$/.test(trimmed)) fence = undefined;
      continue;
    }
    const blank = line.trim() === '';
    if (!blank && prevBlank && INDENTED.test(line)) return true;
    prevBlank = blank;
    const open = FENCE_OPEN.exec(line);
    if (open) {
      fence = open[1]!;
      continue;
    }
    if (ESM.test(line)) return true;
    // Block quote markers are Markdown in both; anything after them is prose like any other.
    const prose = line.replace(/^(?:[ \t]*>)+/, '').replace(CODE_SPAN, '');
    if (MDX_CHARACTERS.test(prose)) return true;
  }
  return false;
}
