import type { NavItem } from './types.js';

/** Every link of a navbar: each item, and a dropdown's links after it. */
export function navLinks(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...(item.items ?? [])]);
}
