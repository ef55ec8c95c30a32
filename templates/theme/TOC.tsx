import { TOC as OwnToc } from '../TOC.js';
import { tocItems, type DocusaurusTocProps } from './docusaurusTocProps.js';

/** `@theme/TOC`: the side table of contents, as docsgen's pages show it, for a swizzled part (`DocItem/TOC/Desktop`). */
export default function TOC(props: DocusaurusTocProps) {
  return <OwnToc items={tocItems(props)} className={props.className} />;
}
