/**
 * Rewrites `<!-- HTML comments -->` in MDX prose to MDX comments (`{/* … *\/}`), line by line, as
 * Docusaurus's MDX 1 compatibility does (MDX 3 itself rejects them): they are dropped from the
 * page instead of failing it. A comment may span lines; code spans on a line are left as they are.
 */
export class HtmlComments {
  /** Whether a comment opened on an earlier line is still open. */
  open = false;

  /** One line, rewritten; the caller hands every line to it while `open`, code fences included. */
  line(line: string): string {
    let out = '';
    let i = 0;
    while (i < line.length) {
      if (this.open) {
        const end = line.indexOf('-->', i);
        // The comment's text becomes a JavaScript comment's, which `*/` would end early.
        out += line.slice(i, end < 0 ? line.length : end).replaceAll('*/', '* /');
        if (end < 0) return out;
        out += '*/}';
        i = end + 3;
        this.open = false;
        continue;
      }
      const start = line.indexOf('<!--', i);
      if (start < 0) return out + line.slice(i);
      const tick = line.indexOf('`', i);
      if (tick >= 0 && tick < start) {
        const run = /^`+/.exec(line.slice(tick))![0];
        const close = line.indexOf(run, tick + run.length);
        if (close < 0) return out + line.slice(i);
        out += line.slice(i, close + run.length);
        i = close + run.length;
        continue;
      }
      out += `${line.slice(i, start)}{/*`;
      i = start + 4;
      this.open = true;
    }
    return out;
  }
}
