import { TagLinks } from '../Blog.js';

/** `<TagsListInline tags={…} />` (`{label, permalink}` each): the tags as docsgen shows a post's. */
export default function TagsListInline({ tags }: { tags: { label: string; permalink: string }[] }) {
  return <TagLinks tags={tags.map(({ label, permalink }) => ({ label, route: permalink }))} />;
}
