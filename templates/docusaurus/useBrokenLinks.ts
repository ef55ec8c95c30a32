/** What `useBrokenLinks()` returns: Docusaurus's broken-link check collects through it. */
interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

const NOTHING: BrokenLinks = { collectLink: () => undefined, collectAnchor: () => undefined };

/**
 * `useBrokenLinks().collectAnchor(id)`: how a component tells Docusaurus's broken-link check about
 * the anchors and links it renders. `docsgen check` reads links and ids from the content instead:
 * these record nothing.
 */
export default function useBrokenLinks(): BrokenLinks {
  return NOTHING;
}
