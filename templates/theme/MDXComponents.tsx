import Admonition from '../Admonition.js';
import CodeBlock from '../CodeBlock.js';
import Details from '../Details.js';
import TabItem from '../TabItem.js';
import Tabs from '../Tabs.js';
import Heading from './Heading.js';

/** `@theme/MDXComponents`: the components MDX content may name, for a site that spreads them into its own. */
const MDXComponents = { Admonition, CodeBlock, Details, Tabs, TabItem, Heading, admonition: Admonition };

export default MDXComponents;
