/**
 * A request target (`/project/docs/x?q`) with the site's base URL (`/project/`) taken off
 * (`/docs/x?q`), or undefined when it lies outside the base: the output folder is the site's root.
 */
export function withoutBase(target: string, base: string): string | undefined {
  if (base === '/') return target;
  return target.startsWith(base) ? target.slice(base.length - 1) : undefined;
}
