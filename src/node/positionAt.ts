/** The line and column (both from 1) of an offset into a text whose first line is the file's `firstLine`. */
export function positionAt(text: string, offset: number, firstLine = 1): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length + firstLine - 1, column: (before[before.length - 1]?.length ?? 0) + 1 };
}
