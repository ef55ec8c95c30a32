import type { UiPlural } from './uiText.js';

/** "N posts" in a locale: Docusaurus's `theme.blog.post.plurals`, whose English docsgen spells "1 post". */
export function postCount(plural: UiPlural, count: number): string {
  return plural('theme.blog.post.plurals', '{count} post|{count} posts', count);
}
