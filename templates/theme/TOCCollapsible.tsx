import { TOC as OwnToc } from '../TOC.js';
import { tocItems, type DocusaurusTocProps } from './docusaurusTocProps.js';

/** `@theme/TOCCollapsible`: the table of contents above a doc on narrow screens, as docsgen's pages show it. */
export default function TOCCollapsible(props: DocusaurusTocProps) {
  return <OwnToc items={tocItems(props)} className={props.className} collapsible />;
}
