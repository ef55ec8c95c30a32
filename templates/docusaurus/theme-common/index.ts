// One module per export, so that a page bundles (and is scanned for browser code: see
// importsNeedReact) only what it imports.
export { useColorMode, usePrismTheme } from './colorMode.js';
export { PageMetadata } from './PageMetadata.js';
