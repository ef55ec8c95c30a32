/**
 * The element that holds a page's rendered Markdown. For an interactive page it is also the
 * island root: `data-island` names the script that hydrates it.
 */
export function Markdown({ html, island }: { html: string; island?: string | undefined }) {
  return <div className="markdown" data-island={island} dangerouslySetInnerHTML={{ __html: html }} />;
}
