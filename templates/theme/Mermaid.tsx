import { MERMAID_CLASS } from '../../src/shared/constants.js';

/**
 * `<Mermaid value="graph TD; A-->B" />` in MDX: the placeholder a ```` ```mermaid ```` block
 * becomes, which the browser draws (src/client/mermaid.ts) on a site with `markdown.mermaid`.
 */
export default function Mermaid({ value }: { value: string }) {
  return <div className={MERMAID_CLASS}>{value}</div>;
}
