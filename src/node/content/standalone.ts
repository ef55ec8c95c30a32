/**
 * A copy of a string that shares no memory with the string it was cut from. V8 makes a slice (or
 * a regex match) of a long string a view into it, and a concatenation a pair of pointers to its
 * parts, so a title cut from a page's text keeps the whole text in memory, and a body made of a
 * blanked front matter and the rest of the text is copied once more when first read through.
 */
export function standalone(text: string): string {
  // Slicing a concatenation first writes it out as a new string, which the slice then views.
  return (' ' + text).slice(1);
}
