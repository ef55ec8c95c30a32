// Where Docusaurus 2 sites import the content hooks from.
export { useBlogPost } from '../plugin-content-blog/client.js';
export { useDoc } from '../plugin-content-docs/client.js';
